/// A one-line text input, such as a search field.
public struct TextField: Sendable, Hashable {
    /// The label before the text: "Search".
    public var label: String
    /// The text typed so far.
    public var text: String
    /// Shown instead of the text when it is empty and the field is not focused.
    public var placeholder: String
    /// Whether keys go to this field; a focused field shows a cursor.
    public var isFocused: Bool

    /// Creates a text field.
    public init(label: String, text: String, placeholder: String = "", isFocused: Bool) {
        self.label = label
        self.text = text
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// The field as one line; the end of long text stays visible, as it does while typing.
    public func line(width: Int) -> Line {
        var line = Line(" \(label): ", style: isFocused ? .key : .label)
        let room = max(1, width - line.width - 1)
        if text.isEmpty, !isFocused {
            line.append(placeholder, style: .muted)
        } else {
            var visible = text
            while TextWidth.of(visible) > room - 1, !visible.isEmpty { visible.removeFirst() }
            line.append(visible)
            if isFocused { line.append("█", style: .key) }
        }
        return line.truncated(to: width)
    }

    /// Applies an editing key: a printable character appends, Backspace deletes the last character.
    /// Returns whether the key edited the text.
    public mutating func edit(with key: Key) -> Bool {
        switch key {
        case let .character(character):
            text.append(character)
            return true
        case .backspace:
            guard !text.isEmpty else { return false }
            text.removeLast()
            return true
        default:
            return false
        }
    }
}
