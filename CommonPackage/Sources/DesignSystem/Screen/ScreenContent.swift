/// Everything one screen shows, in the shape every screen shares: a title bar, optional tabs,
/// banner and text field, a body, and a footer of key hints.
@MainActor
public struct ScreenContent {
    /// What fills the space between the header rows and the footer.
    public enum Body {
        /// A scrolling list.
        case list(ListView)
        /// Fixed lines; cut at the bottom if too long.
        case lines([Line])
        /// Lines laid out for the body's size, such as text wrapped to the width.
        case layout((Size) -> [Line])
        /// Work in flight.
        case loading(Spinner)
        /// Nothing to show.
        case empty(EmptyState)
        /// The load failed.
        case failed(ErrorState)
        /// Labelled fields and a Save row.
        case form(FormView)
    }

    /// The app's tab bar above the title, when the screen is one tab of an app.
    public var appBar: AppBar?
    /// The title row.
    public var title: TitleBar
    /// Tabs under the title, if the screen has any.
    public var tabs: TabBar?
    /// A one-line message above the body.
    public var banner: Banner?
    /// A text field above the body, such as search.
    public var field: TextField?
    /// The main content.
    public var body: Body
    /// The keys that work on this screen.
    public var hints: [KeyHint]
    /// A question drawn over the body; while it shows, the footer shows its keys.
    public var dialog: ConfirmationDialog?

    /// Creates a screen description.
    public init(
        title: TitleBar, tabs: TabBar? = nil, banner: Banner? = nil, field: TextField? = nil,
        body: Body, hints: [KeyHint], dialog: ConfirmationDialog? = nil
    ) {
        self.title = title
        self.tabs = tabs
        self.banner = banner
        self.field = field
        self.body = body
        self.hints = hints
        self.dialog = dialog
    }

    /// Whether a spinner is on screen, which means work is in flight (a load or a save).
    public var isAnimating: Bool {
        switch body {
        case .loading: return true
        case let .form(form) where form.isSaving: return true
        default: return banner?.kind == .progress
        }
    }
}
