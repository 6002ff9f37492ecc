import Foundation
import Synchronization
public import Toolkit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a screen interactively in the terminal until it asks to quit, Ctrl-C is pressed or
/// input closes.
///
/// Keys typed while a frame was being drawn (a search that takes a while) are all handled before
/// the next frame, so no frame is drawn, and no search run, for a query already out of date. A
/// paste arrives as one key (bracketed paste mode, see ``KeyDecoder``), so its frame and search
/// are for all of its text, not for each character.
///
/// Ctrl-Z (or SIGTSTP from outside) suspends: the terminal goes back to the shell exactly as on
/// quit, and `fg` takes it again and draws the whole screen at the terminal's size. The screen
/// hears the ``ScenePhase``: background while suspended, inactive while the terminal reports it
/// lost focus.
///
/// ```swift
/// try await TerminalRunner().run(LandmarksScreen(model: model))
/// ```
@MainActor
public struct TerminalRunner {
    /// How often a visible spinner advances.
    public static let spinnerInterval = Duration.milliseconds(80)
    /// The time between a story's keys: long enough to see each frame.
    public static let storyInterval = Duration.milliseconds(600)
    private let colorMode: ColorMode

    /// Creates a runner; colours follow `NO_COLOR` unless a mode is given.
    public init(colorMode: ColorMode? = nil) {
        self.colorMode =
            colorMode
            ?? .detect(
                environment: ProcessInfo.processInfo.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1
            )
    }

    /// Takes over the terminal, runs `screen`, and always gives the terminal back.
    ///
    /// With a `story`, it first plays the story's keys, one every ``storyInterval``, then leaves
    /// the screen to the person; while it plays, only Ctrl-C is read from the keyboard. Its
    /// `elsewhere:` steps are done by `elsewhere`.
    ///
    /// `onLinkChange` hears the link of what the screen shows (``Screen/link``) once the first
    /// frame is drawn, and again after each frame that shows another: `scripts/preview` keeps it
    /// to reopen the same screen after a rebuild.
    public func run(
        _ screen: any Screen, playing story: [Key] = [], elsewhere: Elsewhere = .nobody,
        onLinkChange: (AppLink?) -> Void = { _ in }
    ) async throws(TerminalError) {
        let (events, continuation) = AsyncStream.makeStream(of: RunnerEvent.self)
        let waiting = WaitingKeys()
        let send: @Sendable (RunnerEvent) -> Void = { event in
            if case .keys = event { waiting.add() }
            continuation.yield(event)
        }
        let terminal = try RawTerminal()
        let reader = InputReader(signals: terminal.signals, deliver: send)
        var tick: Task<Void, Never>?
        var storyKeysLeft = story.count
        let player = Task {
            for key in story {
                guard (try? await Task.sleep(for: Self.storyInterval)) != nil else { return }
                send(.played(key))
            }
        }
        defer {
            player.cancel()
            tick?.cancel()
            continuation.finish()
            screen.stop()
            reader.stop()
            terminal.restore()
        }
        let driver = ScreenDriver(screen: screen, size: terminal.size) { send(.invalidated) }
        var renderer = Renderer()
        var tickPending = false
        var shownLink: AppLink??

        func draw() {
            let frame = driver.frame()
            let output = renderer.updates(for: frame).reduce(into: "") { output, update in
                output +=
                    ANSI.moveTo(row: update.row) + ANSI.encode(update.line, mode: colorMode)
                    + ANSI.clearToEndOfLine
            }
            if !output.isEmpty { RawTerminal.write(output) }
            let link = screen.link
            if shownLink != .some(link) {
                shownLink = link
                onLinkChange(link)
            }
            if frame.isAnimating, !tickPending {
                tickPending = true
                tick = Task {
                    guard (try? await Task.sleep(for: Self.spinnerInterval)) != nil else { return }
                    send(.tick)
                }
            }
        }

        /// Draws everything again, at the terminal's size: after a resize or a suspension.
        func redrawWhole() {
            driver.size = terminal.size
            renderer.invalidate()
        }

        /// Handles a key from the keyboard; `false` when it ends the run.
        func handle(_ key: Key) -> Bool {
            switch key {
            case .suspend:
                suspend()
                return true
            case .interrupt:
                return false
            default:
                if storyKeysLeft > 0, !key.isFocusEvent { return true }
                return driver.handle(key) != .quit
            }
        }

        func suspend() {
            driver.scenePhase = .background
            terminal.suspend()
            redrawWhole()
            driver.scenePhase = .active
        }

        screen.start()
        draw()
        for await event in events {
            if case .keys = event { waiting.remove() }
            switch event {
            case .suspendRequested:
                suspend()
            case .continued:
                terminal.resume()
                redrawWhole()
            case let .keys(keys):
                for key in keys where !handle(key) { return }
            case let .played(key):
                storyKeysLeft -= 1
                if let action = key.elsewhereAction {
                    // Its change arrives as any change made elsewhere does, and redraws.
                    Task { _ = await elsewhere(action) }
                } else if driver.handle(key) == .quit {
                    return
                }
            case .invalidated, .timeout:
                break
            case .resized:
                redrawWhole()
                RawTerminal.write(ANSI.clearScreen)
            case .tick:
                tickPending = false
                driver.spinnerPhase += 1
            case .inputClosed:
                return
            }
            // Keys typed while the last frame was drawn wait: the next frame is after them.
            if waiting.isEmpty { draw() }
        }
    }
}

/// How many key events were sent to a runner and not yet taken.
private final class WaitingKeys: Sendable {
    private let count = Atomic<Int>(0)

    func add() { count.add(1, ordering: .relaxed) }
    func remove() { count.subtract(1, ordering: .relaxed) }
    var isEmpty: Bool { count.load(ordering: .relaxed) == 0 }
}
