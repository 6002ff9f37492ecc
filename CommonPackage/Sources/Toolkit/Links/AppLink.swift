public import Foundation

/// A link into the app: `landmarks://<feature>/<path>?<query>`, the way an `onOpenURL` handler
/// receives a URL. The feature is the URL's host; what the path and query mean is the
/// feature's own grammar (its ``FeatureLocation``), so the app composes links by feature.
///
/// ```swift
/// let link = try AppLink(parsing: "landmarks://landmarks/categories/lakes")
/// link.feature   // "landmarks"
/// link.path      // ["categories", "lakes"]
/// ```
public struct AppLink: Hashable, Sendable, CustomStringConvertible {
    /// The scheme every link has.
    public static let scheme = "landmarks"

    /// The feature the link opens: "landmarks", "reservations".
    public var feature: String
    /// The path's segments, decoded.
    public var path: [String]
    /// The query's items, decoded, in the order the link gives them.
    public var query: [URLQueryItem]

    /// A link to `feature`'s screen at `path`.
    public init(feature: String, path: [String] = [], query: [URLQueryItem] = []) {
        self.feature = feature
        self.path = path
        self.query = query
    }

    /// Parses `text`.
    ///
    /// - Throws: ``LinkError/malformed(_:)`` when it is not a `landmarks://` URL naming a feature.
    public init(parsing text: String) throws(LinkError) {
        guard let components = URLComponents(string: text), components.scheme?.lowercased() == Self.scheme,
            let host = components.host, !host.isEmpty
        else { throw .malformed("'\(text)' is not a \(Self.scheme):// link") }
        feature = host.lowercased()
        path = components.path.split(separator: "/", omittingEmptySubsequences: true).map {
            PercentCoding.decoded(String($0)) ?? String($0)
        }
        query = components.queryItems ?? []
    }

    /// The value of query item `name`, if the link has one.
    public func value(of name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The link as text, escaped where it must be.
    public var description: String {
        var components = URLComponents()
        components.scheme = Self.scheme
        components.host = feature
        components.path = path.isEmpty ? "" : "/" + path.joined(separator: "/")
        components.queryItems = query.isEmpty ? nil : query
        return components.string ?? "\(Self.scheme)://\(feature)"
    }
}

extension AppLink: Codable {
    /// Decodes a link from its text.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try AppLink(parsing: text) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    /// Encodes the link as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Why a link does not open a screen.
public enum LinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a link this app understands: not `landmarks://`, an unknown feature, or a path or
    /// query no feature's grammar has. The text says which, and the forms that exist.
    case malformed(String)
    /// A feature that exists but is turned off (`--disable reservations`), by its name in links.
    case featureOff(String)

    /// One sentence.
    public var description: String {
        switch self {
        case let .malformed(message): message
        case let .featureOff(feature):
            "the \(feature) feature is turned off in this app (--disable \(feature))"
        }
    }
}

/// Where in one feature a link goes: its part of the link grammar, printed and parsed in one
/// place beside its routes. A location is what a feature's model opens (`open(_:)`), and what it
/// says it shows (its current location), so a screen can be opened again exactly.
public protocol FeatureLocation: Hashable, Sendable {
    /// The feature's name in links: the host of `landmarks://<feature>/…`.
    static var feature: String { get }
    /// The forms its links take, for the message that names them: `landmarks://landmarks/<id>`.
    static var forms: [String] { get }
    /// The location `path` and `query` name, or `nil` when they name none.
    init?(path: [String], query: [URLQueryItem])
    /// The path it prints as.
    var path: [String] { get }
    /// The query it prints as.
    var query: [URLQueryItem] { get }
}

extension FeatureLocation {
    /// The location `link` names.
    ///
    /// - Throws: ``LinkError/malformed(_:)`` naming the forms that exist, when the link is
    ///   another feature's or its path names no screen.
    public init(_ link: AppLink) throws(LinkError) {
        guard link.feature == Self.feature, let location = Self(path: link.path, query: link.query) else {
            throw .malformed("'\(link)' opens no screen; links here: \(Self.forms.joined(separator: ", "))")
        }
        self = location
    }

    /// Checks that `link` names a location of this grammar, for a check made before anything
    /// opens it (through `any FeatureLocation.Type`).
    ///
    /// - Throws: ``LinkError/malformed(_:)`` naming the forms that exist.
    public static func check(_ link: AppLink) throws(LinkError) {
        _ = try Self(link)
    }

    /// The link that opens this location.
    public var link: AppLink { AppLink(feature: Self.feature, path: path, query: query) }
}

extension [any FeatureLocation.Type] {
    /// Checks that `link` names a location of one of these grammars, for a check made before
    /// anything opens it.
    ///
    /// - Throws: ``LinkError/malformed(_:)`` naming every form these grammars' links take, or
    ///   the forms of the grammar of `link`'s feature.
    public func check(_ link: AppLink) throws(LinkError) {
        guard let grammar = first(where: { $0.feature == link.feature }) else {
            throw .malformed(
                "'\(link)' opens no screen; links here: \(flatMap { $0.forms }.joined(separator: ", "))")
        }
        try grammar.check(link)
    }
}
