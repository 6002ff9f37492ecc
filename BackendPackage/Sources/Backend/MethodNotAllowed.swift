import Hummingbird

/// The path templates a server answers and the methods each takes.
struct KnownPaths: Sendable {
    private struct Entry {
        var template: String
        var segments: [Substring?]  // nil: a `{parameter}`
        var allowed: [String]
    }

    private let entries: [Entry]

    /// The templates (`/landmarks/{id}`) and their methods.
    init(_ paths: [(template: String, allowed: [String])]) {
        entries = paths.map { path in
            Entry(
                template: path.template,
                segments: path.template.split(separator: "/").map { $0.hasPrefix("{") ? nil : $0 },
                allowed: path.allowed)
        }
    }

    /// The template matching `path` and the methods it takes, or `nil` when none matches.
    func match(_ path: String) -> (template: String, allowed: [String])? {
        let segments = path.split(separator: "/")
        return entries.first { entry in
            entry.segments.count == segments.count
                && zip(entry.segments, segments).allSatisfy { template, actual in
                    template.map { $0 == actual } ?? true
                }
        }.map { ($0.template, $0.allowed) }
    }
}

/// Turns the router's 404 for a known path into 405 with `Allow`, whatever the method (TRACE,
/// QUERY, or one made up): the path exists, the method does not.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    let paths: KnownPaths

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError where error.status == .notFound {
            // No template, or one that takes this method (a path the router spells differently,
            // such as a trailing slash): a plain 404.
            guard let match = paths.match(request.uri.path), !match.allowed.contains(request.method.rawValue)
            else { throw error }
            context.coreContext.endpointPath.value = match.template  // metrics label it by its route
            throw APIError.methodNotAllowed(allowed: match.allowed)
        }
    }
}
