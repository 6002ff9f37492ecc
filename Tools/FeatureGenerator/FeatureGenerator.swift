import BoundaryChecker
public import Foundation

/// What generating or removing a feature does to the tree, worked out before anything is
/// written: the files it creates, the files it changes, and the folders it deletes.
public struct TreeChange: Sendable {
    /// New files and their contents, by path relative to the root.
    public var created: [String: String] = [:]
    /// Changed files: what they hold now and what they will hold.
    public var changed: [String: (before: String, after: String)] = [:]
    /// Files, and folders with everything in them, deleted; relative to the root.
    public var deleted: [String] = []
    /// Files a removal leaves where they are, because a person wrote or changed them, with why.
    public var kept: [String: String] = [:]
}

/// Generates a feature from the templates in `Tools/FeatureTemplates`, rendered with Stencil,
/// and registers it; or takes one away again, leaving the tree as it was before.
public struct FeatureGenerator: Sendable {
    /// The repository's root folder, where the root Package.swift is.
    public let root: URL
    /// The templates: each file's path and contents name the feature with `__Name__`, `__Item__`,
    /// `__name__` (paths) and `{{ Name }}`, `{{ Item }}`, `{{ name }}`, `{{ item }}`,
    /// `{{ migrationVersion }}` (contents).
    public let templates: URL

    /// A generator for the repository at `root`.
    public init(root: URL, templates: URL? = nil) {
        self.root = root.standardizedFileURL
        self.templates =
            templates ?? root.appending(path: "Tools/FeatureTemplates", directoryHint: .isDirectory)
    }

    /// The folders a feature's files live in.
    public static func folders(of feature: FeatureName) -> [String] {
        ["\(feature.name)Package"]
    }

    /// What adding `feature` does.
    ///
    /// - Throws: a ``GeneratorError`` when the name is taken or the tree lacks what the feature
    ///   registers with.
    ///
    /// With `openAPI`, the feature is over someone else's API: its Api layer is the Swift
    /// swift-openapi-generator wrote, its Domain maps the generated types, and it has no
    /// controller in our Backend and no suite in the fidelity check. Its templates are those in
    /// `Tools/FeatureTemplates/OpenAPI`, over the ordinary ones of the same path.
    public func adding(_ feature: FeatureName, openAPI: OpenAPISource? = nil) async throws(GeneratorError)
        -> TreeChange
    {
        try checkAvailable(feature)
        var change = TreeChange()
        for template in try templateFiles(openAPI: openAPI != nil) {
            let path = Self.path(of: template.path, for: feature)
            guard !exists(path) else {
                throw GeneratorError("\(path) already exists; remove it or pick another name")
            }
            change.created[path] = try await render(template, for: feature, openAPI: openAPI)
        }
        for (path, contents) in openAPI?.files(for: feature) ?? [:] { change.created[path] = contents }
        change.changed = try registrations(of: feature, backend: openAPI == nil) {
            registration, text throws(GeneratorError) in
            try registration.applied(to: text)
        }
        return change
    }

    /// What removing `feature` does: what it generated goes and its registrations come out.
    ///
    /// What a person wrote stays, named in ``TreeChange/kept``: a generated file changed since
    /// (it no longer matches its template), and a file in the feature's folders the generator
    /// did not write. With `force`, those go too. A folder with nothing kept goes whole, build
    /// products and all.
    ///
    /// - Throws: a ``GeneratorError`` when there is no such feature or its registrations were
    ///   edited by hand.
    public func removing(_ feature: FeatureName, force: Bool = false) async throws(GeneratorError)
        -> TreeChange
    {
        let folders = Self.folders(of: feature)
        guard folders.contains(where: { exists($0) }) else {
            throw GeneratorError("there is no feature \(feature.name) to remove (no \(folders[0])/)")
        }
        let openAPI = OpenAPISource.existing(
            in: root.appending(path: folders[0], directoryHint: .isDirectory), feature: feature)
        var generated: [String: String] = openAPI?.files(for: feature) ?? [:]
        for template in try templateFiles(openAPI: openAPI != nil) {
            generated[Self.path(of: template.path, for: feature)] = try await render(
                template, for: feature, openAPI: openAPI)
        }
        var change = TreeChange()
        // The files it added outside its folders (the Backend's controller, the app's entry),
        // then everything in its folders.
        let outside = generated.keys.filter { path in !folders.contains { path.hasPrefix($0 + "/") } }
        for path in (outside.filter(exists) + folders.flatMap(files(under:))).sorted() {
            switch generated[path] {
            case nil where !force: change.kept[path] = "the generator did not write it"
            case let contents? where !force && (try? read(path)) != contents:
                change.kept[path] = "changed since it was generated"
            default: change.deleted.append(path)
            }
        }
        // A folder with nothing kept goes whole; one with something kept loses only the rest.
        for folder in folders where exists(folder) {
            guard !change.kept.keys.contains(where: { $0.hasPrefix(folder + "/") }) else { continue }
            change.deleted = change.deleted.filter { !$0.hasPrefix(folder + "/") } + [folder]
        }
        removeGallery(of: feature, in: &change)
        // What an earlier removal kept, taken away now: its registrations are gone already.
        var registered = false
        for registration in Registration.all(for: feature, backend: openAPI == nil) {
            if registration.isApplied(in: try read(registration.path)) { registered = true }
        }
        guard registered else { return change }
        let registrations = try registrations(of: feature, backend: openAPI == nil) {
            registration, text throws(GeneratorError) in
            try registration.removed(from: text)
        }
        change.changed.merge(registrations) { _, registered in registered }
        return change
    }

    /// Takes away what the preview gallery recorded of `feature` when it was proved: its
    /// folder of frames and its rows in the coverage table. Both are the gallery's output, not
    /// anything a person writes, so they go whole. (The app's frames, which show its tab, are
    /// drawn again once the app is built without it: ``NewFeature`` does that.)
    private func removeGallery(of feature: FeatureName, in change: inout TreeChange) {
        let folder = "Gallery/\(feature.lower)"
        if exists(folder) { change.deleted.append(folder) }
        let coverage = "Gallery/COVERAGE.md"
        guard let table = try? read(coverage) else { return }
        let rows = table.components(separatedBy: "\n").filter { !$0.hasPrefix("| \(feature.lower) | ") }
        let after = rows.joined(separator: "\n")
        if after != table { change.changed[coverage] = (table, after) }
    }

    /// Each file `feature` registers in, before and after `edit` applies its registrations.
    private func registrations(
        of feature: FeatureName, backend: Bool, edit: (Registration, String) throws(GeneratorError) -> String
    ) throws(GeneratorError) -> [String: (before: String, after: String)] {
        var changed: [String: (before: String, after: String)] = [:]
        let all = Registration.all(for: feature, backend: backend)
        for (path, registrations) in Dictionary(grouping: all, by: \.path) {
            let before = try read(path)
            var after = before
            for registration in registrations { after = try edit(registration, after) }
            changed[path] = (before, after)
        }
        return changed
    }

    /// Writes `change` to the tree.
    public func apply(_ change: TreeChange) throws(GeneratorError) {
        do {
            for (path, contents) in change.created.sorted(by: { $0.key < $1.key }) {
                let url = root.appending(path: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url, options: .atomic)
            }
            for (path, contents) in change.changed.sorted(by: { $0.key < $1.key }) {
                // An atomic write makes a new file: keep the old one's mode (scripts/test runs).
                let url = root.appending(path: path)
                let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[
                    .posixPermissions]
                try Data(contents.after.utf8).write(to: url, options: .atomic)
                if let permissions {
                    try FileManager.default.setAttributes(
                        [.posixPermissions: permissions], ofItemAtPath: url.path)
                }
            }
            for path in change.deleted {
                try FileManager.default.removeItem(at: root.appending(path: path))
                try removeEmptyFolders(above: path)
            }
        } catch {
            throw GeneratorError("could not write the change: \(error.localizedDescription)")
        }
    }

    /// Removes the folders above `path` that its deletion left empty, up to the root.
    private func removeEmptyFolders(above path: String) throws {
        var folder = root.appending(path: path).deletingLastPathComponent().standardizedFileURL
        while folder.path.hasPrefix(root.path + "/"),
            try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty
        {
            try FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
    }

    /// The files under `folder` (relative to the root), build products aside: what a person or
    /// the generator put there.
    private func files(under folder: String) -> [String] {
        let base = root.appending(path: folder, directoryHint: .isDirectory)
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey])
        else { return [] }
        var files: [String] = []
        let prefix = root.path + "/"
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            if isDirectory {
                if name.hasPrefix(".build") || name == ".swiftpm" { enumerator.skipDescendants() }
                continue
            }
            if name == "Package.resolved" { continue }
            files.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return files
    }

    // MARK: - The tree

    private func checkAvailable(_ feature: FeatureName) throws(GeneratorError) {
        for folder in Self.folders(of: feature) where exists(folder) {
            throw GeneratorError("\(folder)/ already exists: there is a feature \(feature.name) already")
        }
        let taken = existingModules()
        if let clash = ([feature.name] + feature.modules).first(where: taken.contains) {
            throw GeneratorError("a module named \(clash) already exists; pick another name")
        }
    }

    /// Every target name declared in the tree's manifests, read as text (the generator must
    /// answer before anything is built).
    private func existingModules() -> Set<String> {
        var names: Set<String> = []
        for directory in PackageLoader.packageDirectories(in: root, excluding: ["Tools/FeatureTemplates"]) {
            guard
                let manifest = try? String(
                    contentsOf: directory.appending(path: "Package.swift"), encoding: .utf8)
            else { continue }
            for line in manifest.components(separatedBy: "\n") {
                guard let range = line.range(of: "name: \"") else { continue }
                let rest = line[range.upperBound...]
                if let end = rest.firstIndex(of: "\"") { names.insert(String(rest[..<end])) }
            }
        }
        return names
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: path).path)
    }

    private func read(_ path: String) throws(GeneratorError) -> String {
        do {
            return try String(contentsOf: root.appending(path: path), encoding: .utf8)
        } catch {
            throw GeneratorError("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// Copies the sources and manifests of the tree at `root` (no build folders, no Git) to
    /// `destination`, on a thread of its own (`onThreadOfItsOwn`).
    public static func copySources(of root: URL, to destination: URL) async throws {
        try await onThreadOfItsOwn { try copyingSources(of: root, to: destination) }
    }

    private static func copyingSources(of root: URL, to destination: URL) throws {
        let manager = FileManager.default
        guard
            let enumerator = manager.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [])
        else { return }
        let base = root.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            if isDirectory,
                name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" || name == "Gallery"
            {
                enumerator.skipDescendants()
                continue
            }
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count))
            let target = destination.appending(path: relative)
            if isDirectory {
                try manager.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                try manager.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: url, to: target)
            }
        }
    }
}
