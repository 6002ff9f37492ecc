public import Toolkit

extension TextInput {
    /// Applies an editing key and returns whether it changed the text or moved the cursor:
    /// typing and pasting insert at the cursor, ←/→, Home and End move it, Backspace and Delete remove.
    /// Keys that mean nothing to a text field (↑, ↓, Enter, Esc, Tab) return `false`, so they
    /// can move focus instead.
    public mutating func edit(with key: Key) -> Bool {
        switch key {
        case let .character(character): insert(character)
        case let .paste(text): text.reduce(false) { inserted, character in insert(character) || inserted }
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .left: moveCursor(to: cursor - 1)
        case .right: moveCursor(to: cursor + 1)
        case .home: moveCursor(to: 0)
        case .end: moveCursor(to: text.count)
        default: false
        }
    }

    /// The text as drawn in `width` columns: bullets when secure, a block cursor when focused,
    /// scrolled so the cursor stays visible.
    public func line(width: Int, isFocused: Bool, placeholder: String = "") -> Line {
        guard width > 0 else { return Line() }
        let shown = isSecure ? String(repeating: "•", count: text.count) : text
        if shown.isEmpty, !isFocused { return Line(placeholder, style: .muted).truncated(to: width) }
        guard isFocused else { return Line(shown).truncated(to: width) }
        let characters = Array(shown)
        // Keep the cursor in view: show the end of the text before it when it does not all fit.
        var start = 0
        while start < cursor, TextWidth.of(String(characters[start..<cursor])) > width - 1 { start += 1 }
        var line = Line(String(characters[start..<cursor]))
        // At the end the cursor is a block, as in the search field; inside the text it is the
        // character under it, inverted.
        if cursor < characters.count {
            line.append(String(characters[cursor]), style: Style(inverse: true))
        } else {
            line.append("█", style: .key)
        }
        if cursor + 1 < characters.count { line.append(String(characters[(cursor + 1)...])) }
        return line.truncated(to: width)
    }
}
