// swift-tools-version: 6.2
import PackageDescription

// One violation of the api-imports-domain rule; everything else in this tree is allowed.
let package = Package(
    name: "api-imports-domain",
    targets: [
        .target(name: "WireContract", dependencies: []),
        .target(name: "Toolkit", dependencies: []),
        .target(name: "LandmarksDomain", dependencies: ["Toolkit"]),
        .target(name: "ReservationsApi", dependencies: ["WireContract", "LandmarksDomain"]),
    ]
)
