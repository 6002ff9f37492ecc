import Synchronization

extension TieredCache {
    /// Changes the cached value for `key` in place, atomically: two changes never overwrite each
    /// other, and a network answer for `key` that was requested before this change arrives
    /// with the change applied too, so an older list never undoes a newer change. Nothing
    /// happens to the cache when it holds no value for `key`.
    ///
    /// `change` must be idempotent (set a field, replace an element): it may run on the cached
    /// value and again on a fetched one.
    ///
    /// ```swift
    /// cache.update(Self.allKey) { list in
    ///     if let index = list.firstIndex(where: { $0.id == saved.id }) { list[index] = saved }
    /// }
    /// ```
    public func update<Value>(_ key: CacheKey<Value>, _ change: @escaping @Sendable (inout Value) -> Void) {
        changeLock.withLock { _ in
            changes.record(key.name) { stored in
                guard var value = stored as? Value else { return stored }
                change(&value)
                return value
            }
            guard var value = storedValue(for: key) else { return }
            change(&value)
            insert(value, for: key)
        }
    }

    /// Stores a network answer for `key`, with the changes made since its request started
    /// (`since`) applied; returns what was stored.
    func storeAnswer<Value>(_ answer: WireValue<Value>, for key: CacheKey<Value>, since: Int) -> Value {
        changeLock.withLock { _ in
            let changes = changes.changes(for: key.name, since: since)
            var value = answer.value
            for change in changes {
                if let changed = change(value) as? Value { value = changed }
            }
            // Changed values no longer match the server's bytes, so they are encoded instead.
            if let bytes = answer.bytes, changes.isEmpty {
                insert(value, wire: bytes, for: key)
            } else {
                insert(value, for: key)
            }
            return value
        }
    }
}

/// The changes made with ``TieredCache/update(_:_:)`` while fetches were in flight, kept until
/// every fetch that started before them has finished.
final class ChangeLog: Sendable {
    typealias Change = @Sendable (any Sendable) -> any Sendable

    private struct State {
        var generation = 0
        var changes: [String: [(generation: Int, change: Change)]] = [:]
        var fetches: [Int: Int] = [:]
        var nextFetch = 0
    }

    private let state = Mutex(State())

    /// Starts a fetch; `since` is the generation its answer's changes are counted from.
    func beginFetch() -> (id: Int, since: Int) {
        state.withLock { state in
            state.nextFetch += 1
            state.fetches[state.nextFetch] = state.generation
            return (state.nextFetch, state.generation)
        }
    }

    /// Ends a fetch and forgets the changes no fetch still in flight needs.
    func endFetch(_ id: Int) {
        state.withLock { state in
            state.fetches[id] = nil
            guard let oldest = state.fetches.values.min() else {
                state.changes.removeAll()
                return
            }
            for name in state.changes.keys { state.changes[name]?.removeAll { $0.generation <= oldest } }
        }
    }

    /// Records a change to the value named `name`, if a fetch is in flight to need it.
    func record(_ name: String, _ change: @escaping Change) {
        state.withLock { state in
            state.generation += 1
            guard !state.fetches.isEmpty else { return }
            state.changes[name, default: []].append((state.generation, change))
        }
    }

    /// The changes to `name` made after generation `since`, oldest first.
    func changes(for name: String, since: Int) -> [Change] {
        state.withLock { state in
            (state.changes[name] ?? []).filter { $0.generation > since }.map(\.change)
        }
    }

    /// How many changes are kept, for tests.
    package var count: Int { state.withLock { $0.changes.values.reduce(0) { $0 + $1.count } } }
}
