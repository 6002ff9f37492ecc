import ArgumentParser
import DesignSystem
public import FeatureKit
import Env
import Foundation
import Logger
public import Toolkit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a screen the way an executable was asked to: interactively in the terminal, or
/// headless, printing frames. Shared by every preview harness and the app, so they all behave
/// alike.
@MainActor
public struct Launcher {
    /// The executable's name, used for the log file and messages.
    public var name: String
    /// The options every harness and the app share (`--preset`, `--headless`, `--keys`, `--open`, …).
    public var options: LaunchOptions
    /// Where the executable's own output goes (the preset listing, headless frames): the
    /// executable decides, so this library prints nothing itself.
    public var output: (String) -> Void

    /// Creates a launcher; an executable passes an `output` that writes each text, with a
    /// newline, to its standard output.
    public init(name: String, options: LaunchOptions, output: @escaping (String) -> Void) {
        self.name = name
        self.options = options
        self.output = output
    }

    /// Prints the catalog's presets for `--list-presets` or the `stories` for `--list-stories`;
    /// otherwise builds the services of the preset named by `--preset` (or `defaultPreset`),
    /// the screen over them, and runs it, playing `--story` first.
    public func run<Value>(
        _ catalog: PresetCatalog<Value>, defaultPreset: PresetName = .mock, stories: [Story] = [],
        makeScreen: @escaping @MainActor (Value, PresetContext) -> StagedScreen
    ) async throws {
        if options.listPresets {
            output(catalog.listing(default: defaultPreset))
            return
        }
        if options.listStories {
            output(stories.listing)
            return
        }
        let preset = try catalog.named(options.preset ?? defaultPreset)
        try await run(stories: stories) { context throws(LaunchError) in
            makeScreen(try await preset.make(context), context)
        }
    }

    /// Builds the screen with a logger that writes to the log file, then runs it, playing the
    /// story `--story` names among `stories` first (its `elsewhere:` steps done by the staged
    /// screen's other device), and runs the staged screen's cleanup once it is gone.
    ///
    /// Throws `ExitCode(64)` when no terminal is available and `--headless` was not given, or
    /// `--story` names no story, and `ExitCode.failure` (1) when `makeScreen` throws a
    /// ``LaunchError``, each after one line on standard error; the executable's `@main` exits
    /// with it. Nothing here exits the process.
    public func run(
        stories: [Story] = [],
        makeScreen: @MainActor (PresetContext) async throws(LaunchError) -> StagedScreen
    ) async throws {
        let story = try self.story(in: stories)
        if !options.headless, isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 {
            report("no terminal to draw on; run with --headless to print frames instead")
            throw ExitCode(64)
        }
        let keepLink = try linkKeeper()
        let context = PresetContext(logger: makeLogger())
        let staged: StagedScreen
        do {
            staged = try await makeScreen(context)
        } catch {
            report("\(error)")
            throw ExitCode.failure
        }
        let screen = staged.screen
        if let link = options.open {
            do {
                try screen.open(link)
            } catch {
                report("\(error)")
                await staged.cleanup()
                await context.runExitActions()
                throw ExitCode(64)
            }
        }
        let outcome: Result<Void, any Error>
        if options.headless {
            do {
                try await runHeadless(staged, keys: (story?.keys ?? []) + options.keys)
                keepLink(screen.link)
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
        } else {
            do {
                try await TerminalRunner().run(
                    screen, playing: story?.keys ?? [], elsewhere: staged.elsewhere, onLinkChange: keepLink)
                outcome = .success(())
            } catch {
                report("\(error)")
                outcome = .failure(ExitCode(64))
            }
        }
        await staged.cleanup()
        await context.runExitActions()
        try outcome.get()
    }

    /// The story `--story` names, if it names one.
    ///
    /// - Throws: `ExitCode(64)`, after saying which stories there are, when it names none.
    private func story(in stories: [Story]) throws -> Story? {
        guard let name = options.story else { return nil }
        guard let story = stories[named: name] else {
            let names =
                stories.isEmpty
                ? "this executable has none" : "stories: \(stories.map(\.name).joined(separator: ", "))"
            report("unknown story '\(name)'; \(names) (see --list-stories)")
            throw ExitCode(64)
        }
        return story
    }

    /// What keeps the link of the screen showing in `--link-file`: each link replaces the
    /// file's text whole (a reader never sees half of one), and a screen without one leaves it
    /// empty. The file is first written with the first frame, so its appearing says the screen
    /// is up.
    ///
    /// - Throws: `ExitCode(64)`, after one line on standard error, when its folder is missing
    ///   or not writable; that is found here, before the terminal is taken.
    private func linkKeeper() throws -> (AppLink?) -> Void {
        guard let path = options.linkFile else { return { _ in } }
        let url = URL(filePath: path)
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.isWritableFile(atPath: folder) else {
            report("cannot write --link-file \(path): \(folder) is not a folder this process can write in")
            throw ExitCode(64)
        }
        return { link in try? Data((link.map { "\($0)\n" } ?? "").utf8).write(to: url, options: .atomic) }
    }

    private func runHeadless(_ staged: StagedScreen, keys: [Key]) async throws {
        let screen = staged.screen
        let run: HeadlessRunner.Run
        do {
            run = try await staged.run(keys: keys, in: HeadlessRunner(size: options.size))
        } catch {
            report("\(error)")
            throw ExitCode.failure
        }
        if options.frames {
            for (number, step) in run.steps.enumerated() {
                let cause = step.key.map { " after \($0)" } ?? ""
                output("── frame \(number + 1)\(cause) " + String(repeating: "─", count: 20))
                output(step.text)
            }
        } else {
            output(run.finalText)
        }
        if options.printLink { output(screen.link?.description ?? "") }
    }

    /// One line on standard error, after the executable's name.
    private func report(_ message: String) {
        let line = Array("\(name): \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// A logger whose records go to `<log directory>/<name>.log`; never to the screen.
    private func makeLogger() -> Logger {
        guard let env = try? Env.load(),
            let file = try? LogFile(url: env.directories.logs.appending(path: "\(name).log"))
        else { return .disabled }
        var logger = Logger(label: "landmarks.\(name)") {
            FileLogHandler(label: $0, file: file, level: .debug)
        }
        logger[metadataKey: "pid"] = "\(ProcessInfo.processInfo.processIdentifier)"
        return logger
    }
}
