// swift-tools-version: 6.2
import PackageDescription

// The feature packages whose Api modules the server serves (their controllers are in Backend,
// `{Name}Controller`), in the order their routes are registered. The FeatureRegistry plugin
// lists the controllers from it: a feature is registered here.
let features = [
    "Landmarks",
    "Reservations",
    // new-feature: feature names go above this line
]

let package = Package(
    name: "BackendPackage",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Backend", targets: ["Backend"]),
        .library(name: "BackendPostgres", targets: ["BackendPostgres"]),
        .executable(name: "landmarks-server", targets: ["landmarks-server"]),
        .executable(name: "constant-json-server", targets: ["constant-json-server"]),
    ],
    dependencies: features.map { .package(path: "../\($0)Package") } + [
        .package(path: "../CommonPackage"),
        // No traits: swift-configuration support and full Foundation are unused, and SwiftPM 6.3
        // orders the trait flags differently from one build plan to the next, so Hummingbird and
        // what depends on it compiled again whenever another root package had built in the folder.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/vapor/async-kit", from: "1.22.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // MARK: - Server library: routes from the shared Api modules, storage over SQLKit

        .target(
            name: "Backend",
            dependencies: [
                .product(name: "WireContract", package: "CommonPackage"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "AsyncKit", package: "async-kit"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ] + features.map { .product(name: "\($0)Api", package: "\($0)Package") },
            plugins: [.plugin(name: "FeatureRegistry", package: "CommonPackage")]
        ),

        // MARK: - PostgreSQL: only what serves it links it (the app's embedded server does not)

        .target(
            name: "BackendPostgres",
            dependencies: [
                "Backend",
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "AsyncKit", package: "async-kit"),
            ]
        ),

        // MARK: - Executable

        .executableTarget(
            name: "landmarks-server",
            dependencies: [
                "Backend", "BackendPostgres",
                .product(name: "Env", package: "CommonPackage"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: - Benchmark reference

        .executableTarget(
            name: "constant-json-server",
            dependencies: [
                "Backend",
                .product(name: "LandmarksApi", package: "LandmarksPackage"),
                .product(name: "WireContract", package: "CommonPackage"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Tests

        .testTarget(
            name: "BackendTests",
            dependencies: [
                "Backend", "BackendPostgres",
                "landmarks-server",
                .product(name: "LandmarksApi", package: "LandmarksPackage"),
                .product(name: "ReservationsApi", package: "ReservationsPackage"),
                .product(name: "WireContract", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "LoggerTestSupport", package: "CommonPackage"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                // Only to check the Backend's own SHA-256 against it.
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The same strictness as every other package; see CommonPackage/Package.swift.
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}

// The same linker as every other package; see CommonPackage/Package.swift.
for target in package.targets where target.type == .executable || target.type == .test {
    target.linkerSettings =
        (target.linkerSettings ?? []) + [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
}
