// swift-tools-version: 6.2
import PackageDescription

// The feature packages the app composes: `{Name}Package` with its `{Name}Api`, `{Name}Domain`
// and `{Name}Feature` modules and its `{name}-preview` harness, in tab order. Everything below
// that depends on every feature (the app, the fidelity check) reads this list, and the
// FeatureRegistry plugin lists their descriptors and suites from it: a feature is registered here.
let features = [
    "Landmarks",
    "Reservations",
    "Trails",
    // new-feature: feature names go above this line
]

// The root package: the app, the tools and the tests that run executables as processes.
// Features and Common live in their own packages, with each feature's harness, and are only
// depended on here.
let package = Package(
    name: "Landmarks",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "landmarks-app", targets: ["landmarks-app"]),
        .executable(name: "landmarks-benchmark", targets: ["landmarks-benchmark"]),
        .executable(name: "foundation-hello", targets: ["foundation-hello"]),
        .executable(name: "check-boundaries", targets: ["check-boundaries"]),
        .executable(name: "new-feature", targets: ["new-feature"]),
        .executable(name: "preview-gallery", targets: ["preview-gallery"]),
        .executable(name: "check-fidelity", targets: ["check-fidelity"]),
    ],
    dependencies: features.map { .package(path: "\($0)Package") } + [
        .package(path: "CommonPackage"),
        .package(path: "BackendPackage"),
        // No traits: swift-configuration support and full Foundation are unused, and SwiftPM 6.3
        // orders the trait flags differently from one build plan to the next, so Hummingbird and
        // what depends on it compiled again whenever another root package had built in the folder.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        // MARK: - The app: every feature composed, on an embedded backend by default

        .target(
            name: "AppComposition",
            dependencies: [
                .product(name: "LandmarksDomain", package: "LandmarksPackage"),
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "LiveSession", package: "CommonPackage"),
                .product(name: "SignIn", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Env", package: "CommonPackage"),
            ] + features.map { .product(name: "\($0)Feature", package: "\($0)Package") },
            path: "AppComposition/Sources/AppComposition",
            plugins: [.plugin(name: "FeatureRegistry", package: "CommonPackage")]
        ),
        .executableTarget(
            name: "landmarks-app",
            dependencies: [
                .product(name: "FeatureKit", package: "CommonPackage"),
                "AppComposition",
                .product(name: "Env", package: "CommonPackage"),
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "LiveSession", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "SignIn", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Backend", package: "BackendPackage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "AppComposition/Sources/landmarks-app"
        ),

        // MARK: - Benchmarks

        .executableTarget(
            name: "landmarks-benchmark",
            dependencies: [
                .product(name: "LandmarksFeature", package: "LandmarksPackage"),
                .product(name: "LandmarksDomain", package: "LandmarksPackage"),
                .product(name: "LandmarksApi", package: "LandmarksPackage"),
                .product(name: "Search", package: "CommonPackage"),
                .product(name: "ReservationsFeature", package: "ReservationsPackage"),
                .product(name: "ReservationsDomain", package: "ReservationsPackage"),
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "Backend", package: "BackendPackage"),
                .product(name: "BackendPostgres", package: "BackendPackage"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/landmarks-benchmark"
        ),
        // The start-up benchmark's reference: a Foundation hello world, built beside the harness.
        .executableTarget(name: "foundation-hello", path: "Benchmarks/foundation-hello"),

        // MARK: - Tools

        .target(name: "BoundaryChecker", path: "Tools/BoundaryChecker"),
        .executableTarget(
            name: "check-boundaries",
            dependencies: [
                "BoundaryChecker",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/check-boundaries"
        ),
        .target(
            name: "FeatureGenerator",
            dependencies: ["BoundaryChecker", .product(name: "Stencil", package: "Stencil")],
            path: "Tools/FeatureGenerator"
        ),
        .executableTarget(
            name: "new-feature",
            dependencies: [
                "FeatureGenerator", "BoundaryChecker",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/new-feature"
        ),
        .target(
            name: "PreviewGallery",
            dependencies: [
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
            ],
            path: "Tools/PreviewGallery"
        ),
        .target(
            name: "Fidelity",
            dependencies: [
                "PreviewGallery",
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "Backend", package: "BackendPackage"),
            ] + features.map { .product(name: "\($0)Domain", package: "\($0)Package") },
            path: "Tools/Fidelity",
            plugins: [.plugin(name: "FeatureRegistry", package: "CommonPackage")]
        ),
        .executableTarget(
            name: "check-fidelity",
            dependencies: ["Fidelity", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tools/check-fidelity"
        ),
        .executableTarget(
            name: "preview-gallery",
            dependencies: [
                "PreviewGallery", "AppComposition",
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "LiveSession", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "Backend", package: "BackendPackage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/preview-gallery"
        ),

        // MARK: - Tests

        .target(
            name: "HarnessTesting",
            dependencies: [.product(name: "LoggerTestSupport", package: "CommonPackage")],
            path: "Tests/HarnessTesting"
        ),
        .testTarget(
            name: "PreviewGalleryTests",
            dependencies: [
                "PreviewGallery", .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
            ],
            path: "Tests/PreviewGalleryTests"
        ),
        .testTarget(
            name: "PreviewAppsTests",
            dependencies: [
                "landmarks-app", "preview-gallery", "HarnessTesting",
                .product(name: "landmarks-preview", package: "LandmarksPackage"),
                .product(name: "reservations-preview", package: "ReservationsPackage"),
            ],
            path: "Tests/PreviewAppsTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "HarnessTesting",
                .product(name: "landmarks-preview", package: "LandmarksPackage"),
                .product(name: "reservations-preview", package: "ReservationsPackage"),
                .product(name: "Backend", package: "BackendPackage"),
                .product(name: "BackendPostgres", package: "BackendPackage"),
                .product(name: "LandmarksFeature", package: "LandmarksPackage"),
                .product(name: "ReservationsFeature", package: "ReservationsPackage"),
                .product(name: "LandmarksDomain", package: "LandmarksPackage"),
                .product(name: "ReservationsDomain", package: "ReservationsPackage"),
                .product(name: "ReservationsTestSupport", package: "ReservationsPackage"),
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Formatting", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Tests/EndToEndTests"
        ),
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                "AppComposition", "HarnessTesting",
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "LiveSession", package: "CommonPackage"),
                .product(name: "SignIn", package: "CommonPackage"),
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "LandmarksDomain", package: "LandmarksPackage"),
                .product(name: "ReservationsDomain", package: "ReservationsPackage"),
                .product(name: "LandmarksFeature", package: "LandmarksPackage"),
                .product(name: "ReservationsFeature", package: "ReservationsPackage"),
                .product(name: "ReservationsTestSupport", package: "ReservationsPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "Backend", package: "BackendPackage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Tests/AppCompositionTests",
            exclude: ["__Frames__"]
        ),
        .testTarget(
            name: "LandmarksAppTests",
            dependencies: [
                "landmarks-app", "HarnessTesting",
                .product(name: "landmarks-server", package: "BackendPackage"),
                .product(name: "LoggerTestSupport", package: "CommonPackage"),
            ],
            path: "Tests/LandmarksAppTests"
        ),
        .testTarget(
            name: "ReadmeCommandsTests",
            dependencies: [
                "landmarks-app", "preview-gallery", "new-feature", "check-boundaries", "HarnessTesting",
                .product(name: "landmarks-preview", package: "LandmarksPackage"),
                .product(name: "reservations-preview", package: "ReservationsPackage"),
                .product(name: "landmarks-server", package: "BackendPackage"),
                .product(name: "Backend", package: "BackendPackage"),
            ],
            path: "Tests/ReadmeCommandsTests"
        ),
        .testTarget(
            name: "BoundaryCheckerTests",
            dependencies: ["BoundaryChecker", "check-boundaries", "HarnessTesting"],
            path: "Tests/BoundaryCheckerTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FidelityTests",
            dependencies: [
                "Fidelity",
                .product(name: "ReservationsDomain", package: "ReservationsPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
            ],
            path: "Tests/FidelityTests"
        ),
        .testTarget(
            name: "FeatureGeneratorTests",
            dependencies: ["FeatureGenerator", "BoundaryChecker"],
            path: "Tests/FeatureGeneratorTests"
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
