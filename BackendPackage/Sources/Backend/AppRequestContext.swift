public import Hummingbird

/// The request context of every route: Hummingbird's basics with a 1 MiB body limit (a larger
/// body is answered 413).
public struct AppRequestContext: RequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage

    /// Creates the context for one request.
    public init(source: Source) {
        coreContext = .init(source: source)
    }

    /// 1 MiB.
    public var maxUploadSize: Int { 1 << 20 }
}
