/// Turns raw terminal bytes into keys.
///
/// Reads can split a sequence anywhere (an arrow's `ESC [ A`, a UTF-8 character), so bytes that
/// do not yet form a key stay pending until the next ``feed(_:)``. A lone `ESC` is ambiguous: it
/// may be Esc or the start of a sequence. The reader calls ``flush()`` when no more bytes arrive
/// shortly after it, and it becomes ``Key/escape``.
///
/// A paste comes between the markers of bracketed paste mode (`CSI 200 ~` and `CSI 201 ~`, which
/// the terminal sends once asked with `CSI ? 2004 h`). Its characters are held until the end
/// marker and become one ``Key/paste(_:)``; it is text, so the Enter, Tab and other control keys
/// in it are left out.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The text of a paste whose end marker has not come yet.
    private var pasted: String?

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence, or a paste for its end.
    public var hasPending: Bool { !pending.isEmpty || pasted != nil }

    /// Decodes as many keys as the bytes so far allow.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (input, length) = Self.decode(pending[index...]) else { break }
            index += length
            switch input {
            case .pasteBegins:
                pasted = pasted ?? ""
            case .pasteEnds:
                if let pasted, !pasted.isEmpty { keys.append(.paste(pasted)) }
                pasted = nil
            case let .key(key):
                if pasted == nil {
                    keys.append(key)
                } else if case let .character(character) = key {
                    pasted?.append(character)
                }
            case nil:
                break
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Resolves what is pending once no more bytes are coming: a lone `ESC` is Esc; an
    /// unfinished sequence after it is Esc followed by its characters; a cut UTF-8 character is
    /// dropped; a paste whose end never came is what arrived of it.
    public mutating func flush() -> [Key] {
        defer {
            pending.removeAll()
            pasted = nil
        }
        let paste = pasted.flatMap { $0.isEmpty ? nil : [Key.paste($0)] } ?? []
        guard pending.first == 0x1B else { return paste }
        var rest = KeyDecoder()
        return paste + [.escape] + rest.feed(pending.dropFirst()) + rest.flush()
    }

    /// What a run of bytes means: a key, or a paste's start or end.
    private enum Input {
        case key(Key)
        case pasteBegins
        case pasteEnds
    }

    /// The input at the start of `bytes` and how many bytes it used; `nil` when more are needed.
    /// A `nil` input with a length skips bytes that mean nothing to us.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Input?, Int)? {
        guard let first = bytes.first else { return nil }
        let key: (Key?, Int)?
        switch first {
        case 0x1B:
            if let marker = pasteMarker(bytes) { return marker }
            key = decodeEscape(bytes)
        case 0x0D, 0x0A: key = (.enter, 1)
        case 0x09: key = (.tab, 1)
        case 0x7F, 0x08: key = (.backspace, 1)
        case 0x01...0x1A: key = (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: key = (nil, 1)
        default: key = decodeCharacter(bytes)
        }
        return key.map { ($0.0.map(Input.key), $0.1) }
    }

    /// Bracketed paste mode's markers.
    private static let pasteMarkers: [(Input, [UInt8])] = [
        (.pasteBegins, Array("\u{1B}[200~".utf8)), (.pasteEnds, Array("\u{1B}[201~".utf8)),
    ]

    /// `CSI 200 ~` or `CSI 201 ~` at the start of `bytes`, if complete.
    private static func pasteMarker(_ bytes: ArraySlice<UInt8>) -> (Input?, Int)? {
        for (input, marker) in pasteMarkers where bytes.starts(with: marker) { return (input, marker.count) }
        return nil
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            // CSI: parameters 0x30-0x3F, intermediates 0x20-0x2F, then one final byte 0x40-0x7E.
            var index = start + 2
            while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { return nil }
            let final = bytes[index]
            let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
            return (csiKey(final: final, parameters: parameters), index - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (ss3Key(bytes[start + 2]), 3)
        case 0x1B:
            // Esc pressed twice quickly: the first is a key of its own.
            return (.escape, 1)
        default:
            // Alt+key arrives as ESC then the key: report Esc and let the key decode next.
            return (.escape, 1)
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        // Focus reporting (`CSI ? 1004 h`): the window gained or lost focus.
        case UInt8(ascii: "I") where parameters.isEmpty: .focusGained
        case UInt8(ascii: "O") where parameters.isEmpty: .focusLost
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": .home
            case "4", "8": .end
            case "3": .delete
            case "5": .pageUp
            case "6": .pageDown
            default: nil
            }
        default: nil
        }
    }

    /// `ESC O` + letter: the arrows, Home and End in application cursor mode, which use the
    /// same final letters as their CSI forms.
    private static func ss3Key(_ byte: UInt8) -> Key? {
        "ABCDHF".utf8.contains(byte) ? csiKey(final: byte, parameters: "") : nil
    }

    private static func decodeCharacter(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length =
            switch first {
            case 0x00..<0x80: 1
            case 0xC0..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF8: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }  // a stray continuation byte
        guard bytes.count >= length else { return nil }
        let encoded = bytes.prefix(length)
        guard let text = String(validating: encoded, as: UTF8.self), let character = text.first else {
            return (nil, length)
        }
        return (.character(character), length)
    }
}
