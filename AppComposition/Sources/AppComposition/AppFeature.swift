public import DesignSystem

/// One feature as the app's tab shell shows it: the tab's title and the feature's screen (its
/// host). The shell takes a list of these, so adding a feature to the app is one entry; the
/// cross-feature closures are wired where the list is made (``ShellModel``).
@MainActor
public struct AppFeature {
    /// The tab's title: "Landmarks".
    public var title: String
    /// The feature's root screen.
    public var screen: any Screen

    /// Creates a tab for `screen`.
    public init(title: String, screen: any Screen) {
        self.title = title
        self.screen = screen
    }
}
