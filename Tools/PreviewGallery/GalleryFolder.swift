public import Foundation

/// The committed gallery: a folder of filmstrips, one text file per scene, and the coverage
/// table. `--record` writes it; `--check` compares a render with it.
public struct GalleryFolder: Sendable {
    /// The folder, `Gallery/` at the repository root.
    public let url: URL

    /// The gallery in the folder at `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// The coverage table's file name.
    public static let coverageFile = "COVERAGE.md"

    /// Each filmstrip's text by path, relative to the folder; the coverage table is not one.
    public func committed() throws -> [String: String] {
        var files: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
            return [:]
        }
        let root = url.standardizedFileURL.path + "/"
        for case let file as URL in walker where file.pathExtension == "txt" {
            let path = String(file.standardizedFileURL.path.dropFirst(root.count))
            files[path] = try String(contentsOf: file, encoding: .utf8)
        }
        return files
    }

    /// How `render` differs from what is committed: files whose frames changed, files the
    /// render has and the folder does not, and files no scene draws any more; of feature
    /// `only`'s folder when it rendered one feature.
    /// `committed` is what ``committed()`` read, when the caller has it already.
    public func differences(
        from render: GalleryRender, committed: [String: String]? = nil, only: String? = nil
    ) throws -> GalleryDifferences {
        let committed = try (committed ?? self.committed()).filter { path, _ in
            only.map { path.hasPrefix("\($0)/") } ?? true
        }
        var differences = GalleryDifferences()
        var drawn = Set<String>()
        for filmstrip in render.filmstrips {
            for (path, text) in filmstrip.files {
                drawn.insert(path)
                switch committed[path] {
                case nil: differences.added.append(path)
                case text?: break
                case let old?: differences.changed.append((path, old, text))
                }
            }
        }
        // A scene that failed to render is reported as a failure, not as removed files.
        let failed = Set(render.failures.flatMap { [$0.scene.path, $0.scene.outlinePath] })
        differences.removed = committed.keys.filter { !drawn.contains($0) && !failed.contains($0) }.sorted()
        return differences
    }

    /// Writes every filmstrip and the coverage table, and deletes files no scene draws; of
    /// feature `only`'s folder when it rendered one feature, whose rows then replace its rows
    /// in the committed table (the rows of a feature not in `features` go).
    ///
    /// - Parameter features: every feature the gallery draws, in its order.
    public func record(_ render: GalleryRender, coverage: Coverage, only: String? = nil, features: [String])
        throws
    {
        let fileManager = FileManager.default
        for path in try differences(from: render, only: only).removed {
            try fileManager.removeItem(at: url.appending(path: path))
        }
        for filmstrip in render.filmstrips {
            for (path, text) in filmstrip.files {
                let file = url.appending(path: path)
                try fileManager.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file, options: .atomic)
            }
        }
        let table =
            only == nil
            ? coverage.markdown : coverage.merged(into: committedCoverage() ?? "", order: features)
        try Data(table.utf8).write(to: url.appending(path: Self.coverageFile), options: .atomic)
    }

    /// The committed coverage table, if there is one.
    public func committedCoverage() -> String? {
        try? String(contentsOf: url.appending(path: Self.coverageFile), encoding: .utf8)
    }
}

/// How a render differs from the committed gallery.
public struct GalleryDifferences: Sendable {
    /// Files whose text differs: the path, the committed text and the rendered one.
    public var changed: [(path: String, old: String, new: String)] = []
    /// Files the render has and the folder does not.
    public var added: [String] = []
    /// Files the folder has and the render does not.
    public var removed: [String] = []

    /// Whether the render and the folder agree.
    public var isEmpty: Bool { changed.isEmpty && added.isEmpty && removed.isEmpty }
}
