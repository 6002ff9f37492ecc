// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReservationsPackage",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ReservationsApi", targets: ["ReservationsApi"]),
        .library(name: "ReservationsDomain", targets: ["ReservationsDomain"]),
        .library(name: "ReservationsFeature", targets: ["ReservationsFeature"]),
        .library(name: "ReservationsTestSupport", targets: ["ReservationsTestSupport"]),
        .executable(name: "reservations-preview", targets: ["reservations-preview"]),
    ],
    dependencies: [
        .package(path: "../CommonPackage"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(path: "../LandmarksPackage"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        // MARK: - Api: wire types, routes and validation rules, shared with the backend

        .target(
            name: "ReservationsApi", dependencies: [.product(name: "WireContract", package: "CommonPackage")]
        ),

        // MARK: - Domain: validated models, drafts, services and the store

        .target(
            name: "ReservationsDomain",
            dependencies: [
                "ReservationsApi",
                // The one cross-feature edge the design allows: landmark choices for the form.
                .product(name: "LandmarksDomain", package: "LandmarksPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
            ]
        ),

        // MARK: - Feature: view models and terminal views

        .target(
            name: "ReservationsFeature",
            dependencies: [
                "ReservationsDomain",
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Formatting", package: "CommonPackage"),
            ]
        ),

        // MARK: - Preview harness: the feature alone, with any preset, built from this package only

        .executableTarget(
            name: "reservations-preview",
            dependencies: [
                "ReservationsFeature",
                .product(name: "PreviewSupport", package: "CommonPackage"),
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Test support: services that fail a test when an unexpected closure is called

        .target(
            name: "ReservationsTestSupport",
            dependencies: ["ReservationsDomain", .product(name: "Toolkit", package: "CommonPackage")]
        ),

        // MARK: - Tests

        .testTarget(
            name: "ReservationsApiTests",
            dependencies: ["ReservationsApi", .product(name: "WireContract", package: "CommonPackage")]
        ),
        .testTarget(
            name: "ReservationsDomainTests",
            dependencies: [
                "ReservationsDomain", "ReservationsTestSupport", "ReservationsApi",
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "ReservationsFeatureTests",
            dependencies: [
                "ReservationsFeature", "ReservationsDomain", "ReservationsTestSupport",
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Formatting", package: "CommonPackage"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            exclude: ["__Snapshots__"]
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
