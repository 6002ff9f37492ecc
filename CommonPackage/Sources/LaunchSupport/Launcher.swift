import ArgumentParser
public import DesignSystem
import Env
import Foundation
import Logger

/// Runs a screen the way an executable was asked to: interactively in the terminal, or
/// headless, printing frames. Shared by every preview harness and the app, so they all behave
/// alike.
@MainActor
public struct Launcher {
    /// The executable's name, used for the log file and messages.
    public var name: String
    /// The parsed options.
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

    /// Prints the catalog's presets for `--list-presets`; otherwise builds the services of the
    /// preset named by `--preset` (or `defaultPreset`), the screen over them, and runs it.
    public func run<Value>(
        _ catalog: PresetCatalog<Value>, defaultPreset: String = "mock",
        makeScreen: @escaping @MainActor (Value, PresetContext) -> any Screen
    ) async throws {
        if options.listPresets {
            output(catalog.listing)
            return
        }
        let preset = try catalog.named(options.preset ?? defaultPreset)
        try await run { context throws(LaunchError) in makeScreen(try await preset.make(context), context) }
    }

    /// Builds the screen with a logger that writes to the log file, then runs it.
    ///
    /// Throws `ExitCode(64)` when no terminal is available and `--headless` was not given, and
    /// `ExitCode.failure` (1) when `makeScreen` throws a ``LaunchError``, each after one line on
    /// standard error; the executable's `@main` exits with it. Nothing here exits the process.
    public func run(makeScreen: @MainActor (PresetContext) async throws(LaunchError) -> any Screen)
        async throws
    {
        if !options.headless, isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 {
            report("no terminal to draw on; run with --headless to print frames instead")
            throw ExitCode(64)
        }
        let context = PresetContext(logger: makeLogger())
        let screen: any Screen
        do {
            screen = try await makeScreen(context)
        } catch {
            report("\(error)")
            throw ExitCode.failure
        }
        let outcome: Result<Void, any Error>
        if options.headless {
            do {
                try await runHeadless(screen)
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
        } else {
            do {
                try await TerminalRunner().run(screen)
                outcome = .success(())
            } catch {
                report("\(error)")
                outcome = .failure(ExitCode(64))
            }
        }
        await context.runExitActions()
        try outcome.get()
    }

    private func runHeadless(_ screen: any Screen) async throws {
        let run: HeadlessRunner.Run
        do {
            run = try await HeadlessRunner(size: options.size).run(screen, keys: options.keys)
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
    }

    /// One line on standard error, after the executable's name.
    private func report(_ message: String) {
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
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
