import Logging
import SQLKit

/// Versioned schema changes, applied in order at start-up, each once, each in a transaction.
/// Several server instances may start at once against one PostgreSQL: an advisory lock makes
/// them take turns, and each applies only what is still missing. Seeding runs under the same lock,
/// so two instances starting on a new database cannot both insert the demo rows.
enum Migrations {
    static let all: [(version: Int, statements: @Sendable (SQLDialectKind) -> [String])] = [
        (
            1,
            { _ in
                [
                    """
                    CREATE TABLE landmarks (
                        id TEXT PRIMARY KEY, position INTEGER NOT NULL, name TEXT NOT NULL, category TEXT NOT NULL,
                        park TEXT NOT NULL, city TEXT NOT NULL, state TEXT NOT NULL, country TEXT NOT NULL,
                        description TEXT NOT NULL, image_name TEXT NOT NULL, is_featured BOOLEAN NOT NULL,
                        latitude DOUBLE PRECISION NOT NULL, longitude DOUBLE PRECISION NOT NULL)
                    """,
                    "CREATE INDEX landmarks_category ON landmarks (category, position)",
                    "CREATE TABLE users (id TEXT PRIMARY KEY, username TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL)",
                    """
                    CREATE TABLE tokens (
                        token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users (id),
                        expires_at BIGINT NOT NULL)
                    """,
                    """
                    CREATE TABLE favorites (
                        user_id TEXT NOT NULL REFERENCES users (id), landmark_id TEXT NOT NULL REFERENCES landmarks (id),
                        PRIMARY KEY (user_id, landmark_id))
                    """,
                    """
                    CREATE TABLE reservations (
                        id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users (id),
                        landmark_id TEXT NOT NULL REFERENCES landmarks (id), date BIGINT NOT NULL,
                        party_size INTEGER NOT NULL, notes TEXT NOT NULL, status TEXT NOT NULL, created_at BIGINT NOT NULL)
                    """,
                    "CREATE INDEX reservations_user ON reservations (user_id, date)",
                ]
            }
        ),
        (
            2,
            { dialect in
                [
                    // Each user's changes, in the order they committed (see `EventLog`). The id is
                    // the stream's `id:`; `pruned_through` remembers what was deleted, so a client
                    // resuming from before it is told to reload rather than silently missing it.
                    dialect == .postgres
                        ? "CREATE TABLE events (id BIGSERIAL PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users (id), kind TEXT NOT NULL, payload TEXT NOT NULL, created_at BIGINT NOT NULL)"
                        : "CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL REFERENCES users (id), kind TEXT NOT NULL, payload TEXT NOT NULL, created_at BIGINT NOT NULL)",
                    "CREATE INDEX events_user ON events (user_id, id)",
                    "CREATE TABLE event_horizons (user_id TEXT PRIMARY KEY REFERENCES users (id), pruned_through BIGINT NOT NULL)",
                    // What `ETag` and `If-Match` compare: every change adds one.
                    "ALTER TABLE reservations ADD COLUMN version INTEGER NOT NULL DEFAULT 1",
                ]
            }
        ),
    ]

    /// Applies every migration the database has not seen, then, if asked, seeds a database that
    /// has no users, all in one transaction under the lock; returns the versions applied.
    @discardableResult
    static func run(on database: Database, seeding seed: DemoData.Seed? = nil, logger: Logger) async throws
        -> [Int]
    {
        let applied = LockedList()
        try await database.transaction { sql in
            // Take the lock before anything else: concurrent CREATE TABLE IF NOT EXISTS races in
            // PostgreSQL, so even the bookkeeping table is created by one instance at a time.
            if database.dialect == .postgres {
                try await sql.raw("SELECT pg_advisory_xact_lock(7411)").run()
            }
            try await sql.raw("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)")
                .run()
            let done = Set(
                try await sql.raw("SELECT version FROM schema_migrations").all().map {
                    try $0.decode(column: "version", as: Int.self)
                })
            for migration in all where !done.contains(migration.version) {
                for statement in migration.statements(database.dialect) {
                    try await sql.raw(SQLQueryString(statement)).run()
                }
                try await sql.raw(
                    "INSERT INTO schema_migrations (version) VALUES (\(bind: migration.version))"
                ).run()
                await applied.append(migration.version)
            }
            if let seed { try await DemoData.seedIfEmpty(sql, seed: seed, logger: logger) }
            // A feature's table (and its demo rows) arrives with the feature, on a database old or new.
            for migration in FeatureBackends.all.compactMap({ $0.migration })
            where !done.contains(migration.version) {
                try await migration.apply(sql, seed?.seedsData ?? false)
                try await sql.raw(
                    "INSERT INTO schema_migrations (version) VALUES (\(bind: migration.version))"
                ).run()
                await applied.append(migration.version)
            }
        }
        let versions = await applied.values
        if !versions.isEmpty { logger.info("applied migrations", metadata: ["versions": "\(versions)"]) }
        return versions
    }
}

/// Collects values from inside a `@Sendable` closure.
actor LockedList {
    private(set) var values: [Int] = []
    func append(_ value: Int) { values.append(value) }
}
