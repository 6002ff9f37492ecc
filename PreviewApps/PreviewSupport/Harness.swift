import ArgumentParser
public import DesignSystem
import Env
import Foundation
public import Logger

/// Runs one feature's screen the way its harness was asked to: interactively in the terminal,
/// or headless, printing frames. Shared by every preview harness, so they all behave alike.
@MainActor
public struct Harness {
    /// The executable's name, used for the log file and messages.
    public var name: String
    /// The parsed options.
    public var options: HarnessOptions

    /// Creates a harness.
    public init(name: String, options: HarnessOptions) {
        self.name = name
        self.options = options
    }

    /// Builds the screen with a logger that writes to the log file, then runs it.
    ///
    /// - Throws: `ExitCode(64)` when no terminal is available and `--headless` was not given.
    public func run(makeScreen: @MainActor (Logger) -> any Screen) async throws {
        if !options.headless, isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 {
            Self.fail("\(name): no terminal to draw on; run with --headless to print frames instead")
        }
        let screen = makeScreen(makeLogger())
        if options.headless {
            try await runHeadless(screen)
        } else {
            do {
                try await TerminalRunner().run(screen)
            } catch {
                Self.fail("\(name): \(error)")
            }
        }
    }

    private func runHeadless(_ screen: any Screen) async throws {
        let run: HeadlessRunner.Run
        do {
            run = try await HeadlessRunner(size: options.size).run(screen, keys: options.keys)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            throw ExitCode.failure
        }
        if options.frames {
            for (number, step) in run.steps.enumerated() {
                let cause = step.key.map { " after \($0)" } ?? ""
                print("── frame \(number + 1)\(cause) " + String(repeating: "─", count: 20))
                print(step.text)
            }
        } else {
            print(run.finalText)
        }
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

    /// Prints one line to standard error and exits with the usage status, 64.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        exit(64)
    }
}
