import DesignSystem
import Synchronization

/// A screen driven exactly as the harness drives it (the key along the focus chain of the
/// widgets on screen, then the frame laid out under observation tracking, diffed and applied to
/// a terminal), so a timed key press costs what a person's does.
@MainActor
final class InMemoryScreen {
    private let screen: any Screen
    private let terminal = HeadlessTerminal(size: .standard)
    private let driver: ScreenDriver
    private var renderer = Renderer()
    /// Set when what the last frame was drawn from changes, and cleared by each draw.
    private let invalidated = ChangeFlag()
    /// The latest change the driver reported, if not yet taken; it may be from before the last
    /// draw, which `invalidated` tells.
    private let changes: AsyncStream<Void>

    /// Draws `screen`'s first frame.
    init(_ screen: any Screen) {
        self.screen = screen
        let (stream, continuation) = AsyncStream.makeStream(
            of: Void.self, bufferingPolicy: .bufferingNewest(1))
        changes = stream
        driver = ScreenDriver(screen: screen, size: terminal.size) { [invalidated] in
            invalidated.value.store(true, ordering: .sequentiallyConsistent)
            continuation.yield()
        }
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
    /// waits for when the key started work off the main actor (a search expected to read many
    /// entries).
    func pressUntilSettled(_ key: Key) async {
        await settle(after: handle(key))
    }

    /// Draws a frame at each change after `frame` until one shows no work in flight. As in the
    /// terminal runner, a change wakes the main actor and a frame is drawn then, not before: a
    /// loop drawing frames while it waits would hold the main actor when the answer came back.
    func settle(after frame: Frame) async {
        var frame = frame
        var changes = changes.makeAsyncIterator()
        while frame.isAnimating {
            repeat {
                _ = await changes.next(isolation: MainActor.shared)
            } while !invalidated.value.load(ordering: .sequentiallyConsistent)
            frame = draw()
        }
    }

    @discardableResult
    private func draw() -> Frame {
        invalidated.value.store(false, ordering: .sequentiallyConsistent)
        let frame = driver.frame()
        terminal.apply(renderer.updates(for: frame))
        return frame
    }
}

/// A flag the driver's change callback sets on any thread.
private final class ChangeFlag: Sendable {
    let value = Atomic(false)
}
