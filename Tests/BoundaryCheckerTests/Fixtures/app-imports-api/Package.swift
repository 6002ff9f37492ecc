// swift-tools-version: 6.2
import PackageDescription

// One violation of the app-imports-api rule; everything else in this tree is allowed.
let package = Package(
    name: "app-imports-api",
    targets: [
        .target(name: "WireContract", dependencies: []),
        .target(name: "Toolkit", dependencies: []),
        .target(name: "LandmarksApi", dependencies: ["WireContract"]),
        .target(name: "LandmarksDomain", dependencies: ["LandmarksApi"]),
        .target(name: "AppComposition", dependencies: ["LandmarksDomain", "LandmarksApi"]),
    ]
)
