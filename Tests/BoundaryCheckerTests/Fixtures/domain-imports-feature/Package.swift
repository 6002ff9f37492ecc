// swift-tools-version: 6.2
import PackageDescription

// One violation of the domain-imports-feature rule; everything else in this tree is allowed.
let package = Package(
    name: "domain-imports-feature",
    targets: [
        .target(name: "Toolkit", dependencies: []),
        .target(name: "LandmarksDomain", dependencies: ["Toolkit"]),
        .target(name: "LandmarksFeature", dependencies: ["LandmarksDomain"]),
        .target(name: "ReservationsDomain", dependencies: ["Toolkit", "LandmarksFeature"]),
    ]
)
