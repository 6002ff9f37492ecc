import Foundation
import HTTPTypes
import Hummingbird
import Metrics
import NIOCore
import ServiceLifecycle
import WireContract

/// `GET /events`: the signed-in user's own changes, as server-sent events, while the connection
/// stays open.
///
/// - It opens with a `ready` event whose id is where it starts: after the user's newest event, or
///   after `Last-Event-ID`, sending every event since that id first, in order and once. An id the
///   server no longer keeps (or never had) opens it with a `reset` event instead: reload everything.
/// - Each change the user makes through any instance follows as an event (see ``EventHub``);
///   nothing is polled.
/// - A comment line every ``keepAlive`` keeps an idle connection open through proxies.
/// - It ends within ``checkInterval`` of its token expiring, at once when the token is revoked or
///   the server begins to drain (``Readiness``), and after ``lifetime`` if one is set (a client
///   resumes with `Last-Event-ID`).
struct EventsController: Sendable {
    let log: EventLog
    let clock: ServerClock
    let keepAlive: Duration
    let lifetime: Duration?
    let readiness: Readiness

    /// The longest a stream goes without looking at the time: the bound on how late an expired
    /// token's stream ends.
    static let checkInterval = Duration.seconds(5)

    private static let sent = Counter(label: "events_sent")

    func register(in table: RouteTable) {
        table.addEventStream(
            ServiceEndpoints.events, operation: "streamEvents",
            summary:
                "The user's changes as server-sent events: reservation.created, reservation.changed, reservation.cancelled, favorite.added, favorite.removed (data: the new value), after a ready or reset event"
        ) {
            request, _, session in
            let lastEventID = request.headers[HTTPField.Name(ServerSentEvent.lastEventIDHeader)!]
            let start = try await log.resumePoint(userID: session.user.id, lastEventID: lastEventID)
            return Response(
                status: .ok,
                headers: [
                    .contentType: "\(ServerSentEvent.contentType); charset=utf-8", .cacheControl: "no-store",
                ],
                body: ResponseBody { writer in
                    try await stream(from: start, for: session, to: &writer)
                    try await writer.finish(nil)
                })
        }
    }

    private func stream(
        from start: ResumePoint, for session: TokenSession, to writer: inout any ResponseBodyWriter
    ) async throws {
        let subscription = log.hub.subscribe(userID: session.user.id, tokenHash: session.tokenHash)
        defer { log.hub.unsubscribe(subscription) }
        // A server that is stopping waits for the requests in flight: a stream ends at once, and
        // its client resumes on another instance (or this one, started again). It ends when the
        // readiness drains (SIGTERM), or when the server shuts down without draining it (a test).
        let draining = readiness.whenDraining { subscription.signal(.revoked) }
        defer { draining.cancel() }
        try await withGracefulShutdownHandler {
            try await serve(subscription, from: start, for: session, to: &writer)
        } onGracefulShutdown: {
            subscription.signal(.revoked)
        }
    }

    private func serve(
        _ subscription: EventSubscription, from start: ResumePoint, for session: TokenSession,
        to writer: inout any ResponseBodyWriter
    ) async throws {
        let tick = min(keepAlive, Self.checkInterval, lifetime ?? Self.checkInterval)
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: tick)
                subscription.signal(.tick)
            }
        }
        defer { ticker.cancel() }

        let opened = ContinuousClock.now
        var lastWrite = opened
        var cursor: Int64
        let opening: ServerSentEvent
        switch start {
        case let .after(id):
            cursor = id
            opening = ServerSentEvent(id: String(id), event: ServerSentEvent.ready, data: "{}")
        case let .reset(id):
            cursor = id
            opening = ServerSentEvent(id: String(id), event: ServerSentEvent.reset, data: "{}")
        }
        // `retry:` sets how long a browser waits before it reconnects.
        try await writer.write(ByteBuffer(string: "retry: 2000\n" + opening.encoded))
        cursor = try await sendNew(after: cursor, of: session.user.id, to: &writer, lastWrite: &lastWrite)

        for await _ in subscription.wakes {
            let pending = subscription.take()
            if pending.revoked || clock.now() >= session.expiresAt { return }
            if let lifetime, opened.duration(to: .now) >= lifetime { return }
            if pending.changed {
                cursor = try await sendNew(
                    after: cursor, of: session.user.id, to: &writer, lastWrite: &lastWrite)
            } else if lastWrite.duration(to: .now) >= keepAlive {
                try await writer.write(ByteBuffer(string: ServerSentEvent.comment("keep-alive")))
                lastWrite = .now
            }
        }
    }

    /// Writes the user's events after `cursor`, in batches; returns the new cursor.
    private func sendNew(
        after cursor: Int64, of userID: String, to writer: inout any ResponseBodyWriter,
        lastWrite: inout ContinuousClock.Instant
    ) async throws -> Int64 {
        var cursor = cursor
        while true {
            let batch = try await log.events(userID: userID, after: cursor)
            guard let last = batch.last else { return cursor }
            try await writer.write(ByteBuffer(string: batch.map(\.serverSentEvent.encoded).joined()))
            Self.sent.increment(by: batch.count)
            lastWrite = .now
            cursor = last.id
            if batch.count < 500 { return cursor }
        }
    }
}
