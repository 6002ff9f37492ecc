import SQLKit
import WireContract

/// The server side of a feature, written by hand or made by `new-feature`: its routes
/// (registered from the routes its Api module shares with the client), its table when it brings
/// one, and the schema of what it sends. The server, the migrations, the OpenAPI document and
/// the tests take every feature from ``FeatureBackends/all``, which the `features` list of
/// BackendPackage's Package.swift makes.
protocol FeatureBackend: Sendable {
    /// The feature over what the server builds once for every feature.
    init(_ parts: BackendParts)
    /// The routes ``register(in:)`` adds: its Api module's `routes`.
    static var routes: [(method: HTTPMethod, template: String)] { get }
    /// Its table and demo rows, when it brings them (a generated feature); `nil` when the
    /// server's own migrations make them (landmarks, reservations). Declared by each, with this
    /// type: a default would quietly stand in for a `FeatureMigration` declared without `?`.
    static var migration: FeatureMigration? { get }
    /// Each type its routes send that ``APISchemas`` does not list: the name the document uses,
    /// its schema, and a sample the tests check against the schema.
    static var schemas: [(name: String, schema: JSONSchema, sample: any Encodable & Sendable)] { get }
    /// Registers its routes.
    func register(in table: RouteTable)
}

/// What the server builds once and every feature's controller is made from: the database, the
/// in-memory favorites and reservations in front of it, the landmark catalog, and the clock.
struct BackendParts: Sendable {
    /// The database, for a feature's own table.
    let sql: any SQLDatabase
    /// Each user's favorites.
    let favorites: any LandmarkRepository
    /// Each user's reservations.
    let reservations: any ReservationRepository
    /// Every landmark, encoded once.
    let catalog: LandmarkCatalog
    /// Now, as the server reads it.
    let clock: ServerClock
}

/// The features the server has: ``all`` lists each one's controller, `{Name}Controller`, in the
/// order of the `features` list in BackendPackage's Package.swift, written from it by the
/// FeatureRegistry plugin.
enum FeatureBackends {}

/// A generated feature's schema change: its table, and its demo rows when the server seeds demo
/// data. Its version is the feature's own (see `FeatureName.migrationVersion`), so features
/// generated in any order never share one.
struct FeatureMigration: Sendable {
    /// The row in `schema_migrations` that says it was applied.
    var version: Int
    /// Creates the table and, when the flag is set, inserts the demo rows.
    var apply: @Sendable (_ sql: any SQLDatabase, _ seedsDemoData: Bool) async throws -> Void
}
