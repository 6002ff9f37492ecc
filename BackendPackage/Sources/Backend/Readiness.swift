import Synchronization

/// Whether this instance should get new requests, for `GET /ready` and the load balancer that
/// asks it: it is ready from the moment it serves (its database migrated) until it begins to
/// drain, when SIGTERM arrives. Draining also ends every open `GET /events` stream at once, so
/// each client resumes with `Last-Event-ID` on another instance while this one finishes the
/// requests in flight.
///
/// ```swift
/// let readiness = configuration.readiness
/// readiness.drain()       // what SIGTERM does (see ``serveUntilStopped(_:configuration:logger:)``)
/// readiness.isDraining    // true: GET /ready answers 503
/// ```
public final class Readiness: Sendable {
    private struct State {
        var draining = false
        var nextID = 0
        var onDrain: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Mutex(State())

    /// A readiness that is not draining.
    public init() {}

    /// Whether ``drain()`` was called.
    public var isDraining: Bool { state.withLock { $0.draining } }

    /// Stops saying ready, and calls every handler ``whenDraining(_:)`` registered, once.
    public func drain() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.draining else { return [] }
            state.draining = true
            defer { state.onDrain = [:] }
            return Array(state.onDrain.values)
        }
        for handler in handlers { handler() }
    }

    /// Calls `handler` when draining begins (at once if it has), until the returned
    /// registration is cancelled.
    func whenDraining(_ handler: @escaping @Sendable () -> Void) -> Registration {
        let id = state.withLock { state -> Int? in
            guard !state.draining else { return nil }
            state.nextID += 1
            state.onDrain[state.nextID] = handler
            return state.nextID
        }
        guard let id else {
            handler()
            return Registration(cancel: {})
        }
        return Registration { [weak self] in self?.state.withLock { _ = $0.onDrain.removeValue(forKey: id) } }
    }

    /// A handler registered with ``whenDraining(_:)``.
    struct Registration: Sendable {
        /// Forgets the handler.
        let cancel: @Sendable () -> Void
    }
}
