@preconcurrency package import AsyncKit
import Foundation
package import Logging
import NIOCore
import NIOPosix
package import SQLKit
import SQLiteKit
import SQLiteNIO
import ServiceLifecycle
import Synchronization

/// The SQL dialects the repository speaks; they differ only in a few statements.
package enum SQLDialectKind: Sendable {
    case sqlite
    case postgres
}

/// A pooled SQL database, its dialect, and a way to run several statements on one connection.
package struct Database: Sendable {
    /// Pooled access for single statements.
    let sql: any SQLDatabase
    /// Which dialect `sql` speaks.
    let dialect: SQLDialectKind
    /// Whether this process is the database's only user (SQLite, held with a ``FileLock``), so
    /// per-process caches of its rows stay exact.
    var isExclusive: Bool { dialect == .sqlite }
    /// Runs `work` on one connection inside a transaction that commits if `work` returns.
    let transaction:
        @Sendable (_ work: @escaping @Sendable (any SQLDatabase) async throws -> Void) async throws -> Void
    /// Closes every connection.
    let shutdown: @Sendable () async throws -> Void
    /// Whether an error of this database's says it does not answer (a restart, a network
    /// failure), so the request may be tried again. For SQLite, a file of this process's: only
    /// when another process (a backup, the `sqlite3` shell) held the write lock past the busy
    /// timeout.
    package var isUnavailable: @Sendable (any Error) -> Bool = { _ in false }
    /// Says where the server serving this database listens, for whoever finds it in use (an
    /// SQLite file's lock holds it); nothing for a shared database.
    var announce: @Sendable (_ address: URL) -> Void = { _ in }
    /// For a database several processes share: listens on `channel` on a connection of its own,
    /// calls `connected` once it listens, with a way to catch up on that same connection (a
    /// ``CatchUp``), and `received` with each notification's payload, in the order PostgreSQL sent
    /// them, until the connection fails or the task is cancelled. `nil` for SQLite, whose one
    /// process hears its own writes. See ``EventListener``.
    package var listen:
        (
            @Sendable (
                _ channel: String, _ connected: @escaping @Sendable (_ catchUp: @escaping CatchUp) -> Void,
                _ received: @escaping @Sendable (String) -> Void
            ) async throws -> Void
        )?

    /// One round trip on a ``listen`` connection. It calls `done` once: `true` when every
    /// notification of a transaction that committed before the call has been handed to that
    /// connection's `received`, `false` when the round trip failed. It does not wait for `done`.
    package typealias CatchUp = @Sendable (_ done: @escaping @Sendable (_ caughtUp: Bool) -> Void) -> Void

    /// How long a ``CatchUp`` may take before it answers `false` (and the reads waiting on the
    /// ``WriteFence`` go to the database).
    package static let catchUpTimeout = Duration.seconds(1)

    /// Opens the database; an SQLite file and its directory are created when missing. Any other
    /// database needs its driver among `drivers`.
    static func open(_ location: DatabaseLocation, drivers: [DatabaseDriver] = [], logger: Logger) throws
        -> Database
    {
        switch location {
        case let .sqlite(path):
            try FileManager.default.createDirectory(
                at: URL(filePath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            let lock = try FileLock(path: path + ".lock", database: "sqlite:\(path)")
            let source = TunedSQLiteSource(
                base: SQLiteConnectionSource(configuration: .init(storage: .file(path: path))))
            let pool = EventLoopGroupConnectionPool(
                source: source, maxConnectionsPerEventLoop: 2, logger: logger,
                on: MultiThreadedEventLoopGroup.singleton)
            var database = make(
                pool: pool, dialect: .sqlite, sqlDialect: SQLiteDialect(), begin: "BEGIN IMMEDIATE",
                logger: logger, release: lock.release)
            database.announce = lock.announce
            database.isUnavailable = { error in
                switch (error as? SQLiteError)?.reason {
                case .busy, .busyTimeout: true
                default: false
                }
            }
            return database
        case let .postgres(url):
            guard let driver = drivers.first(where: { $0.scheme == "postgres" }) else {
                throw StartupError(
                    "this executable has no PostgreSQL driver: run landmarks-server for \(location)")
            }
            return try driver.open(url, logger)
        }
    }

    /// A database over `pool`; what a driver's `open` returns.
    /// `deadlined`: each statement is given up after ``DeadlineSQLDatabase/deadline`` (a
    /// database over the network, which may go away under a statement).
    package static func make<Source: ConnectionPoolSource>(
        pool: EventLoopGroupConnectionPool<Source>, dialect: SQLDialectKind, sqlDialect: any SQLDialect,
        begin: String, deadlined: Bool = false,
        logger: Logger, release: @escaping @Sendable () -> Void
    ) -> Database where Source: Sendable, Source.Connection: SQLConvertible & Sendable {
        // AsyncKit logs every failed connection attempt on the logger a request passes, as a raw
        // `PSQLError(...)` line; the failure reaches the caller too, which says it once in an
        // operator's words (StartupError, the error middleware). So the pool logs criticals only.
        let logger = {
            var quiet = logger
            quiet.logLevel = .critical
            return quiet
        }()
        let pool = SharedPool(pool: pool)
        let metrics = PoolMetrics(database: dialect == .sqlite ? "sqlite" : "postgresql")
        // SQLite takes one writer at a time, and a transaction that waits for the lock blocks one
        // of SQLiteNIO's few threads, which the transaction holding it may need for its next
        // statement: so this process's write transactions queue here instead, on no thread.
        let writers = dialect == .sqlite ? TransactionQueue() : nil
        return Database(
            sql: PooledSQLDatabase(
                shared: pool, dialect: sqlDialect, logger: logger, metrics: metrics, deadlined: deadlined),
            dialect: dialect,
            transaction: { work in
                await writers?.enter()
                do {
                    try await transaction(work)
                    await writers?.leave()
                } catch {
                    await writers?.leave()
                    throw error
                }
            },
            shutdown: {
                defer { release() }
                try await pool.pool.shutdownAsync()
            })

        /// Runs `work` in a transaction on one connection of the pool.
        @Sendable func transaction(_ work: @escaping @Sendable (any SQLDatabase) async throws -> Void)
            async throws
        {
            let started = metrics.acquiring()
            let connection = try await pool.pool.requestConnection(logger: logger).get()
            metrics.acquired(since: started)
            defer {
                pool.pool.releaseConnection(connection, logger: logger)
                metrics.released()
            }
            let sql = deadlined ? connection.deadlined : connection.sqlDatabase
            try await sql.raw(SQLQueryString(begin)).run()
            do {
                try await work(sql)
                try await sql.raw("COMMIT").run()
            } catch {
                // A connection closed at a statement's deadline has no transaction to roll back.
                if !(error is StatementDeadlineExceeded) { try? await sql.raw("ROLLBACK").run() }
                throw error
            }
        }
    }
}

/// Transactions taking turns: ``enter()`` waits until the one before has called ``leave()``.
actor TransactionQueue {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}

/// AsyncKit's pool, shared across tasks.
///
/// `EventLoopGroupConnectionPool` predates `Sendable` and is not marked, but it is built for this:
/// its only mutable state (`didShutdown`) is guarded by an `NIOLock`, its per-event-loop pools are
/// fixed at init, and each of those does its work on its own event loop. Sharing it is how Vapor
/// and Fluent use it.
struct SharedPool<Source: ConnectionPoolSource & Sendable>: @unchecked Sendable {
    let pool: EventLoopGroupConnectionPool<Source>
}

/// A connection that can speak SQLKit.
package protocol SQLConvertible {
    var sqlDatabase: any SQLDatabase { get }
}

extension SQLiteConnection: SQLConvertible {
    package var sqlDatabase: any SQLDatabase { sql() }
}

/// An `SQLDatabase` that runs each statement on a connection from the pool.
struct PooledSQLDatabase<Source: ConnectionPoolSource & Sendable>: SQLDatabase
where Source.Connection: SQLConvertible & Sendable {
    let shared: SharedPool<Source>
    let dialect: any SQLDialect
    let logger: Logger
    let metrics: PoolMetrics
    /// Whether each statement has ``DeadlineSQLDatabase/deadline``.
    let deadlined: Bool

    var eventLoop: any EventLoop { shared.pool.eventLoopGroup.any() }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        let started = metrics.acquiring()
        return shared.pool.withConnection(logger: logger) { connection in
            metrics.acquired(since: started)
            let sql = deadlined ? connection.deadlined : connection.sqlDatabase
            return sql.execute(sql: query, onRow).always { _ in metrics.released() }
        }
    }
}

/// A statement that has not answered within ``deadline``: the database may have gone (a
/// restart) in a way the client did not notice. It counts as the database not answering.
package struct StatementDeadlineExceeded: Error, CustomStringConvertible {
    package var description: String {
        "the database did not answer a statement within \(DeadlineSQLDatabase.deadline)"
    }
}

/// A connection's statements, each given up after ``deadline``, when the connection is closed:
/// PostgresNIO can leave a query unanswered for good when PostgreSQL closes the connection under it
/// (vapor/postgres-nio#487, whose fix was reverted in #501), and a request waiting on one would
/// never be answered. Seen here as 1 booking in 400 that hung while PostgreSQL restarted.
struct DeadlineSQLDatabase: SQLDatabase {
    /// How long one statement may take. Far above any statement of this server's (the slowest,
    /// a migration, takes milliseconds), and below a client's patience.
    static let deadline = Duration.seconds(5)

    let base: any SQLDatabase
    /// Closes the connection, once a statement has missed its deadline.
    let abandon: @Sendable () -> Void

    var logger: Logger { base.logger }
    var eventLoop: any EventLoop { base.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { base.version }
    var dialect: any SQLDialect { base.dialect }
    var queryLogLevel: Logger.Level? { base.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        base.execute(sql: query, onRow).within(Self.deadline) {
            abandon()
            return .failure(StatementDeadlineExceeded())
        }
    }
}

extension SQLConvertible where Self: ConnectionPoolItem & Sendable {
    /// This connection's statements, each given up after ``DeadlineSQLDatabase/deadline``, when it
    /// is closed.
    var deadlined: any SQLDatabase {
        DeadlineSQLDatabase(base: sqlDatabase) { [self] in close().whenComplete { _ in } }
    }
}

extension EventLoopFuture where Value: Sendable {
    /// This future's result, or `timedOut()`'s once `limit` has passed without one: whichever
    /// comes first, once. A statement's deadline and the `LISTEN` connection's catch-up both race
    /// a round trip against a timer so.
    package func within(
        _ limit: Duration, else timedOut: @escaping @Sendable () -> Result<Value, any Error>
    ) -> EventLoopFuture<Value> {
        let promise = eventLoop.makePromise(of: Value.self)
        let first = FirstOutcome()
        let timer = eventLoop.scheduleTask(in: TimeAmount(limit)) {
            guard first.claim() else { return }
            promise.completeWith(timedOut())
        }
        whenComplete { result in
            timer.cancel()
            guard first.claim() else { return }
            promise.completeWith(result)
        }
        return promise.futureResult
    }
}

/// Lets the first of two outcomes through.
private final class FirstOutcome: Sendable {
    private let taken = Atomic(false)
    func claim() -> Bool { !taken.exchange(true, ordering: .relaxed) }
}

/// SQLite connections set up for a server: wait up to 5 s for a lock instead of failing with
/// SQLITE_BUSY, and write-ahead logging (readers never block the writer). `synchronous = NORMAL`
/// keeps every committed transaction through a process crash (`kill -9`); only a power loss can
/// lose the last ones.
struct TunedSQLiteSource: ConnectionPoolSource, Sendable {
    let base: SQLiteConnectionSource

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        base.makeConnection(logger: logger, on: eventLoop).flatMap { connection in
            connection.query("PRAGMA busy_timeout = 5000")
                .flatMap { _ in connection.query("PRAGMA journal_mode = WAL") }
                .flatMap { _ in connection.query("PRAGMA synchronous = NORMAL") }
                .map { _ in connection }
                // A file that is not a database fails here: close the connection before the
                // error goes up, as SQLiteNIO traps on a connection dropped open.
                .flatMapError { error in connection.close().flatMapThrowing { throw error } }
        }
    }
}

/// Keeps the database open while the server runs, and closes it after the server has finished
/// its in-flight requests (services stop in reverse order, and this one is listed first).
struct DatabaseService: Service {
    let database: Database
    let logger: Logger

    func run() async throws {
        try? await gracefulShutdown()
        logger.info("closing the database")
        try await database.shutdown()
    }
}
