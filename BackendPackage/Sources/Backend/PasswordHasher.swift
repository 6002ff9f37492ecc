import Foundation
import HummingbirdBcrypt
import NIOPosix
import Synchronization

/// bcrypt on threads of its own, so checking passwords cannot starve the database's thread pool
/// or the event loops, and with a bounded queue, so a flood is refused quickly instead of
/// queueing for minutes.
///
/// Half the cores (at least one) hash; at most 64 checks wait or run at once (about 3 s of work), and the
/// rest are answered 503 with `Retry-After` at once. Failed sign-in limits come first (see
/// ``SignInLimiter``), so a flood from one client never gets this far.
final class PasswordHasher: Sendable {
    /// bcrypt's cost: 2^10 rounds, tens of milliseconds per check.
    static let cost: UInt8 = 10
    /// The process's hasher; a thread pool is a process resource, like `NIOThreadPool.singleton`.
    static let shared = PasswordHasher(
        threads: max(1, ProcessInfo.processInfo.activeProcessorCount / 2), queueLimit: 64)

    private let pool: NIOThreadPool
    private let queueLimit: Int
    private let inFlight = Atomic<Int>(0)

    init(threads: Int, queueLimit: Int) {
        pool = NIOThreadPool(numberOfThreads: threads)
        pool.start()
        self.queueLimit = queueLimit
    }

    /// Whether `password` matches `hash`; throws ``APIError/busy`` when the queue is full.
    func verify(_ password: String, hash: String) async throws -> Bool {
        try await run { Bcrypt.verify(password, hash: hash) }
    }

    /// A new bcrypt hash of `password` (seeding and set-up: it waits its turn, never refused).
    func hash(_ password: String) async throws -> String {
        try await pool.runIfActive { Bcrypt.hash(password, cost: Self.cost) }
    }

    /// Runs `work` on the pool, or throws ``APIError/busy`` if `queueLimit` jobs are already
    /// waiting or running.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws -> T {
        let waiting = inFlight.wrappingAdd(1, ordering: .relaxed).newValue
        defer { inFlight.wrappingSubtract(1, ordering: .relaxed) }
        guard waiting <= queueLimit else { throw APIError.busy(retryAfter: 1) }
        return try await pool.runIfActive(work)
    }
}
