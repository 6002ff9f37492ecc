import Synchronization

/// A value per user kept in memory, for a database only this process uses (SQLite, which the
/// server holds with an exclusive lock; see ``Database/isExclusive``). Every write goes through
/// this process, so invalidating after it keeps the next read exact.
///
/// A read that raced a write must not store what it read before the write: each user has a
/// generation, bumped by every write after it commits, and a read stores its result only if the
/// generation did not move while it was reading.
final class UserCache<Value: Sendable>: Sendable {
    private struct State {
        var values: [String: Value] = [:]
        var generations: [String: Int] = [:]
    }

    private let state = Mutex(State())
    /// Users whose values are kept; past that the table starts again (a read refills it).
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The user's value, from memory or else from `load`.
    func value(for userID: String, load: () async throws -> Value) async throws -> Value {
        let (cached, generation) = state.withLock { ($0.values[userID], $0.generations[userID, default: 0]) }
        if let cached { return cached }
        let loaded = try await load()
        state.withLock { state in
            guard state.generations[userID, default: 0] == generation else { return }
            if state.values.count >= capacity { state.values.removeAll(keepingCapacity: true) }
            state.values[userID] = loaded
        }
        return loaded
    }

    /// Runs the user's write `body`, then forgets the user's value, whether the write succeeded
    /// or not (a write that failed part-way may still have committed).
    func writing<Result>(for userID: String, _ body: () async throws -> Result) async throws -> Result {
        defer {
            state.withLock { state in
                state.generations[userID, default: 0] += 1
                state.values[userID] = nil
            }
        }
        return try await body()
    }
}
