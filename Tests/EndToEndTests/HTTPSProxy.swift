import Foundation
import HarnessTesting
import Toolkit

/// nginx in front of a server, started with `scripts/start-tls-proxy`, showing one kind of
/// certificate. Every proxy of this test process shares one folder of state, so one certificate
/// authority signs them all; it is trusted (``TrustedAuthorities``) before the first https
/// request, as the app does at launch. The proxies stop when the process exits.
struct HTTPSProxy: Sendable {
    /// What the proxy shows, as the script's `--certificate` names it.
    enum Certificate: String, Sendable, CaseIterable {
        case good
        case otherHost = "other-host"
        case expired
        case untrusted
    }

    /// `https://localhost:PORT`.
    let url: URL
    /// The authority that signed the good, other-host and expired certificates.
    let authority: String

    private static let state = FileManager.default.temporaryDirectory
        .appending(path: "landmarks-tls-proxy-tests-\(ProcessInfo.processInfo.processIdentifier)")
    private static let script = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "scripts/start-tls-proxy")

    /// Starts a proxy to `upstream` showing `certificate`.
    static func start(to upstream: URL, showing certificate: Certificate = .good) async throws -> HTTPSProxy {
        let output = try await HarnessProcess(executable: script).run(
            ["--certificate", certificate.rawValue, upstream.absoluteString],
            environment: ["LANDMARKS_TLS_PROXY_DIR": state.path], timeout: .seconds(120))
        let lines = output.stdout.split(separator: "\n").map(String.init)
        guard output.status == 0, lines.count >= 2, let url = URL(string: lines[lines.count - 2]) else {
            throw CocoaError(
                .fileReadUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey: "start-tls-proxy failed: \(output.stdout)\(output.stderr)"
                ])
        }
        let authority = lines[lines.count - 1]
        try TrustedAuthorities.add(pemFile: authority)
        _ = stopsAtExit
        return HTTPSProxy(url: url, authority: authority)
    }

    /// Registers, once, the stop of every proxy of this process and the removal of their folder
    /// when the process exits.
    private static let stopsAtExit: Void = {
        atexit {
            let stop = Process()
            stop.executableURL = HTTPSProxy.script
            stop.arguments = ["--stop"]
            stop.environment = ["LANDMARKS_TLS_PROXY_DIR": HTTPSProxy.state.path, "PATH": "/usr/bin:/bin"]
            try? stop.run()
            stop.waitUntilExit()
            try? FileManager.default.removeItem(at: HTTPSProxy.state)
        }
    }()
}
