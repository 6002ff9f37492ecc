import Foundation

/// What `swift package dump-package` printed for each manifest, kept by the manifest's text, so
/// the same manifest in another folder is not compiled again. SwiftPM keeps its own cache per
/// package folder, so a copy of the tree (which `new-feature --dry-run` checks, and the tests
/// make) compiled all of its manifests anew: about 8 s of a 9 s dry run here.
///
/// Only what the checker reads from that output is used (the package's name, its targets with
/// their declared paths and dependencies, its products), none of which depends on the folder.
/// An entry is a hit only when the manifest kept beside it is byte for byte the one asked about;
/// an output that no longer decodes is asked for again.
struct ManifestCache: Sendable {
    /// Where the entries are: for each manifest, its text and the output, named by its hash.
    let folder: URL

    /// A cache in `folder`, made when first written to.
    init(folder: URL) {
        self.folder = folder
    }

    /// The one the checker uses, in the system's temporary directory.
    static let shared = ManifestCache(
        folder: FileManager.default.temporaryDirectory.appending(path: "check-boundaries/manifests"))

    /// The output kept for a manifest whose text is `manifest`, if any.
    func output(for manifest: Data) -> Data? {
        let files = files(for: manifest)
        guard let kept = try? Data(contentsOf: files.text), kept == manifest else { return nil }
        return try? Data(contentsOf: files.output)
    }

    /// Keeps `output` for the manifest `manifest`. A failed write costs only the next run's
    /// compile, so it is not reported.
    func keep(_ output: Data, for manifest: Data) {
        let files = files(for: manifest)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The output first: the text is what makes the entry a hit.
        try? output.write(to: files.output, options: .atomic)
        try? manifest.write(to: files.text, options: .atomic)
    }

    /// An entry's two files, named by the manifest's 64-bit FNV-1a hash (a collision is a miss,
    /// as the text kept is compared).
    private func files(for manifest: Data) -> (text: URL, output: URL) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in manifest { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = String(hash, radix: 16)
        return (folder.appending(path: "\(name).swift"), folder.appending(path: "\(name).json"))
    }
}
