import Foundation
import Synchronization

/// What a simulated server sends its clients' `changes` streams: each change written through
/// it, to every stream open at the time, as the real server sends every change to each of the
/// user's streams (the writer's own included, which its store recognises by version).
///
/// ```swift
/// let broadcast = ChangeBroadcast<ReservationChange>()
/// let service = ReservationService(…, changes: { broadcast.updates() })
/// broadcast.send(.booked(reservation))
/// ```
public final class ChangeBroadcast<Change: Sendable>: Sendable {
    private let streams = Mutex<[UUID: AsyncStream<LiveUpdate<Change>>.Continuation]>([:])

    /// No streams yet.
    public init() {}

    /// A stream of its own, open at once (``LiveUpdate/connected`` first), that receives every
    /// change sent from now until its consumer stops.
    public func updates() -> AsyncStream<LiveUpdate<Change>> {
        let (stream, continuation) = AsyncStream.makeStream(of: LiveUpdate<Change>.self)
        let id = UUID()
        continuation.yield(.connected)
        continuation.onTermination = { [weak self] _ in
            self?.streams.withLock { _ = $0.removeValue(forKey: id) }
        }
        streams.withLock { $0[id] = continuation }
        return stream
    }

    /// Sends `change` to every open stream.
    public func send(_ change: Change) {
        for continuation in streams.withLock({ Array($0.values) }) {
            continuation.yield(.change(change))
        }
    }
}
