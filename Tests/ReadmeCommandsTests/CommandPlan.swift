import Foundation

/// How the test runs one README command, decided by rules, never by a list of commands: what a
/// person would run in a terminal runs headless, a command that needs a server gets one, and a
/// command that cannot run here says why.
enum CommandPlan: Equatable {
    /// Not run here, and why.
    case skip(String)
    /// A command no rule covers: a failure, until a rule says how to run it or why not.
    case unknown
    /// A built executable, to run to its end.
    case run(executable: String, arguments: [String])
    /// A server: run until it listens, then stopped with SIGTERM.
    case serve(executable: String, arguments: [String])
    /// `curl` against the test's server.
    case curl(arguments: [String])

    /// Executables that draw screens: in a terminal without `--headless`, so run headless here.
    static let screenExecutables: Set = ["landmarks-app", "landmarks-preview", "reservations-preview"]
    /// Flags after which a screen executable prints and exits without drawing.
    static let printingFlags: Set = ["--headless", "--list-presets", "--list-stories", "--help"]
    /// The address the README's examples give a running server; the test's own server takes
    /// its place.
    static let readmeServer = "http://127.0.0.1:8080"

    /// The plan for `command`; `testScript` is `scripts/test`, whose own steps are not run again.
    init(_ command: ReadmeCommand, testScript: String) {
        let words = command.words
        if let host = Self.remoteHost(in: command.text) {
            self = .skip("an example for other machines (\(host)): nothing of this machine answers there")
            return
        }
        if words.first == "scripts/test" {
            self = .skip("the test command itself, which runs this test")
            return
        }
        if let script = words.first, script.hasPrefix("scripts/"),
            testScript.split(separator: "\n").contains(where: {
                $0.drop { $0 == " " }.split(separator: " ").first.map(String.init) == script
            })
        {
            self = .skip("scripts/test runs \(script) as a step of its own")
            return
        }
        if words.first == "scripts/start-tls-proxy" {
            self = .skip(
                "leaves nginx running in the background: HTTPSTests starts it in front of a server of its own"
            )
            return
        }
        if words.first == "scripts/preview" {
            self = .skip(
                "runs in a terminal until quit: PreviewScriptProcessTests runs its loop on a pseudo-terminal")
            return
        }
        if words.first == "curl" {
            self = .curl(arguments: Array(words.dropFirst()))
            return
        }
        guard let run = SwiftRun(words) else {
            self = .unknown
            return
        }
        if let configuration = run.configuration, configuration != "debug" {
            self = .skip("a \(configuration) build, which the tests do not make (see Performance)")
            return
        }
        let invocation = ([run.executable] + run.arguments).joined(separator: " ")
        if testScript.contains(invocation) {
            self = .skip("scripts/test runs `\(invocation)` as a step of its own")
            return
        }
        if let reason = Self.changesTheRepository(run) {
            self = .skip(reason)
            return
        }
        if run.executable == "landmarks-server" {
            self = .serve(executable: run.executable, arguments: run.arguments)
            return
        }
        var arguments = run.arguments
        if Self.screenExecutables.contains(run.executable), Self.printingFlags.isDisjoint(with: arguments) {
            arguments.insert("--headless", at: 0)
        }
        self = .run(executable: run.executable, arguments: arguments)
    }

    /// Whether the command needs a running landmarks-server: it names one, or asks for live data
    /// from the default server.
    var needsServer: Bool {
        switch self {
        case .skip, .unknown, .serve: return false
        case .curl: return true
        case let .run(executable, arguments):
            if arguments.contains(where: { $0.contains(Self.readmeServer) }) { return true }
            let preset = arguments.firstIndex(of: "--preset").map { arguments.index(after: $0) }
                .flatMap { arguments.indices.contains($0) ? arguments[$0] : nil }
            return executable != "landmarks-app" && preset == "live"
        }
    }

    /// A network URL's host that is not this machine, if the text names one (an app link,
    /// `landmarks://reservations/…`, names a screen, not a host).
    private static func remoteHost(in text: String) -> String? {
        let pattern = /(?:https?|postgres(?:ql)?):\/\/(?:[^@\/\s]*@)?([A-Za-z0-9.\-]+)/
        for match in text.matches(of: pattern) {
            let host = String(match.output.1)
            if !["127.0.0.1", "localhost"].contains(host) { return host }
        }
        return nil
    }

    /// Why running the command here would change the repository, if it would; what proves it
    /// instead.
    private static func changesTheRepository(_ run: SwiftRun) -> String? {
        switch run.executable {
        case "new-feature" where run.arguments.contains("--from-openapi"):
            return
                "writes a feature into the repository: scripts/prove-openapi-feature runs it, then removes it"
        case "new-feature" where !run.arguments.contains("--dry-run"):
            return "writes a feature into the repository: scripts/prove-new-feature runs it in a copy"
        case "preview-gallery" where run.arguments.contains("--record"):
            return "rewrites Gallery/: preview-gallery --check in scripts/test draws the same frames"
        default:
            return nil
        }
    }
}
