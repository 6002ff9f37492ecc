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
        _ = handle(key)
    }

    /// Handles `key` and draws the frame that follows, which it returns.
    func handle(_ key: Key) -> Frame {
        _ = driver.handle(key)
        return draw()
    }

    /// Handles `key` and draws frames until one shows no work in flight: the frame a person
    /// waits for when the key started work off the main actor (a search among many landmarks).
    func pressUntilSettled(_ key: Key) async {
        await settle(after: handle(key))
    }

    /// Draws frames after `frame` until one shows no work in flight.
    func settle(after frame: Frame) async {
        var frame = frame
        while frame.isAnimating {
            await Task.yield()
            frame = draw()
        }
    }

    @discardableResult
    private func draw() -> Frame {
        let frame = driver.frame()
        terminal.apply(renderer.updates(for: frame))
        return frame
    }
}
