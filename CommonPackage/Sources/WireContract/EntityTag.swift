import Foundation

/// A resource's version as HTTP carries it: `ETag: "3"` on what the server answers, and
/// `If-Match: "3"` on a change the client makes, which the server refuses with 412 when the
/// resource has moved on to another version since (someone else changed it).
public enum EntityTag {
    /// `"3"`: the quoted strong tag for `version`.
    public static func header(version: Int) -> String { "\"\(version)\"" }

    /// The version an `If-Match` names: `"3"`, `W/"3"` or a bare `3` gives 3; `*`, a list or
    /// anything else gives `nil` (the server answers 400 for all but `*`).
    public static func version(fromIfMatch header: String) -> Int? {
        var text = header.trimmingWhitespace()
        if text.hasPrefix("W/") { text.removeFirst(2) }
        if text.count >= 3, text.hasPrefix("\""), text.hasSuffix("\"") {
            text = String(text.dropFirst().dropLast())
        }
        // Nine digits at most, as the document's pattern says: a version never comes near it.
        guard (1...9).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// The header names.
    public static let eTagHeader = "ETag"
    /// See ``eTagHeader``.
    public static let ifMatchHeader = "If-Match"
}
