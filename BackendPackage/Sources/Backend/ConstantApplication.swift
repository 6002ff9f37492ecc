public import Foundation
public import Hummingbird
public import Logging

/// A plain Hummingbird application that answers `GET path` with `body`, encoded once: the
/// reference the benchmarks compare the backend's (and the client's) per-request cost against.
///
/// ```swift
/// try await buildConstantApplication(path: "/constant", body: json, port: 8090).runService()
/// ```
public func buildConstantApplication(
    path: String, body: Data, host: String = "127.0.0.1", port: Int,
    onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in },
    logger: Logger = Logger(label: "constant-server")
) -> some ApplicationProtocol {
    let router = Router()
    let buffer = ByteBuffer(bytes: body)
    router.get(RouterPath(path)) { _, _ in
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: buffer))
    }
    return Application(
        router: router, configuration: .init(address: .hostname(host, port: port)),
        onServerRunning: { await onServerRunning($0.localAddress?.port ?? 0) }, logger: logger)
}
