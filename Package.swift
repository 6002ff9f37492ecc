// swift-tools-version: 6.2
import PackageDescription

// The root package: the preview harnesses, tools and the tests that run them as processes.
// Features and Common live in their own packages and are only depended on here.
let package = Package(
    name: "Landmarks",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "landmarks-preview", targets: ["landmarks-preview"]),
        .executable(name: "reservations-preview", targets: ["reservations-preview"]),
        // new-feature: harness products go above this line
        .executable(name: "landmarks-app", targets: ["landmarks-app"]),
        .executable(name: "landmarks-benchmark", targets: ["landmarks-benchmark"]),
        .executable(name: "foundation-hello", targets: ["foundation-hello"]),
        .executable(name: "check-boundaries", targets: ["check-boundaries"]),
        .executable(name: "new-feature", targets: ["new-feature"]),
        .executable(name: "preview-gallery", targets: ["preview-gallery"]),
        .executable(name: "check-fidelity", targets: ["check-fidelity"]),
    ],
    dependencies: [
        .package(path: "CommonPackage"),
        .package(path: "LandmarksPackage"),
        .package(path: "ReservationsPackage"),
        .package(path: "BackendPackage"),
        // new-feature: feature packages go above this line
        // No traits: swift-configuration support and full Foundation are unused, and SwiftPM 6.3
        // orders the trait flags differently from one build plan to the next, so Hummingbird and
        // what depends on it compiled again whenever another root package had built in the folder.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        // MARK: - Preview harnesses

        .target(
            name: "PreviewSupport",
            dependencies: [
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "PreviewApps/PreviewSupport"
        ),
        .executableTarget(
            name: "landmarks-preview",
            dependencies: [
                "PreviewSupport",
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "LandmarksFeature", package: "LandmarksPackage"),
            ],
            path: "PreviewApps/landmarks-preview"
        ),
        .executableTarget(
            name: "reservations-preview",
            dependencies: [
                "PreviewSupport",
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ReservationsFeature", package: "ReservationsPackage"),
            ],
            path: "PreviewApps/reservations-preview"
        ),
        // new-feature: harness targets go above this line

        // MARK: - The app: both features composed, on an embedded backend by default

        .target(
            name: "AppComposition",
            dependencies: [
                .product(name: "LandmarksFeature", package: "LandmarksPackage"),
                .product(name: "LandmarksDomain", package: "LandmarksPackage"),
                .product(name: "ReservationsFeature", package: "ReservationsPackage"),
                // new-feature: feature modules of the app go above this line
                .product(name: "DesignSystem", package: "CommonPackage"),
                .product(name: "FeatureKit", package: "CommonPackage"),
                .product(name: "LaunchSupport", package: "CommonPackage"),
                .product(name: "LiveSession", package: "CommonPackage"),
                .product(name: "SignIn", package: "CommonPackage"),
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Env", package: "CommonPackage"),
            ],
            path: "AppComposition/Sources/AppComposition"
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
                .product(name: "LandmarksDomain", package: "LandmarksPackage"),
                .product(name: "ReservationsDomain", package: "ReservationsPackage"),
                // new-feature: feature Domain modules of the fidelity suites go above this line
                .product(name: "Toolkit", package: "CommonPackage"),
                .product(name: "Logger", package: "CommonPackage"),
                .product(name: "Backend", package: "BackendPackage"),
            ],
            path: "Tools/Fidelity"
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
                "landmarks-preview", "reservations-preview", "landmarks-app", "preview-gallery",
                "HarnessTesting",
            ],
            path: "Tests/PreviewAppsTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "landmarks-preview", "reservations-preview", "HarnessTesting",
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
                "landmarks-app", "landmarks-preview", "reservations-preview", "preview-gallery",
                "new-feature", "check-boundaries", "HarnessTesting",
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
