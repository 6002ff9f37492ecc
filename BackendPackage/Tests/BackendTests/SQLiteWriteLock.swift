import NIOPosix
import SQLiteNIO

@testable import Backend

/// Another connection's write transaction on the server's SQLite file: the server's writes wait
/// for it, up to SQLite's busy timeout (5 s), as they would on a slow or locked database.
///
/// Each write waiting so holds one of the threads SQLiteNIO shares (`NIOThreadPool.singleton`,
/// one per core), so the lock runs on a thread of its own, and the tests that take it run one at
/// a time (``SlowRequestTests``): otherwise the waits could take every thread, this connection's
/// `ROLLBACK` among them.
struct SQLiteWriteLock {
    private let connection: SQLiteConnection
    private let thread: NIOThreadPool

    /// Opens `location`, an SQLite file, and begins a write transaction on it.
    static func take(_ location: DatabaseLocation) async throws -> SQLiteWriteLock {
        guard case let .sqlite(path) = location else {
            preconditionFailure("SQLiteWriteLock takes an SQLite file, not \(location)")
        }
        let thread = NIOThreadPool(numberOfThreads: 1)
        thread.start()
        let connection = try await SQLiteConnection.open(
            storage: .file(path: path), threadPool: thread, on: MultiThreadedEventLoopGroup.singleton.any())
        _ = try await connection.query("BEGIN IMMEDIATE")
        return SQLiteWriteLock(connection: connection, thread: thread)
    }

    /// Ends the transaction and closes the connection.
    func release() async throws {
        _ = try await connection.query("ROLLBACK")
        try await connection.close()
        try await thread.shutdownGracefully()
    }
}
