public import Hummingbird
public import NIOCore

/// The request context of every route: Hummingbird's basics, the client's address (for sign-in
/// limits), and a 1 MiB body limit (a larger body is answered 413).
public struct AppRequestContext: RequestContext, RemoteAddressRequestContext {
    /// The largest body a route accepts: 1 MiB. The OpenAPI document states the same number.
    public static let maxUploadSize = 1 << 20

    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The peer's address; `nil` where there is no socket (in-process tests).
    public let remoteAddress: SocketAddress?

    /// Creates the context for one request.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// 1 MiB.
    public var maxUploadSize: Int { Self.maxUploadSize }
}
