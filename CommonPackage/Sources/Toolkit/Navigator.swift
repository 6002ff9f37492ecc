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
    /// The state of the screens on the stack, by their place in it.
    private var states: [Int: Any] = [:]
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

    /// Pushes `route` with the state its screen keeps (a form's draft), made by whoever pushes.
    public func push<State>(_ route: Route, state: State) {
        states[routes.count] = state
        push(route)
    }

    /// Pops the top route, and the state its screen kept; does nothing at the root. Returns
    /// whether it popped.
    @discardableResult
    public func pop() -> Bool {
        guard path.popLast() != nil else { return false }
        states[routes.count] = nil
        onChange?(path)
        return true
    }

    /// Pops every route, back to the root.
    public func popToRoot() {
        guard !path.isEmpty else { return }
        path.removeAll()
        states.removeAll()
        onChange?(path)
    }

    /// The state of the screen `route` shows (a selection, a scroll, a draft): kept from the
    /// first time it is asked for while the route is on the stack (its topmost place) until the
    /// route is popped, as SwiftUI keeps a pushed view's `@State`. A route not on the stack gets
    /// state made by `make` and kept nowhere.
    ///
    /// This is how every feature keeps a screen's model: one with state of its own is kept here,
    /// with its route; one without (a view of the store) is made from the route at each draw.
    public func state<State>(for route: Route, make: () -> State) -> State {
        guard let place = routes.lastIndex(of: route) else { return make() }
        if let kept = states[place] as? State { return kept }
        let made = make()
        states[place] = made
        return made
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
