import SQLKit

/// The server side of a feature made by `new-feature`: its table, its routes (registered from
/// the routes its Api module shares with the client), and the schema of what they send. The
/// server, the OpenAPI document and the tests take every feature from ``FeatureBackends/all``,
/// so generating one adds one line there.
protocol FeatureBackend: Sendable {
    /// The feature over the server's database.
    init(sql: any SQLDatabase)
    /// Its table, and its demo rows.
    static var migration: FeatureMigration { get }
    /// How many routes ``register(in:)`` adds.
    static var routeCount: Int { get }
    /// Each type its routes send: the name the document uses, its schema, and a sample the
    /// tests check against the schema.
    static var schemas: [(name: String, schema: JSONSchema, sample: any Encodable & Sendable)] { get }
    /// Registers its routes.
    func register(in table: RouteTable)
}

/// The generated features the server has.
enum FeatureBackends {
    // One generated feature makes a one-element literal, which swift-format would write on one
    // line without its comma; a line each keeps adding and removing a feature one line's work.
    // swift-format-ignore
    static let all: [any FeatureBackend.Type] = [
        // new-feature: feature backends go above this line
    ]
}

/// A generated feature's schema change: its table, and its demo rows when the server seeds demo
/// data. Its version is the feature's own (see `FeatureName.migrationVersion`), so features
/// generated in any order never share one.
struct FeatureMigration: Sendable {
    /// The row in `schema_migrations` that says it was applied.
    var version: Int
    /// Creates the table and, when the flag is set, inserts the demo rows.
    var apply: @Sendable (_ sql: any SQLDatabase, _ seedsDemoData: Bool) async throws -> Void
}
