import Synchronization

/// A value per user kept in memory. On a database only this process uses (SQLite, which the
/// server holds with an exclusive lock; see ``Database/isExclusive``) every write goes through
/// this process, so forgetting after it keeps the next read exact. On one several instances
/// share, another instance's write is forgotten when its notification arrives (``forget(_:)``),
/// and a read passes the ``WriteFence`` first.
///
/// A read that raced a write must not store what it read before the write: each user has a
/// generation, bumped by every write after it commits and by every notice of one, and a read
/// stores its result only if the generation did not move while it was reading.
final class UserCache<Value: Sendable>: Sendable {
    private struct State {
        var values: [String: Value] = [:]
        var generations: [String: Int] = [:]
        /// Bumped when every user's value is forgotten at once.
        var epoch = 0

        func version(of userID: String) -> (Int, Int) { (epoch, generations[userID, default: 0]) }
    }

    private let state = Mutex(State())
    /// Users whose values are kept; past that the table starts again (a read refills it).
    private let capacity: Int
    /// What a read passes first on a database several instances share; `nil` on one only this
    /// process uses.
    private let fence: WriteFence?

    init(capacity: Int, fence: WriteFence?) {
        self.capacity = capacity
        self.fence = fence
    }

    /// The user's value, from memory or else from `load`; straight from `load` when the fence
    /// cannot say that memory is current.
    func value(for userID: String, load: () async throws -> Value) async throws -> Value {
        guard await fence?.pass() ?? true else { return try await load() }
        let (cached, version) = state.withLock { ($0.values[userID], $0.version(of: userID)) }
        if let cached { return cached }
        let loaded = try await load()
        state.withLock { state in
            guard state.version(of: userID) == version else { return }
            if state.values.count >= capacity { state.values.removeAll(keepingCapacity: true) }
            state.values[userID] = loaded
        }
        return loaded
    }

    /// Runs the user's write `body`, then forgets the user's value, whether the write succeeded
    /// or not (a write that failed part-way may still have committed).
    func writing<Result>(for userID: String, _ body: () async throws -> Result) async throws -> Result {
        defer { forget(userID) }
        return try await body()
    }

    /// Forgets the user's value (`nil`: everyone's), and any read of it already on its way.
    func forget(_ userID: String?) {
        state.withLock { state in
            guard let userID else {
                state.epoch += 1
                state.values.removeAll()
                return
            }
            state.generations[userID, default: 0] += 1
            state.values[userID] = nil
        }
    }
}
