import Foundation
public import WireContract

/// Every failure a service can report. Nothing above the network layer sees a raw `URLError` or
/// `DecodingError`: they are mapped to one of these cases, each with a message for people.
public enum AppError: Error, Sendable, Hashable {
    /// The request never got an answer: no connection, refused, reset.
    case transport(String)
    /// The answer did not arrive before the deadline.
    case timeout
    /// The server answered with a failure status other than 401 and 404.
    case server(status: Int, body: String)
    /// The answer could not be decoded; the detail names the coding path.
    case decodingFailed(String)
    /// The request needs a signed-in user, or the token was refused.
    case unauthorized
    /// The resource does not exist (for this user).
    case notFound
    /// The work was cancelled before it finished.
    case cancelled
    /// Only the cache was to be read (``CachePolicy/cacheOnly``) and it holds nothing.
    case notCached
    /// A failure that is none of the above: a bug or an error nothing maps (a body that cannot
    /// be encoded, say). It is never retried and cached data never stands in for it.
    case unexpected(String)

    /// What the server said went wrong, read from its error body (`ErrorResponse`): its code,
    /// message and the field at fault; `nil` for any other failure, or a body that is not one.
    public var serverError: ErrorResponse.Detail? {
        guard case let .server(_, body) = self else { return nil }
        return try? JSONCoding.decoder().decode(ErrorResponse.self, from: Data(body.utf8)).error
    }

    /// The field a `400 invalid_field` refusal names (`"field": "partySize"`, its name on the
    /// wire) with the server's message; `nil` for any other failure.
    public var refusedField: (name: String, message: String)? {
        guard case .server(400, _) = self, let detail = serverError,
            detail.code == ErrorResponse.invalidField,
            let field = detail.field
        else { return nil }
        return (field, detail.message)
    }

    /// What a client with no network answers (the offline presets).
    public static let networkOffline = AppError.transport("the network is offline")

    /// One sentence to show a person.
    public var message: String {
        switch self {
        case let .transport(detail): "Couldn't reach the server: \(detail)."
        case .timeout: "The server took too long to answer."
        case .server(412, _): "It was changed on another device since you opened it."
        case let .server(status, _): "The server had a problem (HTTP \(status))."
        case let .decodingFailed(detail): "The server's answer couldn't be read (\(detail))."
        case .unauthorized: "You need to sign in to do that."
        case .notFound: "That item could not be found."
        case .cancelled: "The request was cancelled."
        case .notCached: "Nothing is saved on this device yet; connect to the server to load it."
        case let .unexpected(detail): "Something went wrong: \(detail)."
        }
    }

    /// Whether the server refused a change made against a version that is no longer current
    /// (412): someone changed it since, and saving would have overwritten their change.
    public var isStale: Bool {
        if case .server(412, _) = self { true } else { false }
    }

    /// Whether cached data may stand in for the answer this failure prevented: the server could
    /// not be reached, was too slow, failed (5xx), or answered garbage. Not for a refusal (401,
    /// another 4xx), a missing resource (404) or cancellation, which cached data must not paper over.
    public var allowsCachedFallback: Bool {
        switch self {
        case .transport, .timeout, .decodingFailed: true
        case let .server(status, _): status >= 500
        case .unauthorized, .notFound, .cancelled, .notCached, .unexpected: false
        }
    }

    /// Maps any error to an `AppError`; an `AppError` passes through unchanged, and an error
    /// nothing knows becomes ``unexpected(_:)``, not a transport failure to retry or hide.
    public init(_ error: any Error) {
        switch error {
        case let error as AppError: self = error
        case is CancellationError: self = .cancelled
        case let error as DecodingError: self = .decodingFailed(error.codingPathSummary)
        default: self = .unexpected(String(describing: error))
        }
    }
}

extension DecodingError {
    /// `where: what`, for example `landmarks[3].name: expected String`.
    var codingPathSummary: String {
        let (path, detail): ([any CodingKey], String) =
            switch self {
            case let .typeMismatch(type, context): (context.codingPath, "expected \(type)")
            case let .valueNotFound(type, context): (context.codingPath, "missing \(type)")
            case let .keyNotFound(key, context): (context.codingPath + [key], "missing key")
            case let .dataCorrupted(context): (context.codingPath, context.debugDescription)
            @unknown default: ([], String(describing: self))
            }
        let rendered = Self.render(path)
        return rendered.isEmpty ? detail : "\(rendered): \(detail)"
    }
}
