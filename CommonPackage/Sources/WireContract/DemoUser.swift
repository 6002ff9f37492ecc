/// A development account: the Backend seeds a new database with these, and the client's mock
/// session signs them in, so both accept the same names and passwords. The passwords are public
/// (the README gives them): development data, never production.
public struct DemoUser: Sendable, Hashable {
    /// The name to sign in with.
    public let username: String
    /// The password, public: the demo users are for trying the app.
    public let password: String

    /// The demo accounts, in order; `landmarks-app` signs in as the first.
    public static let all = [
        DemoUser(username: "ada", password: "ada-password"),
        DemoUser(username: "grace", password: "grace-password"),
    ]
}
