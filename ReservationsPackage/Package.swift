// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReservationsPackage",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ReservationsApi", targets: ["ReservationsApi"])
    ],
    dependencies: [
        .package(path: "../CommonPackage")
    ],
    targets: [
        // MARK: - Api: wire types, routes and validation rules, shared with the backend

        .target(name: "ReservationsApi", dependencies: [.product(name: "Toolkit", package: "CommonPackage")]),

        // MARK: - Tests

        .testTarget(
            name: "ReservationsApiTests",
            dependencies: ["ReservationsApi", .product(name: "Toolkit", package: "CommonPackage")]
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
