// swift-tools-version: 6.2
import PackageDescription

// One violation of the harness-imports-other-feature rule; everything else in this tree is allowed.
let package = Package(
    name: "harness-imports-other-feature",
    targets: [
        .target(name: "Toolkit", dependencies: []),
        .target(name: "LandmarksDomain", dependencies: ["Toolkit"]),
        .target(name: "LandmarksFeature", dependencies: ["LandmarksDomain"]),
        .target(name: "ReservationsDomain", dependencies: ["Toolkit"]),
        .target(name: "ReservationsFeature", dependencies: ["ReservationsDomain"]),
        .executableTarget(name: "landmarks-preview", dependencies: ["LandmarksFeature", "ReservationsFeature"]),
    ]
)
