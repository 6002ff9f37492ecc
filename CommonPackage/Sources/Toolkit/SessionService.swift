public import Foundation

/// Signing in and out, as closures, like every feature's service: the app's sign-in screen and
/// its sign-out key go through it, so a preset can sign out and in again as a live server does,
/// and `check-fidelity` runs one behaviour suite against both.
///
/// Whoever is signed in when the service is made stays signed in until ``signOut``: a preset
/// starts signed in as the first demo user, as the embedded server's app does.
public struct SessionService: Sendable {
    /// Who is signed in as far as this device knows (a token is held), without asking the server.
    public var user: @Sendable () async -> String?
    /// Signs in, replacing whoever was; a refusal leaves them signed in.
    ///
    /// - Throws: ``AppError/unauthorized`` for a wrong name or password.
    public var signIn: @Sendable (_ user: String, _ password: String) async throws -> Void
    /// Asks the server to revoke the token, and forgets it whatever the server answers.
    ///
    /// - Throws: ``AppError/unauthorized`` when nobody was signed in; the server's failure when
    ///   it could not revoke the token (the device has forgotten it all the same).
    public var signOut: @Sendable () async throws -> Void

    /// A service from its closures.
    public init(
        user: @escaping @Sendable () async -> String?,
        signIn: @escaping @Sendable (_ user: String, _ password: String) async throws -> Void,
        signOut: @escaping @Sendable () async throws -> Void
    ) {
        self.user = user
        self.signIn = signIn
        self.signOut = signOut
    }
}

extension SessionService {
    /// The server's sign-in (`POST /auth/login` with HTTP Basic) and sign-out (`POST /auth/logout`)
    /// through `client`, keeping the token in `tokens`, which the client's ``AuthInterceptor``
    /// reads.
    public static func live(client: NetworkClient, baseURL: URL, tokens: TokenStore) -> Self {
        SessionService(
            user: { await tokens.user },
            signIn: { user, password in
                try await tokens.signIn(username: user, password: password, client: client, baseURL: baseURL)
            },
            signOut: {
                // The request carries the token; it is forgotten once the server has answered.
                do {
                    let _: EmptyResponse = try await client.execute(
                        ServiceEndpoints.logout.endpoint(), baseURL: baseURL)
                } catch {
                    await tokens.setToken(nil)
                    throw error
                }
                await tokens.setToken(nil)
            })
    }

    /// The server's sign-in and sign-out for what a live preset talks to: its client, server and
    /// token store.
    public static func live(_ services: LiveServices) -> Self {
        .live(client: services.client, baseURL: services.baseURL, tokens: services.tokens)
    }

    /// A server that knows the demo users (`DemoUser.all`) and answers after `latency`, signed
    /// in as `signedIn` (the first demo user unless told otherwise).
    public static func mock(
        latency: Latency = Latency(PresetDefaults.mockLatency),
        signedIn: String? = DemoUser.all.first?.username
    ) -> Self {
        simulated(MockSessionServer(signedIn: signedIn, latency: latency, failure: nil))
    }

    /// A server that cannot be reached (`error`), on a device still signed in as the first demo
    /// user: signing in fails with `error`; signing out forgets the token and reports `error`.
    public static func failing(_ error: AppError) -> Self {
        simulated(MockSessionServer(signedIn: DemoUser.all.first?.username, latency: .zero, failure: error))
    }

    private static func simulated(_ server: MockSessionServer) -> Self {
        SessionService(
            user: { await server.signedIn },
            signIn: { user, password in try await server.signIn(user: user, password: password) },
            signOut: { try await server.signOut() })
    }

    /// The session's presets, paired by name with every feature's: `mock`, `slow` and `empty`
    /// know the demo users (a server with nothing on it still signs people in), `error` and
    /// `offline` cannot reach the server, `live` signs in to it.
    public static let presets = ServicePresets.standard(
        mock: "the demo users, signed in as \(DemoUser.all[0].username)",
        data: { latency, _ in .mock(latency: latency) },
        empty: ("the demo users, signed in as \(DemoUser.all[0].username)", { .mock(latency: .zero) }),
        failing: SessionService.failing,
        offline: (
            "no network: signed in on this device, and the server cannot be reached",
            {
                .failing(.networkOffline)
            }
        ),
        live: ("the server's sign-in", SessionService.live))
}

/// The state behind ``SessionService/mock(latency:signedIn:)`` and
/// ``SessionService/failing(_:)``: who is signed in on the device, and the server's answers.
actor MockSessionServer {
    private(set) var signedIn: String?
    private let latency: Latency
    /// What every call to the server fails with, when it cannot be reached.
    private let failure: AppError?

    init(signedIn: String?, latency: Latency, failure: AppError?) {
        self.signedIn = signedIn
        self.latency = latency
        self.failure = failure
    }

    func signIn(user: String, password: String) async throws {
        try await latency.elapse()
        if let failure { throw failure }
        guard DemoUser.all.contains(where: { $0.username == user && $0.password == password }) else {
            throw AppError.unauthorized
        }
        signedIn = user
    }

    func signOut() async throws {
        let user = signedIn
        // Forgotten on the device before the server answers, as the live service does.
        signedIn = nil
        try await latency.elapse()
        if let failure { throw failure }
        guard user != nil else { throw AppError.unauthorized }
    }
}
