public import Foundation

/// A folder of a test's own in the system's temporary directory (its data, its cache, a
/// harness's logs), removed with everything in it when the last reference to it goes, so a run
/// of the tests leaves nothing behind.
public final class TemporaryFolder: Sendable {
    /// Where the folder is. It is not made here: the code under test makes it, as it would.
    public let url: URL

    /// A new folder named `prefix`, a dash and a UUID.
    public init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
