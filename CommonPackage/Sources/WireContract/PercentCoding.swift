/// Percent coding of one path segment, both ways: what a ``Route`` writes into a path, and what
/// a link's path reads back, by hand (see `trimmingWhitespace()`); `EssentialsTextTests` keeps
/// it equal to Foundation's `addingPercentEncoding(withAllowedCharacters:)`.
package enum PercentCoding {
    /// `value` as one path segment: every UTF-8 byte as `%XX` but the characters a segment keeps
    /// (RFC 3986's `pchar` but `;`, as `CharacterSet.urlPathAllowed` has them: letters, digits
    /// and `-._~!$&'()*+,=:@`), so a `/` in it stays inside it.
    package static func encoded(segment value: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isSegmentCharacter(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with each `%XX` decoded, as `removingPercentEncoding` gives: `nil` when a `%` is
    /// not followed by two hex digits or the bytes are not UTF-8.
    package static func decoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isSegmentCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-._~!$&'()*+,=:@".utf8.contains(byte)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
