// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CommonPackage",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Env", targets: ["Env"]),
        .library(name: "Logger", targets: ["Logger"]),
        .library(name: "WireContract", targets: ["WireContract"]),
        .library(name: "Toolkit", targets: ["Toolkit"]),
        .library(name: "Formatting", targets: ["Formatting"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        .library(name: "Search", targets: ["Search"]),
        .library(name: "LiveSession", targets: ["LiveSession"]),
        .library(name: "SignIn", targets: ["SignIn"]),
        .library(name: "LaunchSupport", targets: ["LaunchSupport"]),
        .library(name: "PreviewSupport", targets: ["PreviewSupport"]),
        .library(name: "LoggerTestSupport", targets: ["LoggerTestSupport"]),
        .plugin(name: "FeatureRegistry", targets: ["FeatureRegistry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        // MARK: - Foundations

        .target(name: "Env"),
        .target(name: "Logger", dependencies: [.product(name: "Logging", package: "swift-log")]),

        // MARK: - Shared state and networking types

        // The wire contract: routes, endpoints, JSON conventions and the shared health, sign-in
        // and error types, which the Api modules and the Backend share with the client.
        .target(name: "WireContract"),
        .target(
            name: "Toolkit",
            dependencies: [
                "WireContract", "Logger",
                .target(name: "ExtraTrustAnchors", condition: .when(platforms: [.linux])),
            ]
        ),

        // Linux's URLSession trusts only the system's certificate authorities; this adds the
        // ones `--ca-file` names to the store libcurl loads (see TrustedAuthorities). The
        // executable must export the function it replaces, so the dynamic linker finds it first.
        .target(
            name: "ExtraTrustAnchors",
            linkerSettings: [
                .linkedLibrary("dl"),
                .unsafeFlags(
                    ["-Xlinker", "--export-dynamic-symbol=X509_STORE_load_file"], .when(platforms: [.linux])),
            ]
        ),

        // MARK: - Dates and times for people: the one module on FoundationInternationalization (ICU)

        .target(name: "Formatting"),

        // MARK: - Terminal UI kit

        .target(name: "DesignSystem", dependencies: ["Toolkit"]),

        // MARK: - Search over a feature's items: the index, the model a view binds, `.searchable`

        .target(name: "Search", dependencies: ["DesignSystem", "Toolkit"]),

        // MARK: - The feature registry: descriptors, stories, services by feature, the other device

        .target(name: "FeatureKit", dependencies: ["DesignSystem", "Toolkit"]),

        // MARK: - The connection to a live server: client, cache per account, sign-in, session

        .target(name: "LiveSession", dependencies: ["Toolkit", "Logger"]),

        // MARK: - The sign-in screen an app shows before its features

        .target(name: "SignIn", dependencies: ["DesignSystem", "Toolkit", "WireContract"]),

        // MARK: - What every executable that runs screens needs (harnesses and the app)

        .target(
            name: "LaunchSupport",
            dependencies: [
                "DesignSystem", "FeatureKit", "LiveSession", "Toolkit", "Env", "Logger",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - What every feature's preview harness shares: its options, presets and stories

        .target(
            name: "PreviewSupport",
            dependencies: [
                "LaunchSupport", "DesignSystem", "FeatureKit", "Toolkit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Test support: a log handler that records, for tests of what is logged

        .target(name: "LoggerTestSupport", dependencies: ["Logger"]),

        // MARK: - Tests

        .testTarget(name: "EnvTests", dependencies: ["Env"]),
        .testTarget(name: "SignInTests", dependencies: ["SignIn", "DesignSystem", "Toolkit"]),
        .testTarget(name: "LoggerTests", dependencies: ["Logger", "LoggerTestSupport"]),
        .testTarget(
            name: "LaunchSupportTests",
            dependencies: [
                "LaunchSupport", "LiveSession", "Toolkit", "Logger",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ToolkitTests",
            dependencies: [
                "Toolkit", "WireContract", "Logger", "LoggerTestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(name: "SearchTests", dependencies: ["Search", "DesignSystem"]),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: ["FeatureKit", "DesignSystem", "Toolkit"]
        ),
        .testTarget(
            name: "DesignSystemTests",
            dependencies: [
                "DesignSystem", "Toolkit", "Formatting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            exclude: ["__Snapshots__"]
        ),

        // MARK: - Registering features: from a manifest's `features` list, at build time

        // AppComposition, the Backend and the fidelity check each list every feature. The
        // plugin writes those lists from the target's dependencies, which each manifest makes
        // from its `features` list, so a new feature is one name in a list per kind.
        .executableTarget(name: "feature-registry"),
        .plugin(name: "FeatureRegistry", capability: .buildTool(), dependencies: ["feature-registry"]),
    ],
    swiftLanguageModes: [.v6]
)

// Every target gets the same strictness: explicit `any`, imports that are visible only where
// declared, and imports that are internal unless a module's public API re-exposes them.
for target in package.targets where target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}

// Executables and test binaries link with lld on Linux: in about half the time of the default
// linker, gold (a debug landmarks-app in 1.1 s against 1.8 to 2.4 s, the root's test binary in
// 2.0 s against 3.7 to 4.3 s). Only links change; no module compiles again for it.
for target in package.targets where target.type == .executable || target.type == .test {
    target.linkerSettings =
        (target.linkerSettings ?? []) + [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
}
