import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text as the item search compares it: lowercased UTF-8, and the 64-bit signatures that say
/// which bytes a text holds.
enum SearchText {
    /// Lowercased UTF-8; ASCII is folded byte by byte, anything else through `lowercased()`.
    static func folded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        appendFolded(text, to: &bytes)
        return bytes
    }

    /// Appends `text` lowercased, as ``folded(_:)`` makes it, without an array of its own.
    static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte) }
        } else {
            bytes.append(contentsOf: text.lowercased().utf8)
        }
    }

    /// A byte's bit in a signature: a to z, 0 to 9 and the space have one each (37 bits), every
    /// other byte one of the 27 left, by its value; the fields' separator, 0, none.
    static func bit(for byte: UInt8) -> UInt64 {
        switch byte {
        case 0: 0
        case 0x61...0x7A: 1 << (byte - 0x61)
        case 0x30...0x39: 1 << (byte - 0x30 + 26)
        case 0x20: 1 << 36
        default: 1 << (37 + byte % 27)
        }
    }

    /// Whether `byte` has a bit no other byte shares: then a signature holding the bit holds it.
    static func hasOwnBit(_ byte: UInt8) -> Bool { byte != 0 && bit(for: byte) < 1 << 37 }
}

/// A query's bytes, and which of them is looked for first.
struct SearchNeedle {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Which byte memchr looks for first: the needle's rarest in the names, where it stops least.
    let anchor: Int

    /// Where the needle first lies whole within `text[start..<end]`.
    func first(in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard let base = text.baseAddress, let needleBase = bytes.baseAddress else { return nil }
        let byte = Int32(bytes[anchor])
        var position = start + anchor
        let last = end - bytes.count + anchor
        while position <= last, let hit = memchr(base + position, byte, last - position + 1) {
            let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + found - anchor, needleBase, bytes.count) == 0 { return found - anchor }
            position = found + 1
        }
        return nil
    }
}
