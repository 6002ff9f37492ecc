import DesignSystem

/// A screen driven exactly as the harness drives it (the key along the focus chain of the
/// widgets on screen, then the frame laid out under observation tracking, diffed and applied to
/// a terminal), so a timed key press costs what a person's does.
@MainActor
final class InMemoryScreen {
    private let screen: any Screen
    private let terminal = HeadlessTerminal(size: .standard)
    private let driver: ScreenDriver
    private var renderer = Renderer()

    /// Draws `screen`'s first frame.
    init(_ screen: any Screen) {
        self.screen = screen
        driver = ScreenDriver(screen: screen, size: terminal.size) {}
        draw()
    }

    /// Handles `key` and draws the frame that follows.
    func press(_ key: Key) {
        _ = driver.handle(key)
        draw()
    }

    private func draw() {
        terminal.apply(renderer.updates(for: driver.frame()))
    }
}
