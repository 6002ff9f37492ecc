import Foundation
import Metrics
import Synchronization

/// The open `GET /events` streams of this process, by user, and how each learns that something
/// happened. It carries no events itself: a stream that is told its user changed reads what is new
/// from the ``EventLog`` after the id it last sent, so order and "once" come from the table, and a
/// signal that arrives twice or late costs one read that finds nothing.
///
/// Signals come from this process's own writes (after they commit) and, on PostgreSQL, from
/// every instance's writes through `LISTEN`/`NOTIFY` (see ``EventListener``).
final class EventHub: Sendable {
    private struct State {
        var byUser: [String: [ObjectIdentifier: EventSubscription]] = [:]
    }

    private let state = Mutex(State())
    private let open = Gauge(label: "event_streams_open")
    /// What else hears that a user's data changed (`nil`: anyone's may have): the caches of
    /// users' data, which forget it.
    private let observers = Mutex<[@Sendable (String?) -> Void]>([])

    init() {
        ServerMetrics.bootstrap()
    }

    /// A subscription for one stream; ``unsubscribe(_:)`` it when the stream ends.
    func subscribe(userID: String, tokenHash: String) -> EventSubscription {
        let subscription = EventSubscription(userID: userID, tokenHash: tokenHash)
        let count = state.withLock { state in
            state.byUser[userID, default: [:]][ObjectIdentifier(subscription)] = subscription
            return state.byUser.values.reduce(0) { $0 + $1.count }
        }
        open.record(count)
        return subscription
    }

    /// Forgets a subscription whose stream ended.
    func unsubscribe(_ subscription: EventSubscription) {
        let count = state.withLock { state in
            state.byUser[subscription.userID]?[ObjectIdentifier(subscription)] = nil
            if state.byUser[subscription.userID]?.isEmpty == true { state.byUser[subscription.userID] = nil }
            return state.byUser.values.reduce(0) { $0 + $1.count }
        }
        subscription.finish()
        open.record(count)
    }

    /// Calls `observer` with the user whenever a user's data changes, and with `nil` when anyone's
    /// may have; on the thread that learnt it, before the next notification is read.
    func onChange(_ observer: @escaping @Sendable (String?) -> Void) {
        observers.withLock { $0.append(observer) }
    }

    /// The user has new events: each of their streams reads them.
    func changed(userID: String) {
        for observer in observers.withLock({ $0 }) { observer(userID) }
        for subscription in subscriptions(of: userID) { subscription.signal(.changed) }
    }

    /// Every stream reads what is new: after a lost `LISTEN` connection is back, when any
    /// notification may have been missed.
    func changedForEveryone() {
        for observer in observers.withLock({ $0 }) { observer(nil) }
        let all = state.withLock { $0.byUser.values.flatMap(\.values) }
        for subscription in all { subscription.signal(.changed) }
    }

    /// A token was revoked (signed out): the streams opened with it end.
    func revoked(tokenHash: String) {
        let all = state.withLock { $0.byUser.values.flatMap(\.values) }
        for subscription in all where subscription.tokenHash == tokenHash { subscription.signal(.revoked) }
    }

    /// How many streams are open.
    var openCount: Int { state.withLock { $0.byUser.values.reduce(0) { $0 + $1.count } } }

    private func subscriptions(of userID: String) -> [EventSubscription] {
        state.withLock { Array(($0.byUser[userID] ?? [:]).values) }
    }
}

/// One open stream's mailbox: what it was told since it last looked, and a wake-up. Signals
/// coalesce: ten changes while the stream is writing make one more read, not ten.
final class EventSubscription: Sendable {
    /// What a stream can be told.
    enum Signal {
        /// The user has new events.
        case changed
        /// The stream must end: its token is revoked, or the server is stopping.
        case revoked
        /// Time passed: check expiry, lifetime and keep-alive.
        case tick
    }

    /// What accumulated since the last ``take()``.
    struct Pending: Sendable, Equatable {
        var changed = false
        var revoked = false
    }

    let userID: String
    let tokenHash: String
    /// One element per wake-up; the stream calls ``take()`` on each.
    let wakes: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let pending = Mutex(Pending())

    init(userID: String, tokenHash: String) {
        self.userID = userID
        self.tokenHash = tokenHash
        (wakes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Records `signal` and wakes the stream.
    func signal(_ signal: Signal) {
        pending.withLock { pending in
            switch signal {
            case .changed: pending.changed = true
            case .revoked: pending.revoked = true
            case .tick: break
            }
        }
        continuation.yield()
    }

    /// What was signalled since the last call, cleared.
    func take() -> Pending {
        pending.withLock { pending in
            defer { pending = Pending() }
            return pending
        }
    }

    /// Ends ``wakes``.
    func finish() {
        continuation.finish()
    }
}
