// swift-tools-version: 6.2
import PackageDescription

// Built on demand by `new-feature --from-openapi`, never by the app: swift-openapi-generator's
// command line tool, and `openapi-feature`, which reads the document with OpenAPIKit and plans
// the feature (OpenAPIFeaturePlanning, tested on its own). A feature package commits what they
// write and builds without them.
let package = Package(
    name: "OpenAPIFeature",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "openapi-feature", targets: ["openapi-feature"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0", traits: []),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "OpenAPIFeaturePlanning",
            dependencies: [
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
                .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "openapi-feature",
            dependencies: [
                "OpenAPIFeaturePlanning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "OpenAPIFeaturePlanningTests",
            dependencies: ["OpenAPIFeaturePlanning"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
