public import Foundation
public import WireContract

/// What a service's `changes` stream delivers: a change made elsewhere, or news of the stream
/// itself. A store applies changes in place and reloads when told to.
public enum LiveUpdate<Change: Sendable>: Sendable {
    /// Something changed on another device (or through another instance).
    case change(Change)
    /// Changes were missed (the server no longer keeps what came since the last one seen):
    /// reload everything.
    case reloadEverything
    /// The stream is open; changes arrive as they happen.
    case connected
    /// The stream broke and is being opened again, after the error it broke with.
    case reconnecting(AppError)
}

/// Whether a store follows its service's changes, for the screen to say.
public enum LiveStatus: Sendable, Equatable {
    /// Not following: no server, signed out, or stopped.
    case off
    /// Following; changes arrive as they happen.
    case connected
    /// The stream broke (or cannot be opened) and is being opened again.
    case reconnecting(AppError)

    /// The status an update says, if it says one.
    public init?<Change>(_ update: LiveUpdate<Change>) {
        switch update {
        case .connected: self = .connected
        case let .reconnecting(error): self = .reconnecting(error)
        case .change, .reloadEverything: return nil
        }
    }
}

extension LiveUpdate {
    /// The same update with its change turned into another type; `nil` drops it.
    public func compactMap<Other: Sendable>(_ transform: (Change) -> Other?) -> LiveUpdate<Other>? {
        switch self {
        case let .change(change): transform(change).map { .change($0) }
        case .reloadEverything: .reloadEverything
        case .connected: .connected
        case let .reconnecting(error): .reconnecting(error)
        }
    }
}

extension AsyncStream {
    /// A stream that has ended: what a service without changes answers.
    public static var finished: AsyncStream<Element> { AsyncStream { $0.finish() } }
}

/// The server's `GET /events` for the signed-in user, as ``LiveUpdate``s of its raw events. Each
/// call of ``updates`` opens a stream of its own, which closes when its consumer stops.
///
/// The live feed resumes where it left off: a stream that breaks is opened again after a delay
/// that doubles from ``Backoff/first`` to ``Backoff/longest``, each with full jitter (a random
/// part of it, so clients a restart cut off together do not return together), with the last
/// event id seen as `Last-Event-ID`. A refused token (401) ends the feed: signed out, there is
/// nothing to follow.
public struct ChangeFeed: Sendable {
    /// Opens a stream of updates.
    public var updates: @Sendable () -> AsyncStream<LiveUpdate<ServerSentEvent>>

    /// A feed from its closure (tests, stories).
    public init(updates: @escaping @Sendable () -> AsyncStream<LiveUpdate<ServerSentEvent>>) {
        self.updates = updates
    }

    /// A stream of the feed's events that `transform` turns into changes (the rest dropped), with
    /// the feed's own news (connected, reconnecting, reload) passed through: what a feature's
    /// live service answers for `changes`.
    public func changes<Change: Sendable>(_ transform: @escaping @Sendable (ServerSentEvent) -> Change?)
        -> AsyncStream<LiveUpdate<Change>>
    {
        let updates = updates()
        return AsyncStream { continuation in
            // On the main actor, where the stores follow: an update the feed already holds (the
            // offline preset's "reconnecting") reaches the store before the load the store
            // started after it, so a frame never depends on which task ran first.
            let task = Task { @MainActor in
                for await update in updates {
                    if let mapped = update.compactMap(transform) { continuation.yield(mapped) }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// A server that cannot be reached: the stream says it is reconnecting, with `error`, and
    /// stays open without ever connecting (the offline preset).
    public static func unreachable(_ error: AppError) -> ChangeFeed {
        ChangeFeed {
            AsyncStream { continuation in
                continuation.yield(.reconnecting(error))
                // Held until the consumer stops, so the stream stays open: never connecting is
                // not the end of it.
                continuation.onTermination = { _ in withExtendedLifetime(continuation) {} }
            }
        }
    }

    /// No changes ever: empty and error presets, and services not signed in.
    public static let none = ChangeFeed { .finished }

    /// How long to wait before opening a broken stream again.
    public struct Backoff: Sendable {
        /// The first wait's upper bound.
        public var first: Duration
        /// The longest wait's upper bound.
        public var longest: Duration

        /// Half a second, doubling to 30 s.
        public static let standard = Backoff(first: .milliseconds(500), longest: .seconds(30))

        /// A backoff.
        public init(first: Duration, longest: Duration) {
            self.first = first
            self.longest = longest
        }

        /// The bound of the wait after `failures` breaks in a row.
        func bound(after failures: Int) -> Duration {
            min(first * (1 << min(failures, 20)), longest)
        }
    }

    /// The feed of the server at `baseURL`, signed in with what `token` gives when each stream
    /// opens (none: the feed ends). A token the server refuses (401: expired or revoked) ends
    /// it too, after `refused` is told which token it was, as every other refused request is, so
    /// the app signs in again or shows its sign-in screen even while nothing else is asked.
    public static func live(
        baseURL: URL, token: @escaping @Sendable () async -> String?,
        refused: @escaping @Sendable (_ token: String) async -> Void = { _ in },
        transport: EventStreamTransport = .live, backoff: Backoff = .standard
    ) -> ChangeFeed {
        let url = ServiceEndpoints.events.endpoint().url(relativeTo: baseURL)
        return ChangeFeed {
            AsyncStream { continuation in
                let task = Task {
                    await follow(
                        url: url, token: token, refused: refused, transport: transport, backoff: backoff
                    ) {
                        continuation.yield($0)
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
    }

    private static func follow(
        url: URL, token: @Sendable () async -> String?, refused: @Sendable (String) async -> Void,
        transport: EventStreamTransport, backoff: Backoff, deliver: (LiveUpdate<ServerSentEvent>) -> Void
    ) async {
        var lastEventID: String?
        var failures = 0
        while !Task.isCancelled {
            guard let bearer = await token() else { return }
            var headers = ["Authorization": "Bearer \(bearer)"]
            if let lastEventID { headers[ServerSentEvent.lastEventIDHeader] = lastEventID }
            do {
                for try await event in transport.open(url, headers) {
                    if let id = event.id { lastEventID = id }
                    switch event.event {
                    case ServerSentEvent.ready:
                        failures = 0
                        deliver(.connected)
                    case ServerSentEvent.reset:
                        failures = 0
                        deliver(.connected)
                        deliver(.reloadEverything)
                    default:
                        deliver(.change(event))
                    }
                }
                // The server ended the stream (it is stopping, or streams have a lifetime there):
                // open it again at once, resuming.
                if Task.isCancelled { return }
                deliver(.reconnecting(.transport("the server closed the stream")))
            } catch EventStreamError.status(401, _) {
                await refused(bearer)
                return
            } catch {
                if Task.isCancelled { return }
                deliver(.reconnecting(AppError(streamError: error)))
                failures += 1
            }
            let bound = backoff.bound(after: max(failures - 1, 0))
            let wait = failures == 0 ? .zero : bound * Double.random(in: 0...1)
            try? await Task.sleep(for: wait)
        }
    }
}

extension AppError {
    /// A broken event stream in the words the app shows.
    init(streamError error: any Error) {
        switch error {
        case let EventStreamError.status(status, body): self = .server(status: status, body: body)
        case let EventStreamError.transport(detail): self = .transport(detail)
        default: self = AppError(error)
        }
    }
}

/// A store's following of its service's `changes`: at most one stream at a time, each update
/// handed to the store on the main actor, until the stream ends or ``stop()`` is called.
@MainActor
public final class ChangeFollower<Change: Sendable> {
    private var task: Task<Void, Never>?

    /// Not following yet.
    public init() {}

    /// Opens `updates()` and hands each update to `receive`, unless already following; `ended`
    /// runs when the stream ends by itself (signed out, no server), not when stopped.
    public func follow(
        _ updates: () -> AsyncStream<LiveUpdate<Change>>,
        receive: @escaping @MainActor (LiveUpdate<Change>) -> Void,
        ended: @escaping @MainActor () -> Void = {}
    ) {
        guard task == nil else { return }
        let stream = updates()
        task = Task { [weak self] in
            for await update in stream {
                guard !Task.isCancelled else { return }
                receive(update)
            }
            guard !Task.isCancelled else { return }
            self?.task = nil
            ended()
        }
    }

    /// Stops following.
    public func stop() {
        task?.cancel()
        task = nil
    }
}
