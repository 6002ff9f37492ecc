import Observation

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
    private let onInvalidate: @Sendable () -> Void

    /// Creates a driver; `onInvalidate` is called (on any thread) once the state read by the
    /// last frame changes.
    public init(screen: any Screen, size: Size, onInvalidate: @escaping @Sendable () -> Void) {
        self.screen = screen
        self.size = size
        self.onInvalidate = onInvalidate
    }

    /// The current frame, tracking what it reads so the next change calls `onInvalidate`.
    public func frame() -> Frame {
        withObservationTracking {
            ScreenLayout.frame(for: screen.content(), size: size, spinnerPhase: spinnerPhase)
        } onChange: { [onInvalidate] in
            onInvalidate()
        }
    }
}
