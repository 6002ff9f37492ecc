import Foundation
import SQLKit
import Synchronization
import WireContract

/// One row of the `events` table: a change to a user's data, as `GET /events` sends it.
struct StoredEvent: Sendable, Equatable {
    /// Its position, the stream's `id:`; ids only grow, and a user's commit in id order.
    var id: Int64
    /// What happened: `reservation.changed`, …
    var kind: String
    /// The new value, JSON.
    var payload: String

    var serverSentEvent: ServerSentEvent { ServerSentEvent(id: String(id), event: kind, data: payload) }
}

/// Where a stream starts, from the `Last-Event-ID` it was opened with.
enum ResumePoint: Sendable, Equatable {
    /// Send what comes after `id`.
    case after(Int64)
    /// What the client last saw is no longer kept, or was never this server's: it must reload
    /// everything, and the stream goes on after `id`.
    case reset(after: Int64)
}

/// Each user's changes, written in the same transaction as the change itself, so an event exists
/// exactly when its change committed. Kept for at least ``retention`` or the last
/// ``keptPerUser`` per user, whichever keeps more.
///
/// Order: SQLite runs one write transaction at a time (`BEGIN IMMEDIATE`); on PostgreSQL a
/// write takes its user's advisory lock before it draws an id, so a user's events commit in id
/// order and a reader that has seen id N has seen every id of that user below N.
struct EventLog: Sendable {
    static let retention: TimeInterval = 24 * 3600
    static let keptPerUser = 1000
    /// The `NOTIFY` channel: the payload is a user id, or `revoked:` and a token hash.
    static let channel = "landmarks_events"

    let database: Database
    let hub: EventHub

    /// Runs `change` in a transaction; the events it returns are appended in the same
    /// transaction, and every stream of the user is told once it commits (on PostgreSQL, every
    /// instance's streams, through `NOTIFY`).
    func recording<Result: Sendable>(
        userID: String, now: Date,
        _ change:
            @escaping @Sendable (any SQLDatabase) async throws -> (Result, [(kind: String, payload: String)])
    ) async throws -> Result {
        let database = database
        let result = try await database.withTransaction { sql in
            if database.dialect == .postgres {
                try await sql.raw("SELECT pg_advisory_xact_lock(7412, hashtext(\(bind: userID)))").run()
            }
            let (result, events) = try await change(sql)
            for event in events {
                try await Self.append(event, userID: userID, now: now, on: sql)
            }
            if !events.isEmpty, database.dialect == .postgres {
                try await sql.raw("SELECT pg_notify(\(bind: Self.channel), \(bind: userID))").run()
            }
            return (result, !events.isEmpty)
        }
        if result.1 { hub.changed(userID: userID) }
        return result.0
    }

    /// Tells every instance that the token with `hash` was revoked, so streams opened with it end.
    func revoked(tokenHash hash: String) async throws {
        if database.dialect == .postgres {
            try await database.sql.raw("SELECT pg_notify(\(bind: Self.channel), \(bind: "revoked:" + hash))")
                .run()
        }
        hub.revoked(tokenHash: hash)
    }

    /// The user's events after `id`, oldest first, at most `limit`.
    func events(userID: String, after id: Int64, limit: Int = 500) async throws -> [StoredEvent] {
        try await database.sql.raw(
            """
            SELECT id, kind, payload FROM events WHERE user_id = \(bind: userID) AND id > \(bind: id)
            ORDER BY id LIMIT \(bind: limit)
            """
        ).all().map { row in
            StoredEvent(
                id: try row.decode(column: "id", as: Int64.self), kind: try row.decode(column: "kind"),
                payload: try row.decode(column: "payload"))
        }
    }

    /// Where a stream opened with `lastEventID` starts. No id: after the user's newest event.
    /// An id older than what was pruned, newer than any there is, or not a number: a reset.
    func resumePoint(userID: String, lastEventID: String?) async throws -> ResumePoint {
        let row = try await database.sql.raw(
            """
            SELECT (SELECT MAX(id) FROM events WHERE user_id = \(bind: userID)) AS newest,
                (SELECT pruned_through FROM event_horizons WHERE user_id = \(bind: userID)) AS pruned
            """
        ).first()
        let newest = try row?.decode(column: "newest", as: Int64?.self) ?? 0
        let pruned = try row?.decode(column: "pruned", as: Int64?.self) ?? 0
        guard let lastEventID else { return .after(newest) }
        guard let id = Int64(lastEventID), id >= pruned, id <= newest else { return .reset(after: newest) }
        return .after(id)
    }

    private static func append(
        _ event: (kind: String, payload: String), userID: String, now: Date, on sql: any SQLDatabase
    ) async throws {
        let row = try await sql.raw(
            """
            INSERT INTO events (user_id, kind, payload, created_at)
            VALUES (\(bind: userID), \(bind: event.kind), \(bind: event.payload), \(bind: Int64(now.timeIntervalSince1970)))
            RETURNING id
            """
        ).first()
        // Pruning every 64th id keeps the table bounded at the cost of one statement in 64 writes.
        if let id = try row?.decode(column: "id", as: Int64.self), id % 64 == 0 {
            try await prune(userID: userID, now: now, on: sql)
        }
    }

    /// Deletes the user's events that are both older than ``retention`` and not among their last
    /// `keeping`, and remembers the newest id deleted.
    static func prune(userID: String, now: Date, keeping: Int = keptPerUser, on sql: any SQLDatabase)
        async throws
    {
        let cutoff = Int64(now.addingTimeInterval(-retention).timeIntervalSince1970)
        guard
            let last = try await sql.raw(
                """
                SELECT MAX(id) AS last FROM events WHERE user_id = \(bind: userID) AND created_at < \(bind: cutoff)
                AND id <= (SELECT id FROM events WHERE user_id = \(bind: userID) ORDER BY id DESC
                    LIMIT 1 OFFSET \(bind: keeping))
                """
            ).first()?.decode(column: "last", as: Int64?.self) ?? nil
        else { return }
        try await sql.raw("DELETE FROM events WHERE user_id = \(bind: userID) AND id <= \(bind: last)").run()
        try await sql.raw(
            """
            INSERT INTO event_horizons (user_id, pruned_through) VALUES (\(bind: userID), \(bind: last))
            ON CONFLICT (user_id) DO UPDATE SET pruned_through = excluded.pruned_through
            """
        ).run()
    }

    /// `value` as an event's payload: the shared JSON conventions, one line.
    static func payload(_ value: some Encodable) throws -> String {
        String(decoding: try JSONCoding.encoder().encode(value), as: UTF8.self)
    }
}

extension Database {
    /// Runs `work` in a transaction and returns what it returns.
    func withTransaction<Result: Sendable>(
        _ work: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        let box = ResultBox<Result>()
        try await transaction { sql in box.set(try await work(sql)) }
        guard let result = box.value else {
            throw RepositoryError(message: "a transaction committed without a result")
        }
        return result
    }
}

/// What a transaction's closure returned, carried out of it.
private final class ResultBox<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)
    var value: Value? { stored.withLock { $0 } }
    func set(_ value: Value) { stored.withLock { $0 = value } }
}
