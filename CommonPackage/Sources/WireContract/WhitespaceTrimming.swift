extension StringProtocol {
    /// The text without the spaces and tabs around it, as `trimmingCharacters(in: .whitespaces)`
    /// gives: tab, the Unicode space separators and the zero width space; line breaks are kept.
    ///
    /// Written out in the days when the client's modules did not load Foundation's own library
    /// (they do now: URLSession is in it); `EssentialsTextTests` keeps it equal to Foundation's
    /// `trimmingCharacters(in:)`. A header value and a typed name are trimmed the same.
    public func trimmingWhitespace() -> String { trimming(where: Self.isWhitespace) }

    /// The text without white space or line breaks around it, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives.
    public func trimmingWhitespaceAndNewlines() -> String {
        trimming { Self.isWhitespace($0) || Self.isNewline($0) }
    }

    private func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// U+000A to U+000D, U+0085, U+2028 and U+2029: `CharacterSet.newlines`.
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
