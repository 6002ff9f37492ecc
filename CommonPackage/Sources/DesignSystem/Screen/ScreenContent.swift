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
    }

    /// The top row.
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

    /// Creates a screen description.
    public init(
        title: TitleBar, tabs: TabBar? = nil, banner: Banner? = nil, field: TextField? = nil,
        body: Body, hints: [KeyHint]
    ) {
        self.title = title
        self.tabs = tabs
        self.banner = banner
        self.field = field
        self.body = body
        self.hints = hints
    }

    /// Whether a spinner is on screen, which means work is in flight.
    public var isAnimating: Bool {
        if case .loading = body { return true }
        return banner?.kind == .progress
    }
}
