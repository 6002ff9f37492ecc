import Foundation
import Hummingbird
import NIOFoundationCompat
import WireContract

/// Who may call a route. The table checks it before the body is read, so a request without a
/// token is a 401 whatever its body, and the OpenAPI document states what the check does.
enum RouteAccess: Sendable {
    /// No token is looked at (health, sign-in, the document).
    case anyone
    /// Personalised for a signed-in caller; a bad token is still a 401.
    case optionalToken
    /// A valid bearer token is required.
    case token
}

/// A follow-up operation the OpenAPI document links a response to (for stateful API testing).
struct RouteLink: Sendable {
    var operationID: String
    /// Path parameter → runtime expression, e.g. `id` → `$response.body#/id`.
    var parameters: [String: String]
}

/// A route the server answers, as the OpenAPI document describes it.
struct RouteDocumentation: Sendable {
    var method: WireContract.HTTPMethod
    var template: String
    var operationID: String
    var summary: String
    var access: RouteAccess
    var requestType: String?
    var responseType: String
    /// The success answer's media type when it is not JSON.
    var contentType: String? = nil
    var links: [String: RouteLink] = [:]
    /// Request headers the route reads, each an optional string (`Last-Event-ID`, `If-Match`).
    var headers: [String] = []
    /// Whether `If-Match` makes it conditional, so it may answer 412.
    var conditional = false

    var requiresToken: Bool { access == .token }
}

/// Registers handlers from the shared `Route` values, so the server answers exactly the paths and
/// types the client calls, checks each route's access where it is declared, and records each route
/// for the OpenAPI document. ``finish()`` adds them all to the router, each bounded by the request
/// deadline, behind the middleware that counts requests by route, turns errors into JSON, and
/// answers 405 with `Allow` for the other methods.
final class RouteTable {
    private(set) var routes: [RouteDocumentation] = []
    let router: Router<AppRequestContext>
    let authenticator: Authenticator
    /// Whether an error says the database does not answer: answered 503 with `Retry-After`.
    let databaseIsUnavailable: @Sendable (any Error) -> Bool
    /// How long each route's handler has to answer.
    let deadline: RequestDeadline
    /// Each route's handler, added to the router by ``finish()`` once the middleware is in place:
    /// Hummingbird wraps a route in the middleware added before it.
    private var handlers: [(template: String, method: HTTPRequest.Method, handler: RouterResponder)] = []

    private typealias RouterResponder =
        @Sendable (Hummingbird.Request, AppRequestContext) async throws -> Response

    /// A table that adds its routes to `router` when it is finished; an error for which
    /// `databaseIsUnavailable` is true is answered 503 with `Retry-After`, as is a handler that
    /// outlasts `deadline`.
    init(
        router: Router<AppRequestContext>, authenticator: Authenticator,
        databaseIsUnavailable: @escaping @Sendable (any Error) -> Bool = { _ in false },
        deadline: RequestDeadline
    ) {
        self.router = router
        self.authenticator = authenticator
        self.databaseIsUnavailable = databaseIsUnavailable
        self.deadline = deadline
    }

    /// A handler: the request, its context, its decoded body and the caller in; the answer out.
    typealias Handler<Body, User, Answer> =
        @Sendable (_ request: Hummingbird.Request, _ context: AppRequestContext, _ body: Body, _ user: User)
        async throws -> Answer

    /// A route anyone may call.
    func add<Request: Decodable, Response: Encodable>(
        _ route: Route<Request, Response>, operation: String, summary: String,
        handler:
            @escaping @Sendable (Hummingbird.Request, AppRequestContext, Request) async throws -> Response
    ) {
        register(route, operation: operation, summary: summary, access: .anyone) {
            request, context, body, _ in
            try EncodedJSON(try await handler(request, context, body))
        }
    }

    /// A route that needs a bearer token; the handler gets the signed-in user.
    func addSignedIn<Request: Decodable, Response: Encodable>(
        _ route: Route<Request, Response>, operation: String, summary: String,
        links: [String: RouteLink] = [:],
        handler: @escaping Handler<Request, StoredUser, Response>
    ) {
        register(route, operation: operation, summary: summary, access: .token, links: links) {
            request, context, body, user in
            guard let user else { throw APIError.unauthorized }
            return try EncodedJSON(try await handler(request, context, body, user))
        }
    }

    /// A route that needs a bearer token and answers JSON encoded ahead of time (a user's cached
    /// reservations) or with an `ETag`. `conditional`: it honours `If-Match`, and may answer 412.
    func addSignedIn<Request: Decodable, Response: Encodable>(
        _ route: Route<Request, Response>, operation: String, summary: String,
        links: [String: RouteLink] = [:], conditional: Bool = false,
        handler: @escaping Handler<Request, StoredUser, EncodedJSON<Response>>
    ) {
        register(
            route, operation: operation, summary: summary, access: .token, links: links,
            headers: conditional ? [EntityTag.ifMatchHeader] : [], conditional: conditional
        ) {
            request, context, body, user in
            guard let user else { throw APIError.unauthorized }
            return try await handler(request, context, body, user)
        }
    }

    /// A route anyone may call that answers a signed-in caller personally, with JSON possibly
    /// encoded ahead of time (the landmark catalog's anonymous answers).
    func addPersonalised<Request: Decodable, Response: Encodable>(
        _ route: Route<Request, Response>, operation: String, summary: String,
        handler: @escaping Handler<Request, StoredUser?, EncodedJSON<Response>>
    ) {
        register(route, operation: operation, summary: summary, access: .optionalToken, handler: handler)
    }

    /// A stream of server-sent events for the signed-in caller: `handler` answers the whole
    /// streaming response. `Last-Event-ID` is documented as the header it reads.
    func addEventStream(
        _ route: Route<EmptyBody, EventStream>, operation: String, summary: String,
        handler:
            @escaping @Sendable (Hummingbird.Request, AppRequestContext, TokenSession) async throws ->
            Response
    ) {
        routes.append(
            RouteDocumentation(
                method: route.method, template: route.template, operationID: operation, summary: summary,
                access: .token, requestType: nil, responseType: "String",
                contentType: ServerSentEvent.contentType, headers: [ServerSentEvent.lastEventIDHeader]))
        let authenticator = authenticator
        handlers.append(
            (
                route.template, Self.method(route.method),
                { request, context in
                    try await handler(request, context, try await authenticator.requireSession(request))
                }
            ))
    }

    /// A route outside the JSON contract (`/openapi.yaml`, `/metrics`) that anyone may call.
    func addDocument(_ documentation: RouteDocumentation, handler: @escaping @Sendable () -> Response) {
        routes.append(documentation)
        handlers.append((documentation.template, Self.method(documentation.method), { _, _ in handler() }))
    }

    /// Adds the middleware, outermost first, then every route; call last.
    ///
    /// - Metrics outside the error middleware, so they see the status each error was answered
    ///   with, and made for the routes there are.
    /// - Errors as JSON outside the 405 middleware, which throws its 405.
    func finish() {
        // Hummingbird labels a route by its template as the contract spells it: `/landmarks/{id}`.
        let metrics = RequestMetrics(routes: handlers.map { ($0.template, $0.method) })
        router.add(middleware: RequestMetricsMiddleware(metrics: metrics))
        router.add(middleware: ErrorMiddleware(databaseIsUnavailable: databaseIsUnavailable))
        let knownPaths = KnownPaths(
            Dictionary(grouping: routes, by: \.template).map { template, documented in
                let allowed = Set(documented.map(\.method))
                return (template, WireContract.HTTPMethod.allCases.filter(allowed.contains).map(\.rawValue))
            })
        router.add(middleware: MethodNotAllowedMiddleware(paths: knownPaths))
        let deadline = deadline
        for (template, method, handler) in handlers {
            router.on(RouterPath(Self.hummingbirdPath(template)), method: method) { request, context in
                try await deadline.run { try await handler(request, context) }
            }
        }
        handlers = []
    }

    private func register<Request: Decodable, Response: Encodable>(
        _ route: Route<Request, Response>, operation: String, summary: String, access: RouteAccess,
        links: [String: RouteLink] = [:], headers: [String] = [], conditional: Bool = false,
        handler: @escaping Handler<Request, StoredUser?, EncodedJSON<Response>>
    ) {
        routes.append(
            RouteDocumentation(
                method: route.method, template: route.template, operationID: operation, summary: summary,
                access: access, requestType: Request.self == EmptyBody.self ? nil : "\(Request.self)",
                responseType: "\(Response.self)", links: links, headers: headers, conditional: conditional))
        let authenticator = authenticator
        let respond: RouterResponder = { request, context in
            let user: StoredUser? =
                switch access {
                case .anyone: nil
                case .optionalToken: try await authenticator.user(request)
                case .token: try await authenticator.requireUser(request)
                }
            let body: Request
            if Request.self == EmptyBody.self, let empty = EmptyBody() as? Request {
                body = empty
            } else {
                // Decoded here rather than with `request.decode`, which turns a DecodingError into a
                // bare 400: the ErrorMiddleware names the field that was wrong.
                let buffer = try await request.body.collect(upTo: context.maxUploadSize)
                body = try JSONCoding.decoder().decode(Request.self, from: Data(buffer: buffer))
            }
            return try await handler(request, context, body, user).response(from: request, context: context)
        }
        handlers.append((route.template, Self.method(route.method), respond))
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
    /// The `ETag` answered with it (a reservation's version).
    var eTag: String?

    init(_ value: Value, eTag: String? = nil) throws {
        bytes = ByteBuffer(bytes: try JSONCoding.encoder().encode(value))
        self.eTag = eTag
    }

    /// Bytes put together from encoded `Value` parts (``LandmarkCatalog/encoded(_:favorites:)``),
    /// which must equal what encoding the whole would give.
    init(assembledFrom bytes: ByteBuffer) {
        self.bytes = bytes
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let eTag { headers[.eTag] = eTag }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }
}

extension Parameters {
    /// The value of `parameter` in the request's path, or a 400 naming it: "id must be a UUID".
    func require<Parameter>(_ parameter: PathParameter<Parameter>) throws -> Parameter {
        guard let text = get(parameter.name), let value = parameter.value(of: text) else {
            throw APIError.invalidField(parameter.name, "must be \(parameter.expected)")
        }
        return value
    }
}
