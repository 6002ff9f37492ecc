// swift-tools-version: 6.2
import PackageDescription

// One violation of the dependency-cycle rule; everything else in this tree is allowed.
let package = Package(
    name: "dependency-cycle",
    targets: [
        .target(name: "A", dependencies: ["B"]),
        .target(name: "B", dependencies: ["A"]),
    ]
)
