import Foundation
import Synchronization

/// Lets an instance sharing its database (PostgreSQL) serve a read from memory and still see every
/// write that committed before the read began, on any instance.
///
/// Each write notifies every instance (`NOTIFY`, see ``EventLog``), and the notification forgets
/// what this instance kept for that user. What is not known at once is whether every notification
/// due has arrived yet. So a read first passes the fence: this instance sends a notification of its
/// own, a numbered fence, on the same channel from its `LISTEN` connection, and waits until that
/// connection hears it. PostgreSQL delivers a channel's notifications in commit order, so by then
/// every write that committed before the fence was sent has been heard, and what it changed
/// forgotten.
///
/// Reads that arrive while a fence is on its way wait for the next one, which is sent as soon as
/// that one is heard: one fence serves every read that came during the round trip before it, so
/// under load the database sees a fence a round trip, not one a read.
///
/// When the fence cannot say (not listening, the notification could not be sent, or it was not
/// heard within ``timeout``), ``pass()`` answers `false`, and the read goes to the database.
final class WriteFence: Sendable {
    /// What a fence's payload starts with, on the events channel.
    static let prefix = "fence:"
    /// How long a fence may take to be heard before its reads go to the database.
    static let timeout = Duration.seconds(1)

    private struct State {
        /// Sends a payload on the events channel, while this instance listens.
        var notify: Database.Notify?
        var nextNumber = 0
        /// The fence on its way, if one is.
        var inFlight: Int?
        /// Reads that came after the fence on its way was sent: the next fence's.
        var waiting: [CheckedContinuation<Bool, Never>] = []
        /// The reads each fence on its way answers.
        var batches: [Int: [CheckedContinuation<Bool, Never>]] = [:]
        /// Each fence's trip (its notification, then its timeout), cancelled once it is answered.
        var trips: [Int: Task<Void, Never>] = [:]

        /// Sends the next fence for the reads waiting; its number.
        mutating func beginFence() -> Int {
            let number = nextNumber
            nextNumber += 1
            inFlight = number
            batches[number] = waiting
            waiting = []
            return number
        }
    }

    private enum Step {
        case refuse
        case wait
        case send(Int, Database.Notify)
    }

    /// This process's fences, told apart from other instances' on the shared channel.
    private let instance = UUID().uuidString
    private let state = Mutex(State())

    /// Waits until every write that committed before this call has been heard here: `true`, and
    /// what this instance keeps in memory is current. `false` when that cannot be known; read
    /// the database.
    func pass() async -> Bool {
        await withCheckedContinuation { continuation in
            let step = state.withLock { state -> Step in
                guard let notify = state.notify else { return .refuse }
                state.waiting.append(continuation)
                return state.inFlight == nil ? .send(state.beginFence(), notify) : .wait
            }
            switch step {
            case .refuse: continuation.resume(returning: false)
            case .wait: break
            case let .send(number, notify): send(number, with: notify)
            }
        }
    }

    /// This instance listens on the events channel now, and `notify` sends a fence there.
    func listening(notifyingWith notify: @escaping Database.Notify) {
        state.withLock { $0.notify = notify }
    }

    /// This instance no longer listens: every read goes to the database, and the reads waiting are
    /// sent there.
    func stopListening() {
        let dropped = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.notify = nil
            let dropped = state.waiting + state.batches.values.joined()
            state.waiting = []
            state.batches = [:]
            state.inFlight = nil
            for trip in state.trips.values { trip.cancel() }
            state.trips = [:]
            return dropped
        }
        for read in dropped { read.resume(returning: false) }
    }

    /// A payload heard on the events channel: if it is one of this instance's fences, its reads pass.
    func heard(_ payload: String) {
        let parts = payload.dropFirst(Self.prefix.count).split(separator: ":")
        guard payload.hasPrefix(Self.prefix), parts.count == 2, parts[0] == instance,
            let number = Int(parts[1]), parts[1] == "\(number)"
        else { return }
        finish(number, passed: true)
    }

    private func send(_ number: Int, with notify: @escaping Database.Notify) {
        let payload = "\(Self.prefix)\(instance):\(number)"
        let trip = Task {
            do {
                try await notify(payload)
            } catch {
                finish(number, passed: false)
                return
            }
            try? await Task.sleep(for: Self.timeout)
            finish(number, passed: false)
        }
        let answered = state.withLock { state in
            guard state.batches[number] != nil else { return true }
            state.trips[number] = trip
            return false
        }
        if answered { trip.cancel() }
    }

    /// Answers fence `number`'s reads, and sends the next fence if reads wait for one. A fence
    /// already answered is not answered again.
    private func finish(_ number: Int, passed: Bool) {
        let (reads, next) = state.withLock {
            state -> ([CheckedContinuation<Bool, Never>], (Int, Database.Notify)?) in
            guard let reads = state.batches.removeValue(forKey: number) else { return ([], nil) }
            state.trips.removeValue(forKey: number)?.cancel()
            if state.inFlight == number { state.inFlight = nil }
            guard state.inFlight == nil, !state.waiting.isEmpty, let notify = state.notify else {
                return (reads, nil)
            }
            return (reads, (state.beginFence(), notify))
        }
        for read in reads { read.resume(returning: passed) }
        if let (number, notify) = next { send(number, with: notify) }
    }
}
