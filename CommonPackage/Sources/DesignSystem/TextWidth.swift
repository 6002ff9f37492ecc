/// How many terminal columns text takes: wide East Asian characters and emoji take two,
/// combining marks none. Good enough for our own strings and typical landmark names.
@usableFromInline enum TextWidth {
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return of(scalar)
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0: 0
        case 0x0300...0x036F, 0x200B...0x200F: 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            2
        default: 1
        }
    }

    @usableFromInline static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII is the common case: one column a byte, checked over the bytes in
        // place (walking `utf8` as a collection costs more than the rest of a row's drawing).
        if let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable(isPrintableASCII),
            isPrintableASCII
        {
            return text.utf8.count
        }
        // Next commonest: the interface's own glyphs (─ ▸ ★ … ⠋ ⏎) and Latin text, whose scalars
        // each take one column and never join another, so no grapheme breaking is needed.
        var columns = 0
        for scalar in text.unicodeScalars {
            guard isSingleColumn(scalar) else { return text.reduce(0) { $0 + of($1) } }
            columns += 1
        }
        return columns
    }

    /// Whether every byte is printable ASCII; a loop without early exit, which vectorises.
    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var outside: UInt8 = 0
        for byte in bytes { outside |= byte &- 0x20 >= 0x5F ? 1 : 0 }
        return outside == 0
    }

    /// Whether `scalar` takes one column on its own and cannot combine with its neighbours:
    /// printable ASCII and Latin up to the combining marks, and the punctuation, arrows, box
    /// drawing, blocks, Braille and symbols below the CJK ranges (their combining marks and the
    /// variation selectors excluded).
    private static func isSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010..<0x20D0, 0x2100..<0x2E80: true
        default: false
        }
    }
}
