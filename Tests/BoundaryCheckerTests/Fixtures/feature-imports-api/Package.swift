// swift-tools-version: 6.2
import PackageDescription

// One violation of the feature-imports-api rule; everything else in this tree is allowed.
let package = Package(
    name: "feature-imports-api",
    targets: [
        .target(name: "WireContract", dependencies: []),
        .target(name: "Toolkit", dependencies: []),
        .target(name: "LandmarksApi", dependencies: ["WireContract"]),
        .target(name: "LandmarksDomain", dependencies: ["LandmarksApi", "Toolkit"]),
        .target(name: "LandmarksFeature", dependencies: ["LandmarksDomain", "LandmarksApi"]),
    ]
)
