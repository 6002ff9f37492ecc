import Observation
import Synchronization

/// Renders a ``Screen`` and reports when the state it read changes. Both runners, interactive
/// and headless, draw through it, so a headless frame is exactly what a person would see.
@MainActor
public final class ScreenDriver {
    /// The screen being driven.
    public let screen: any Screen
    /// The size frames are laid out for.
    public var size: Size
    /// Advances spinners; the interactive runner ticks it, headless runs keep it at zero.
    public var spinnerPhase = 0
    /// The scene phase the screen was last told; setting another tells it.
    public var scenePhase = ScenePhase.active {
        didSet {
            if scenePhase != oldValue { screen.scenePhaseChanged(to: scenePhase) }
        }
    }
    private let onInvalidate: @Sendable () -> Void
    /// Counts frames. Every frame arms a new Observation registration and earlier ones stay armed,
    /// so each registration reports a change only if no later frame has been drawn.
    private let generation = FrameGeneration()

    /// Creates a driver; `onInvalidate` is called (on any thread) once the state read by the
    /// last frame changes.
    public init(screen: any Screen, size: Size, onInvalidate: @escaping @Sendable () -> Void) {
        self.screen = screen
        self.size = size
        self.onInvalidate = onInvalidate
    }

    /// The widgets of the last frame, their focus chain and the frame's number, for keys
    /// pressed while it is on screen.
    private var drawn: (root: any Widget, chain: FocusChain, frame: Int)?

    /// The widgets the last frame was drawn from.
    public var lastRoot: (any Widget)? { drawn?.root }

    /// The current frame, tracking what it reads so the next change calls `onInvalidate`.
    public func frame() -> Frame {
        let current = generation.next()
        return withObservationTracking {
            let root = screen.body()
            let (frame, chain) = ScreenLayout.layout(root, size: size, spinnerPhase: spinnerPhase)
            drawn = (root, chain, current)
            return frame
        } onChange: { [onInvalidate, generation] in
            generation.invalidate(current)
            if generation.isCurrent(current) { onInvalidate() }
        }
    }

    /// Sends `key` along the focus chain of the widgets on screen: the person pressed it looking
    /// at them. While nothing they were drawn from has changed they are reused; otherwise the
    /// screen's body is built again first.
    ///
    /// A focus event goes to no widget: losing focus makes an active screen inactive, and
    /// gaining it makes an inactive one active. Nor does another device's action, which the
    /// runners hand to the screen.
    public func handle(_ key: Key) -> KeyResult {
        switch (key, scenePhase) {
        case (.focusLost, .active): scenePhase = .inactive
        case (.focusGained, .inactive): scenePhase = .active
        default: break
        }
        if key.isFocusEvent || key.elsewhereAction != nil { return .handled }
        if let drawn, generation.isCurrent(drawn.frame), !generation.isInvalidated(drawn.frame) {
            return drawn.chain.dispatch(key)
        }
        return screen.handle(key)
    }
}

/// The number of the latest frame, readable from Observation's change callbacks on any thread,
/// and the latest frame whose state changed after it was drawn.
final class FrameGeneration: Sendable {
    private let value = Atomic<Int>(0)
    private let invalidated = Atomic<Int>(0)

    /// Notes that the state `frame` was drawn from has changed.
    func invalidate(_ frame: Int) {
        invalidated.store(frame, ordering: .sequentiallyConsistent)
    }

    /// Whether the state `frame` was drawn from has changed since.
    func isInvalidated(_ frame: Int) -> Bool { invalidated.load(ordering: .sequentiallyConsistent) == frame }

    /// Starts a new frame and returns its number.
    func next() -> Int { value.add(1, ordering: .relaxed).newValue }

    /// Whether `frame` is still the latest.
    func isCurrent(_ frame: Int) -> Bool { value.load(ordering: .relaxed) == frame }
}
