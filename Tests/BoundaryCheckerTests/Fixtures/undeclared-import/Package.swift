// swift-tools-version: 6.2
import PackageDescription

// One violation of the undeclared-import rule; everything else in this tree is allowed.
let package = Package(
    name: "undeclared-import",
    targets: [
        .target(name: "Toolkit", dependencies: []),
        .target(name: "LandmarksDomain", dependencies: ["Toolkit"]),
        .target(name: "LandmarksFeature", dependencies: ["LandmarksDomain"]),
    ]
)
