public import Foundation

/// A server deployment the client can talk to.
public enum ServerEnvironment: String, Sendable, CaseIterable {
    /// A server on this machine; the default.
    case development
    /// The pre-release deployment.
    case staging
    /// The public deployment.
    case production

    /// The base URL used when `LANDMARKS_BASE_URL` is not set.
    public var defaultBaseURL: URL {
        switch self {
        case .development: URL(string: "http://127.0.0.1:8080")!
        case .staging: URL(string: "https://staging.landmarks.example")!
        case .production: URL(string: "https://api.landmarks.example")!
        }
    }
}
