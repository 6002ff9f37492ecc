public import Observation

/// A type-safe navigation stack: the routes pushed over a feature's root screen.
///
/// It is plain observable state, so a SwiftUI `NavigationStack(path:)` or a terminal screen can
/// both be driven by it. Its observation is written out rather than left to `@Observable`: a
/// generic class's key path is built at run time on every use, and every frame reads the path,
/// so it is built once per navigator instead.
@MainActor
public final class Navigator<Route: Hashable>: Observable {
    /// The pushed routes, bottom first; empty at the root.
    public private(set) var path: [Route] {
        get {
            registrar.access(self, keyPath: pathKey)
            return routes
        }
        set {
            registrar.withMutation(of: self, keyPath: pathKey) { routes = newValue }
        }
    }
    /// Called after every push and pop with the new path, so whoever presented this stack hears
    /// when it empties instead of polling it.
    public var onChange: (@MainActor (_ path: [Route]) -> Void)?
    private var routes: [Route]
    private let registrar = ObservationRegistrar()
    private let pathKey: KeyPath<Navigator, [Route]> = \.path

    /// Creates a navigator, optionally with routes already pushed.
    public init(path: [Route] = []) {
        routes = path
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
