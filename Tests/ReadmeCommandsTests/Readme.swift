import Foundation

/// The README and the articles of the documentation catalog as the tests read them: each command
/// of their `sh` blocks, and the tables that say what an executable's `--list-presets` and
/// `--list-stories` print. Parsed afresh on every run, so the tests follow the docs without a
/// list kept by hand.
struct Readme: Sendable {
    /// Every command of every `sh` block, in order.
    let commands: [ReadmeCommand]
    /// The preset table that follows each executable's commands: its names, and which one it
    /// marks "(default)".
    let presetTables: [String: PresetTable]
    /// The stories table: each executable's story names.
    let stories: [String: [String]]

    struct PresetTable: Sendable, Equatable {
        var names: [String]
        var defaultName: String?
    }

    /// The files read: the README, then every article of the composition root's catalog.
    static let documents: [String] = {
        let catalog = "AppComposition/Sources/AppComposition/AppComposition.docc"
        let articles =
            (try? FileManager.default.contentsOfDirectory(
                atPath: repositoryRoot.appending(path: catalog).path))
            ?? []
        return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }()

    static var repositoryRoot: URL {
        URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The README and the articles, read as one: a table follows the commands of its own file.
    static let repository: Readme = {
        var commands: [ReadmeCommand] = []
        var presetTables: [String: PresetTable] = [:]
        var stories: [String: [String]] = [:]
        for document in documents {
            guard
                let text = try? String(contentsOf: repositoryRoot.appending(path: document), encoding: .utf8)
            else { continue }
            let read = Readme(text, file: document)
            commands += read.commands
            presetTables.merge(read.presetTables) { first, _ in first }
            stories.merge(read.stories) { first, _ in first }
        }
        return Readme(commands: commands, presetTables: presetTables, stories: stories)
    }()

    init(commands: [ReadmeCommand], presetTables: [String: PresetTable], stories: [String: [String]]) {
        self.commands = commands
        self.presetTables = presetTables
        self.stories = stories
    }

    init(_ text: String, file: String = "README.md") {
        var commands: [ReadmeCommand] = []
        var presetTables: [String: PresetTable] = [:]
        var stories: [String: [String]] = [:]
        // Executables whose commands came last in this section, waiting for their preset table.
        var awaitingTable: [String] = []
        var block: (language: String, lines: [(number: Int, text: String)])?
        var table: [String] = []

        func finishTable() {
            defer { table = [] }
            guard let header = table.first.map(Self.cells) else { return }
            let rows = table.dropFirst(2).map(Self.cells)
            if header.first == "preset" || header.first == "`--preset`" {
                let names = rows.compactMap { $0.first.flatMap(Self.codeSpans)?.first }
                let defaultName = rows.first { $0.first?.contains("(default)") == true }?.first
                    .flatMap(Self.codeSpans)?.first
                for executable in awaitingTable {
                    presetTables[executable] = PresetTable(names: names, defaultName: defaultName)
                }
                awaitingTable = []
            } else if header == ["executable", "stories"] {
                for row in rows where row.count == 2 {
                    guard let executable = Self.codeSpans(row[0]).first else { continue }
                    stories[executable] = Self.codeSpans(row[1]).filter { !$0.hasPrefix("-") }
                }
            }
        }

        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            if var open = block {
                if line.hasPrefix("```") {
                    if open.language == "sh" {
                        let parsed = ReadmeCommand.parse(open.lines, file: file)
                        commands += parsed
                        for command in parsed where command.words.contains("--list-presets") {
                            if let executable = command.executable, !awaitingTable.contains(executable) {
                                awaitingTable.append(executable)
                            }
                        }
                    }
                    block = nil
                } else {
                    open.lines.append((offset + 1, line))
                    block = open
                }
                continue
            }
            if line.hasPrefix("```") {
                finishTable()
                block = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
            } else if line.hasPrefix("|") {
                table.append(line)
            } else {
                finishTable()
                if line.hasPrefix("## ") { awaitingTable = [] }
            }
        }
        finishTable()
        self.init(commands: commands, presetTables: presetTables, stories: stories)
    }

    private static func cells(_ row: String) -> [String] {
        row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The text of each `code span` in `text`.
    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

/// One command as the README or an article shows it, with its comment.
struct ReadmeCommand: Sendable, CustomStringConvertible {
    /// The file that shows it, from the repository's root.
    let file: String
    /// The file's line it starts on.
    let line: Int
    /// The command as written, continuation lines joined, without its comment.
    let text: String
    /// What the `#` comment after it says, if anything.
    let comment: String
    /// The shell words, quotes removed.
    let words: [String]

    var description: String { "\(file):\(line): \(text)" }

    /// The executable a `swift run` (or a bare executable) command runs.
    var executable: String? { SwiftRun(words)?.executable }

    /// The block's commands: `\` continues a line, a `for … done` loop is one command, lines
    /// that are only comments are left out.
    static func parse(_ lines: [(number: Int, text: String)], file: String = "README.md") -> [ReadmeCommand] {
        var commands: [ReadmeCommand] = []
        var pending: (line: Int, text: String, comment: String)?
        var loopDepth = 0
        for (number, raw) in lines {
            let (code, comment) = splitComment(raw)
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty, pending == nil { continue }
            var current = pending ?? (number, "", comment)
            let continues = trimmed.hasSuffix("\\")
            current.text +=
                (current.text.isEmpty ? "" : " ")
                + (continues ? String(trimmed.dropLast()) : trimmed)
                .trimmingCharacters(in: .whitespaces)
            if current.comment.isEmpty { current.comment = comment }
            let firstWord = trimmed.split(separator: " ").first.map(String.init) ?? ""
            if firstWord == "for" || firstWord == "while" { loopDepth += 1 }
            if firstWord == "done" || trimmed.hasSuffix("; done") { loopDepth -= 1 }
            if continues || loopDepth > 0 {
                pending = current
                continue
            }
            pending = nil
            commands.append(
                ReadmeCommand(
                    file: file, line: current.line, text: current.text, comment: current.comment,
                    words: words(current.text)))
        }
        return commands
    }

    /// The code before an unquoted `#` that starts a word, and the comment after it.
    private static func splitComment(_ line: String) -> (code: String, comment: String) {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return (
                    String(line[..<index]),
                    String(line[line.index(after: index)...]).trimmingCharacters(in: .whitespaces)
                )
            }
            previous = character
        }
        return (line, "")
    }

    /// Shell words: spaces separate them, quotes group them and are removed.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

/// `swift run [--package-path P] [-c C] EXECUTABLE ARGUMENTS`, or a bare built executable.
struct SwiftRun: Equatable {
    var executable: String
    var arguments: [String]
    var configuration: String?

    init?(_ words: [String]) {
        guard let first = words.first else { return nil }
        guard first == "swift" else {
            // A built executable named directly (`landmarks-server --port 8081`).
            guard first.allSatisfy({ $0.isLowercase || $0 == "-" }), first.contains("-") else { return nil }
            executable = first
            arguments = Array(words.dropFirst())
            return
        }
        guard words.count > 2, words[1] == "run" else { return nil }
        var rest = words.dropFirst(2)
        while let option = rest.first, option.hasPrefix("-") {
            rest = rest.dropFirst()
            guard let value = rest.first else { return nil }
            if option == "-c" || option == "--configuration" { configuration = value }
            rest = rest.dropFirst()
        }
        guard let executable = rest.first else { return nil }
        self.executable = executable
        arguments = Array(rest.dropFirst())
    }
}
