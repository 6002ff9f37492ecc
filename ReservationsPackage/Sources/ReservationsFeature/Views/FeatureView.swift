import DesignSystem

/// One screen of the feature as the terminal sees it: what to draw, and what keys do.
@MainActor
protocol FeatureView {
    /// The screen as it should look now.
    func content() -> ScreenContent
    /// Maps a key to an intent on the view model.
    func handle(_ key: Key) -> KeyResult
}
