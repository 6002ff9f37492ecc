import Synchronization

/// A headless run that did not finish.
public enum HeadlessError: Error, Equatable, CustomStringConvertible {
    /// The UI was still busy (a spinner showed) after waiting `seconds` following a step.
    case stillBusy(afterKey: String?, seconds: Double)
    /// A script's `elsewhere:` step named an action the screen's other device does not have.
    case unknownElsewhereAction(String, known: [String])
    /// The other device did the action, and the screen had not changed `seconds` later: the
    /// change made elsewhere never arrived.
    case unchanged(afterKey: String, seconds: Double)

    /// One line saying what was still running, or what did not arrive.
    public var description: String {
        switch self {
        case let .stillBusy(key, seconds):
            "the screen was still loading \(seconds) s after \(key.map { "key '\($0)'" } ?? "start")"
        case let .unknownElsewhereAction(name, known):
            "the other device has no action '\(name)'; "
                + (known.isEmpty ? "this screen's has none" : "its actions: \(known.joined(separator: ", "))")
        case let .unchanged(key, seconds):
            "the screen had not changed \(seconds) s after '\(key)': the change made elsewhere never arrived"
        }
    }
}

/// Runs a screen against a ``HeadlessTerminal``: applies scripted keys, waits until the UI is idle
/// after each, and reports every frame.
///
/// ```swift
/// let run = try await HeadlessRunner(size: .standard).run(screen, keys: [.down, .enter])
/// print(run.finalText)
/// ```
@MainActor
public struct HeadlessRunner {
    /// One frame drawn during a run.
    public struct Step: Sendable {
        /// The key applied just before this frame; `nil` for frames from start or from work finishing.
        public var key: Key?
        /// The frame as it was drawn after the key (or after the work it started finished).
        public var frame: Frame
        /// The terminal's text after the frame was drawn.
        public var text: String
        /// The accessibility outline of the widgets the frame was drawn from, when the runner
        /// records outlines.
        public var outline: AccessibilityOutline? = nil
    }

    /// The result of a run.
    public struct Run: Sendable {
        /// Every frame, in order.
        public var steps: [Step]
        /// Whether a key asked to quit before the script ended.
        public var didQuit: Bool
        /// The text of the last frame.
        public var finalText: String { steps.last?.text ?? "" }
    }

    /// The size every frame is laid out in, as a terminal of that many columns and rows.
    public var size: Size
    /// How long to wait for the UI to become idle after each step.
    public var idleTimeout: Duration
    /// Whether each step keeps the accessibility outline of its widgets (the preview gallery's).
    public var recordsOutlines: Bool

    /// A runner drawing at `size`, failing when the screen is still busy `idleTimeout` after a key; `recordsOutlines` keeps each frame's accessibility outline.
    public init(size: Size = .standard, idleTimeout: Duration = .seconds(30), recordsOutlines: Bool = false) {
        self.size = size
        self.idleTimeout = idleTimeout
        self.recordsOutlines = recordsOutlines
    }

    /// How many turns of the main actor a step gives work already queued before it ends.
    static let queuedWorkTurns = 8

    /// Starts `screen`, applies `keys` one by one and returns every frame drawn; `elsewhere`
    /// does their `elsewhere:` steps.
    public func run(_ screen: any Screen, keys: [Key], elsewhere: Elsewhere = .nobody)
        async throws(HeadlessError)
        -> Run
    {
        let (events, continuation) = AsyncStream.makeStream(of: RunnerEvent.self)
        defer {
            continuation.finish()
            screen.stop()
        }
        // Set by any change to what a frame was drawn from, and cleared by each draw.
        let invalidated = Atomic(false)
        let driver = ScreenDriver(screen: screen, size: size) {
            invalidated.store(true, ordering: .sequentiallyConsistent)
            continuation.yield(.invalidated)
        }
        let terminal = HeadlessTerminal(size: size)
        var renderer = Renderer()
        var iterator = events.makeAsyncIterator()
        var steps: [Step] = []
        var waits = 0

        func draw(after key: Key?) -> Frame {
            invalidated.store(false, ordering: .sequentiallyConsistent)
            let frame = driver.frame()
            terminal.apply(renderer.updates(for: frame))
            // A change that was already drawn can still wake the loop; its frame adds nothing.
            if key != nil || frame != steps.last?.frame {
                let outline = recordsOutlines ? driver.lastRoot.map(AccessibilityOutline.init) : nil
                steps.append(Step(key: key, frame: frame, text: terminal.text, outline: outline))
            }
            return frame
        }

        /// Waits for an invalidation after which `isDone()` holds; throws `timedOut` when none
        /// comes within the idle timeout.
        func awaitInvalidation(until isDone: () -> Bool, orThrow timedOut: HeadlessError)
            async throws(HeadlessError)
        {
            waits += 1
            let id = waits
            let timer = Task { [idleTimeout] in
                try? await Task.sleep(for: idleTimeout)
                continuation.yield(.timeout(id: id))
            }
            defer { timer.cancel() }
            while let event = await iterator.next(isolation: MainActor.shared) {
                switch event {
                case .invalidated where isDone(): return
                case .timeout(id): throw timedOut
                default: continue
                }
            }
        }

        /// Draws each change until the UI is idle (no spinner).
        func settle(_ frame: Frame, after key: Key?) async throws(HeadlessError) {
            var frame = frame
            while true {
                while frame.isAnimating {
                    let busy = HeadlessError.stillBusy(
                        afterKey: key?.description, seconds: idleTimeout.seconds)
                    try await awaitInvalidation(until: { true }, orThrow: busy)
                    frame = draw(after: nil)
                }
                // Work already queued behind this step (a change stream's first word, which
                // arrives beside a load rather than inside it) lands before the step ends, so a
                // frame never depends on which of two ready tasks ran first.
                for _ in 0..<Self.queuedWorkTurns { await Task.yield() }
                guard invalidated.load(ordering: .sequentiallyConsistent) else { return }
                frame = draw(after: nil)
            }
        }

        /// Waits until a frame differs from `frame`: what the other device did arriving.
        func awaitChange(from frame: Frame, after key: Key) async throws(HeadlessError) {
            try await awaitInvalidation(
                until: { driver.frame() != frame },
                orThrow: .unchanged(afterKey: key.description, seconds: idleTimeout.seconds))
        }

        screen.start()
        try await settle(draw(after: nil), after: nil)
        for key in keys {
            if let action = key.elsewhereAction {
                let before = driver.frame()
                switch await elsewhere(action) {
                case .done: try await awaitChange(from: before, after: key)
                case .refused: break
                case let .unknown(known): throw .unknownElsewhereAction(action, known: known)
                }
            } else if key == .interrupt || driver.handle(key) == .quit {
                return Run(steps: steps, didQuit: true)
            }
            try await settle(draw(after: key), after: key)
        }
        return Run(steps: steps, didQuit: false)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
