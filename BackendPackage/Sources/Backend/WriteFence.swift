import Synchronization

/// Lets an instance sharing its database (PostgreSQL) serve a read from memory and still see every
/// write that committed before the read began, on any instance.
///
/// Each write notifies every instance (`NOTIFY`, see ``EventLog``), and the notification forgets
/// what this instance kept for that user. What is not known at once is whether every notification
/// due has arrived yet. So a read first passes the fence: a round trip on this instance's `LISTEN`
/// connection (``Database/CatchUp``), which answers only once that connection has handed over every
/// notification of a write that committed before the round trip began. By then what those writes
/// changed is forgotten here.
///
/// Reads that arrive while a round trip is on its way wait for the next one, which starts as soon
/// as that one answers: one round trip serves every read that came during the one before it, so
/// under load the database sees a round trip per round trip's time, not one a read. The round trip
/// is this instance's alone: other instances' `LISTEN` connections never hear of it.
///
/// When the fence cannot say (not listening, or the round trip failed or took longer than
/// ``Database/catchUpTimeout``), ``pass()`` answers `false`, and the read goes to the database.
final class WriteFence: Sendable {
    private struct State {
        /// A round trip on the `LISTEN` connection, while this instance listens.
        var catchUp: Database.CatchUp?
        /// The next round trip's number.
        var nextTrip = 0
        /// The round trip on its way and the reads it answers, if one is.
        var inFlight: (trip: Int, reads: [CheckedContinuation<Bool, Never>])?
        /// Reads that came after the round trip on its way began: the next one's.
        var waiting: [CheckedContinuation<Bool, Never>] = []

        /// Starts the next round trip for the reads waiting, if any wait and none is on its way.
        mutating func nextRoundTrip() -> (Int, Database.CatchUp)? {
            guard inFlight == nil, !waiting.isEmpty, let catchUp else { return nil }
            let trip = nextTrip
            nextTrip += 1
            inFlight = (trip, waiting)
            waiting = []
            return (trip, catchUp)
        }
    }

    private enum Step {
        case refuse
        case wait
        case start(Int, Database.CatchUp)
    }

    private let state = Mutex(State())

    /// Waits until every write that committed before this call has been heard here: `true`, and
    /// what this instance keeps in memory is current. `false` when that cannot be known; read
    /// the database.
    func pass() async -> Bool {
        await withCheckedContinuation { continuation in
            let step = state.withLock { state -> Step in
                guard state.catchUp != nil else { return .refuse }
                state.waiting.append(continuation)
                return state.nextRoundTrip().map(Step.start) ?? .wait
            }
            switch step {
            case .refuse: continuation.resume(returning: false)
            case .wait: break
            case let .start(trip, catchUp): start(trip, with: catchUp)
            }
        }
    }

    /// This instance listens on the events channel now, and `catchUp` is a round trip on that
    /// connection.
    func listening(catchingUpWith catchUp: @escaping Database.CatchUp) {
        state.withLock { $0.catchUp = catchUp }
    }

    /// This instance no longer listens: every read goes to the database, and the reads waiting are
    /// sent there.
    func stopListening() {
        let dropped = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.catchUp = nil
            let dropped = state.waiting + (state.inFlight?.reads ?? [])
            state.waiting = []
            state.inFlight = nil
            return dropped
        }
        for read in dropped { read.resume(returning: false) }
    }

    private func start(_ trip: Int, with catchUp: Database.CatchUp) {
        catchUp { [self] caughtUp in finish(trip, caughtUp: caughtUp) }
    }

    /// Answers round trip `trip`'s reads, and starts the next if reads wait for one. A round trip
    /// already answered, or dropped when listening stopped, is not answered again.
    private func finish(_ trip: Int, caughtUp: Bool) {
        let (reads, next) = state.withLock {
            state -> ([CheckedContinuation<Bool, Never>], (Int, Database.CatchUp)?) in
            guard let inFlight = state.inFlight, inFlight.trip == trip else { return ([], nil) }
            state.inFlight = nil
            return (inFlight.reads, state.nextRoundTrip())
        }
        for read in reads { read.resume(returning: caughtUp) }
        if let (trip, catchUp) = next { start(trip, with: catchUp) }
    }
}
