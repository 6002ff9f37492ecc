import Foundation
import Synchronization

/// A token as stored: whose it is and when it expires.
struct TokenRecord: Sendable, Equatable {
    var user: StoredUser
    var expiresAt: Date
}

/// Recently checked bearer tokens, so most signed-in requests need no database read to know who
/// is calling.
///
/// The rules it keeps:
/// - an expired token fails at its expiry: the expiry is checked on every use, against the
///   server's clock;
/// - a token revoked on this instance fails at once: logout removes it, and a load that was
///   already on its way is not stored afterwards;
/// - a token revoked on another instance fails here within ``revalidationInterval``: an entry is
///   trusted for that long after it was read, then read again.
final class TokenCache: Sendable {
    /// How long a token read from the database is trusted without reading it again: the bound on
    /// how late another instance notices a logout.
    static let revalidationInterval: TimeInterval = 2

    private struct Entry {
        var record: TokenRecord
        var checkedAt: Date
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Hashes revoked here recently, so a read that raced the logout does not store them again.
        var revoked: [String: Date] = [:]
    }

    private let clock: ServerClock
    private let state = Mutex(State())
    private static let capacity = 100_000

    init(clock: ServerClock) {
        self.clock = clock
    }

    /// The user whose token has `hash`, from memory when checked recently, else from `load`.
    func user(hash: String, load: @Sendable () async throws -> TokenRecord?) async throws -> StoredUser? {
        try await record(hash: hash, load: load)?.user
    }

    /// The unexpired token with `hash`, from memory when checked recently, else from `load`.
    func record(hash: String, load: @Sendable () async throws -> TokenRecord?) async throws -> TokenRecord? {
        let now = clock.now()
        let cached: Entry? = state.withLock { state in
            guard let entry = state.entries[hash] else { return nil }
            guard now.timeIntervalSince(entry.checkedAt) < Self.revalidationInterval else {
                state.entries[hash] = nil
                return nil
            }
            return entry
        }
        if let cached { return cached.record.expiresAt > now ? cached.record : nil }

        guard let record = try await load() else { return nil }
        state.withLock { state in
            guard state.revoked[hash] == nil else { return }
            if state.entries.count >= Self.capacity { state.entries.removeAll(keepingCapacity: true) }
            state.entries[hash] = Entry(record: record, checkedAt: now)
        }
        return record.expiresAt > now ? record : nil
    }

    /// Forgets `hash` after its logout, and keeps it from being stored again for a while.
    func revoke(hash: String) {
        let now = clock.now()
        state.withLock { state in
            state.entries[hash] = nil
            state.revoked = state.revoked.filter {
                now.timeIntervalSince($0.value) < Self.revalidationInterval
            }
            state.revoked[hash] = now
        }
    }
}
