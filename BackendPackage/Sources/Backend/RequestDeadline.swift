import NIOCore
import NIOPosix
import Synchronization

/// The longest a request waits for its answer. Past ``limit`` the client is answered
/// ``APIError/timedOut`` (503 with `Retry-After`) and the handler is cancelled.
///
/// The answer does not wait for the handler to stop. Some database calls do not heed
/// cancellation (a connection pool's wait for a connection is a future), and a request must not
/// hang on them. Such a call ends on its own, under its statement's deadline, and what the handler
/// answers then is dropped. A write it makes may still commit: as with any timeout, the client
/// cannot tell, and reads before it writes again.
///
/// ```swift
/// let deadline = RequestDeadline(limit: .seconds(8))
/// let response = try await deadline.run { try await handler(request, context) }
/// ```
struct RequestDeadline: Sendable {
    /// How long the handler has.
    var limit: Duration

    /// What `operation` returns or throws, or ``APIError/timedOut`` once ``limit`` has passed,
    /// whichever comes first. Cancelling the caller cancels `operation` and throws
    /// `CancellationError`.
    func run<Value: Sendable>(_ operation: @escaping @Sendable () async throws -> Value) async throws -> Value
    {
        let race = Race<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.wait(continuation)
                let work = Self.start {
                    do {
                        race.settle(.success(try await operation()))
                    } catch {
                        race.settle(.failure(error))
                    }
                }
                // A handler that did not suspend (one answered from memory) is done already, and
                // a caller cancelled meanwhile needs the work cancelled.
                guard !race.isSettled else { return work.cancel() }
                // A timer on an event loop, as a statement's deadline has (`within`): no task
                // sleeps for a timer nearly every request cancels.
                let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: TimeAmount(limit)) {
                    race.settle(.failure(APIError.timedOut))
                }
                race.cancelWhenSettled {
                    work.cancel()
                    timer.cancel()
                }
            }
        } onCancel: {
            race.settle(.failure(CancellationError()))
        }
    }
}

extension RequestDeadline {
    /// Starts `work` in a task of its own. Where the runtime has it, the task starts on the caller's
    /// thread and runs there until it first suspends (`Task.immediate`), so a handler that answers
    /// without suspending costs no hop to another thread and back.
    fileprivate static func start(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        if #available(macOS 26, iOS 26, *) {
            Task.immediate(operation: work)
        } else {
            Task(operation: work)
        }
    }
}

/// The first of several outcomes, given to one waiting continuation; what could still settle it
/// is cancelled once it is settled.
private final class Race<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var outcome: Result<Value, any Error>?
        var cancel: (@Sendable () -> Void)?
    }
    private let state = Mutex(State())
    private typealias Waiting = (CheckedContinuation<Value, any Error>?, (@Sendable () -> Void)?)

    /// Gives the outcome to `continuation`, at once if the race is already settled.
    func wait(_ continuation: CheckedContinuation<Value, any Error>) {
        let settled = state.withLock { state in
            if state.outcome == nil { state.continuation = continuation }
            return state.outcome
        }
        if let settled { continuation.resume(with: settled) }
    }

    /// Whether an outcome has come.
    var isSettled: Bool { state.withLock { $0.outcome != nil } }

    /// Calls `cancel` once the race is settled, at once if it is.
    func cancelWhenSettled(_ cancel: @escaping @Sendable () -> Void) {
        let settled = state.withLock { state in
            if state.outcome == nil { state.cancel = cancel }
            return state.outcome != nil
        }
        if settled { cancel() }
    }

    /// Settles the race with `outcome` unless it is settled already.
    func settle(_ outcome: Result<Value, any Error>) {
        let (continuation, cancel) = state.withLock { state in
            guard state.outcome == nil else { return (nil, nil) as Waiting }
            state.outcome = outcome
            defer {
                state.continuation = nil
                state.cancel = nil
            }
            return (state.continuation, state.cancel)
        }
        cancel?()
        continuation?.resume(with: outcome)
    }
}
