public import Foundation
import Synchronization

/// How many failed sign-ins are allowed, per user name and per client address, within a window.
public struct SignInLimits: Sendable, Equatable {
    /// Failed attempts one user name may have within `window`.
    public var perUsername: Int
    /// Failed attempts one client address may have within `window`, over all user names.
    public var perAddress: Int
    /// How far back failures count.
    public var window: TimeInterval

    /// Creates limits.
    public init(perUsername: Int, perAddress: Int, window: TimeInterval) {
        self.perUsername = perUsername
        self.perAddress = perAddress
        self.window = window
    }

    /// 5 wrong passwords per user name and 20 per address a minute: a person who mistypes is
    /// never held up, a guesser gets 5 tries a minute per name.
    public static let standard = SignInLimits(perUsername: 5, perAddress: 20, window: 60)
}

/// Counts failed sign-ins per user name and per client address in a sliding window, and says
/// when the next attempt may come. It is checked before the password is, so a refused attempt
/// costs no bcrypt work, and a correct password is refused too until the window has passed.
///
/// The counts are per instance: behind a load balancer over N instances, a guesser gets up to N
/// times the limit. Memory is bounded: a key keeps at most its limit's timestamps, and keys whose
/// failures have all aged out are dropped as the table grows.
final class SignInLimiter: Sendable {
    private struct Key: Hashable {
        enum Kind { case username, address }
        var kind: Kind
        var value: String
    }

    private let limits: SignInLimits
    private let clock: ServerClock
    private let failures = Mutex<[Key: [Date]]>([:])
    private static let pruneAbove = 10_000

    init(limits: SignInLimits, clock: ServerClock) {
        self.limits = limits
        self.clock = clock
    }

    /// Seconds until `username` from `address` may try again, or `nil` when it may now.
    func retryAfter(username: String, address: String) -> Int? {
        let now = clock.now()
        return failures.withLock { table in
            let waits = [
                wait(table[Key(kind: .username, value: username)], limit: limits.perUsername, now: now),
                wait(table[Key(kind: .address, value: address)], limit: limits.perAddress, now: now),
            ].compactMap(\.self)
            return waits.max()
        }
    }

    /// Records a wrong password (or an unknown user name).
    func recordFailure(username: String, address: String) {
        let now = clock.now()
        failures.withLock { table in
            if table.count > Self.pruneAbove { prune(&table, now: now) }
            append(
                now, to: &table[Key(kind: .username, value: username), default: []], limit: limits.perUsername
            )
            append(
                now, to: &table[Key(kind: .address, value: address), default: []], limit: limits.perAddress)
        }
    }

    /// A correct sign-in clears its user name's failures (not its address's).
    func recordSuccess(username: String) {
        _ = failures.withLock { $0.removeValue(forKey: Key(kind: .username, value: username)) }
    }

    /// Whole seconds until the oldest failure that counts toward `limit` ages out, if at the limit.
    private func wait(_ times: [Date]?, limit: Int, now: Date) -> Int? {
        guard let times, times.count >= limit, let oldest = times.suffix(limit).first else { return nil }
        let remaining = oldest.addingTimeInterval(limits.window).timeIntervalSince(now)
        return remaining > 0 ? max(1, Int(remaining.rounded(.up))) : nil
    }

    private func append(_ time: Date, to times: inout [Date], limit: Int) {
        times.append(time)
        if times.count > limit { times.removeFirst(times.count - limit) }
    }

    private func prune(_ table: inout [Key: [Date]], now: Date) {
        let cutoff = now.addingTimeInterval(-limits.window)
        table = table.filter { $0.value.last.map { $0 > cutoff } ?? false }
    }
}
