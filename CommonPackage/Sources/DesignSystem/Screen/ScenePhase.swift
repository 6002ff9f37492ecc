/// Whether the person can see and use the app: the shape of SwiftUI's `ScenePhase`.
///
/// The terminal runner reports it: ``background`` while the app is suspended (Ctrl-Z, until
/// `fg`), ``inactive`` while the terminal says it lost focus (focus reporting, `CSI ? 1004 h`,
/// where the terminal supports it), and ``active`` otherwise.
public enum ScenePhase: Sendable, Hashable {
    /// On screen, with the keyboard's focus.
    case active
    /// On screen, but the terminal window lost focus.
    case inactive
    /// Not on screen: suspended to the shell.
    case background
}

/// When a screen coming back to ``ScenePhase/active`` reloads what it shows: after it was away
/// (inactive or in the background) for at least ``after``. A screen keeps one and asks it at
/// every phase change.
///
/// ```swift
/// var refresh = RefreshOnReturn(after: .seconds(60))
/// if refresh.isDue(changingTo: phase) { root.refresh() }
/// ```
public struct RefreshOnReturn: Sendable {
    /// How long away makes the return refresh.
    public var after: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private var leftAt: ContinuousClock.Instant?

    /// A policy of refreshing after `after` away; `now` reads the time (a test's own clock).
    public init(after: Duration, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.after = after
        self.now = now
    }

    /// Notes the change to `phase`; `true` when it is a return to active after long enough away.
    public mutating func isDue(changingTo phase: ScenePhase) -> Bool {
        guard phase == .active else {
            if leftAt == nil { leftAt = now() }
            return false
        }
        defer { leftAt = nil }
        guard let leftAt else { return false }
        return now() - leftAt >= after
    }
}
