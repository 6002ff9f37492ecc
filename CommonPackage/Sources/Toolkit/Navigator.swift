public import Observation

/// A type-safe navigation stack: the routes pushed over a feature's root screen.
///
/// It is plain observable state, so a SwiftUI `NavigationStack(path:)` or a terminal screen can
/// both be driven by it.
@MainActor @Observable
public final class Navigator<Route: Hashable> {
    /// The pushed routes, bottom first; empty at the root.
    public private(set) var path: [Route]
    /// Called after every push and pop with the new path, so whoever presented this stack hears
    /// when it empties instead of polling it.
    @ObservationIgnored public var onChange: (@MainActor (_ path: [Route]) -> Void)?

    /// Creates a navigator, optionally with routes already pushed.
    public init(path: [Route] = []) {
        self.path = path
    }

    /// The route on top, or `nil` at the root.
    public var top: Route? { path.last }

    /// Pushes `route` over the current screen.
    public func push(_ route: Route) {
        path.append(route)
        onChange?(path)
    }

    /// Pops the top route; does nothing at the root. Returns whether it popped.
    @discardableResult
    public func pop() -> Bool {
        guard path.popLast() != nil else { return false }
        onChange?(path)
        return true
    }

    /// Pops every route, back to the root.
    public func popToRoot() {
        guard !path.isEmpty else { return }
        path.removeAll()
        onChange?(path)
    }
}

extension Int {
    /// This index moved into `0..<count`, or 0 when `count` is 0: where a selection lands when
    /// it is set past either end or the list shrank under it.
    ///
    /// ```swift
    /// selection = row.clamped(toCount: rows.count)
    /// ```
    public func clamped(toCount count: Int) -> Int {
        Swift.min(Swift.max(0, self), Swift.max(0, count - 1))
    }
}
