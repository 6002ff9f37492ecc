// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LandmarksPackage",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LandmarksApi", targets: ["LandmarksApi"]),
        .library(name: "LandmarksDomain", targets: ["LandmarksDomain"]),
        .library(name: "LandmarksFeature", targets: ["LandmarksFeature"]),
        .library(name: "LandmarksTestSupport", targets: ["LandmarksTestSupport"]),
        .executable(name: "landmarks-preview", targets: ["landmarks-preview"]),
    ],
    dependencies: [
        .package(path: "../CommonPackage"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        // MARK: - Api: wire types and routes, shared with the backend

        .target(
            name: "LandmarksApi", dependencies: [.product(name: "WireContract", package: "CommonPackage")]
        ),

        // MARK: - Domain: validated models, services and the store

        .target(
            name: "LandmarksDomain",
            dependencies: [
                "LandmarksApi",
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
            ]
        ),

        // MARK: - Feature: view models and terminal views

        .target(
            name: "LandmarksFeature",
            dependencies: [
                "LandmarksDomain",
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "Search", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
            ]
        ),

        // MARK: - Preview harness: the feature alone, with any preset, built from this package only

        .executableTarget(
            name: "landmarks-preview",
            dependencies: [
                "LandmarksFeature",
                .product(name: "PreviewSupport", package: "CommonPackage"),
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Test support: services that fail a test when an unexpected closure is called

        .target(
            name: "LandmarksTestSupport",
            dependencies: ["LandmarksDomain", .product(name: "Toolkit", package: "CommonPackage")]
        ),

        // MARK: - Tests

        .testTarget(
            name: "LandmarksApiTests",
            dependencies: ["LandmarksApi", .product(name: "WireContract", package: "CommonPackage")]
        ),
        .testTarget(
            name: "LandmarksDomainTests",
            dependencies: [
                "LandmarksDomain", "LandmarksTestSupport", "LandmarksApi",
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "LoggerTestSupport", package: "CommonPackage"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "LandmarksFeatureTests",
            dependencies: [
                "LandmarksFeature", "LandmarksDomain", "LandmarksTestSupport",
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "Search", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
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
