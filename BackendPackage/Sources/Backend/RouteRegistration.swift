import Foundation
import Hummingbird
import NIOFoundationCompat
import WireContract

/// A route the server answers, as the OpenAPI document describes it.
struct RouteDocumentation: Sendable {
    var method: WireContract.HTTPMethod
    var template: String
    var summary: String
    var requiresToken: Bool
    var requestType: String?
    var responseType: String
}

/// Registers handlers from the shared `Route` values, so the server answers exactly the paths and
/// types the client calls, and records each route for the OpenAPI document.
final class RouteTable<Context: RequestContext> {
    private(set) var routes: [RouteDocumentation] = []
    let router: Router<Context>

    init(router: Router<Context>) {
        self.router = router
    }

    /// A handler: the request, its context and its decoded body in; the answer out.
    typealias Handler<Body, Answer> =
        @Sendable (_ request: Hummingbird.Request, _ context: Context, _ body: Body)
        async throws -> Answer

    /// Registers `handler` for `route`; it gets the decoded body and answers the response type.
    func add<Request: Decodable, Response: Encodable>(
        _ route: Route<Request, Response>, summary: String, requiresToken: Bool,
        handler: @escaping Handler<Request, Response>
    ) {
        addEncoded(route, summary: summary, requiresToken: requiresToken) { request, context, body in
            try EncodedJSON(try await handler(request, context, body))
        }
    }

    /// Registers `handler` for `route`, answering JSON encoded from the response type, possibly
    /// ahead of time (the landmark catalog's anonymous answers).
    func addEncoded<Request: Decodable, Response: Encodable>(
        _ route: Route<Request, Response>, summary: String, requiresToken: Bool,
        handler: @escaping Handler<Request, EncodedJSON<Response>>
    ) {
        routes.append(
            RouteDocumentation(
                method: route.method, template: route.template, summary: summary,
                requiresToken: requiresToken,
                requestType: Request.self == EmptyBody.self ? nil : "\(Request.self)",
                responseType: "\(Response.self)"))
        router.on(RouterPath(Self.hummingbirdPath(route.template)), method: Self.method(route.method)) {
            request, context in
            let body: Request
            if Request.self == EmptyBody.self, let empty = EmptyBody() as? Request {
                body = empty
            } else {
                // Decoded here rather than with `request.decode`, which turns a DecodingError into a
                // bare 400: the ErrorMiddleware names the field that was wrong.
                let buffer = try await request.body.collect(upTo: context.maxUploadSize)
                body = try JSONCoding.decoder().decode(Request.self, from: Data(buffer: buffer))
            }
            return try await handler(request, context, body)
        }
    }

    /// `/landmarks/{id}` → `/landmarks/:id`.
    static func hummingbirdPath(_ template: String) -> String {
        template.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? ":" + segment.dropFirst().dropLast() : segment
        }.joined(separator: "/")
    }

    static func method(_ method: WireContract.HTTPMethod) -> HTTPRequest.Method {
        switch method {
        case .get: .get
        case .post: .post
        case .put: .put
        case .patch: .patch
        case .delete: .delete
        }
    }
}

/// JSON encoded from a `Value` with the shared encoder (ISO 8601 dates, sorted keys). It can
/// only be made by encoding a `Value`, so a route answering it still answers its declared type.
struct EncodedJSON<Value: Encodable>: ResponseGenerator, Sendable {
    let bytes: ByteBuffer

    init(_ value: Value) throws {
        bytes = ByteBuffer(bytes: try JSONCoding.encoder().encode(value))
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: bytes))
    }
}

extension Parameters {
    /// The UUID in path parameter `name`, or a 400 naming it.
    func uuid(_ name: String) throws -> UUID {
        guard let text = get(name), let id = UUID(uuidString: text) else {
            throw APIError.invalidField(name, "must be a UUID")
        }
        return id
    }
}
