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
}
