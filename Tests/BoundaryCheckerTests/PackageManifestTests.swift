import Foundation
import Testing

@testable import BoundaryChecker

/// What `swift package dump-package` says of a target's dependencies, read into ``PackageManifest``.
@Suite struct PackageManifestTests {
    /// A dependency with a platform condition (Toolkit's on ExtraTrustAnchors, Linux only) ends its
    /// array with the condition, not null.
    @Test func aConditionalDependencyIsReadLikeAnyOther() throws {
        let dump = #"""
            {"name": "CommonPackage", "products": [], "targets": [{"name": "Toolkit", "type": "regular",
              "dependencies": [
                {"byName": ["WireContract", null]},
                {"target": ["ExtraTrustAnchors", {"platformNames": ["linux"]}]},
                {"product": ["Logging", "swift-log", null, {"platformNames": ["linux"]}]}
              ]}]}
            """#
        let manifest = try PackageManifest(dumpJSON: Data(dump.utf8), directory: URL(filePath: "/tmp"))
        #expect(
            manifest.targets.first?.dependencies == [
                .byName("WireContract"), .target("ExtraTrustAnchors"),
                .product(name: "Logging", package: "swift-log"),
            ])
    }

    /// A build plugin a target uses is a dependency on it (the graph draws it, it provides no
    /// module), and its name is kept: a target using FeatureRegistry imports what it registers
    /// in code the plugin writes.
    @Test func aPluginUsageIsADependencyOnThePlugin() throws {
        let dump = #"""
            {"name": "BackendPackage", "products": [], "targets": [{"name": "Backend", "type": "regular",
              "dependencies": [{"product": ["TrailsApi", "TrailsPackage", null, null]}],
              "pluginUsages": [{"plugin": ["FeatureRegistry", "CommonPackage"]}, {"plugin": ["Local", null]}]}]}
            """#
        let manifest = try PackageManifest(dumpJSON: Data(dump.utf8), directory: URL(filePath: "/tmp"))
        let target = try #require(manifest.targets.first)
        #expect(
            target.dependencies == [
                .product(name: "TrailsApi", package: "TrailsPackage"),
                .product(name: "FeatureRegistry", package: "CommonPackage"), .target("Local"),
            ])
        #expect(target.plugins == ["FeatureRegistry", "Local"])
    }
}
