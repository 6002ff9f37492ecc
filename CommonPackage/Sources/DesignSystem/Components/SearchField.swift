/// A one-line search field above a list, as SwiftUI's `.searchable` puts one: bound to the
/// query, it takes typing while focused, ↑/↓ move the results it filters, Enter keeps the
/// query and leaves the field, and Esc clears it.
///
/// ```swift
/// SearchField("Search", text: Bindable(model).query, prompt: "press / to search", isFocused: model.isSearching)
///     .results(list)
///     .onSubmit { model.endSearch(clearing: false) }
///     .onCancel { model.endSearch(clearing: true) }
/// ```
@MainActor
public struct SearchField {
    /// The label before the text: "Search".
    public var label: String
    /// The query.
    public var text: Binding<String>
    /// Shown instead of the text when it is empty and the field is not focused.
    public var prompt: String
    /// Whether keys go to this field; a focused field shows a cursor. It only takes focus when
    /// asked to (`/`), so the list under it keeps focus otherwise.
    public var isFocused: Bool
    var results: List?
    var submit: (@MainActor () -> Void)?
    var cancel: (@MainActor () -> Void)?

    /// Creates a search field.
    public init(_ label: String, text: Binding<String>, prompt: String = "", isFocused: Bool) {
        self.label = label
        self.text = text
        self.prompt = prompt
        self.isFocused = isFocused
    }

    /// The field with ↑/↓ moving `list`'s selection while it is focused.
    public func results(_ list: List?) -> SearchField {
        var copy = self
        copy.results = list
        return copy
    }

    /// The field with Enter running `action` (keep the query, leave the field).
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> SearchField {
        var copy = self
        copy.submit = action
        return copy
    }

    /// The field with Esc running `action` (clear the query, leave the field).
    public func onCancel(_ action: @escaping @MainActor () -> Void) -> SearchField {
        var copy = self
        copy.cancel = action
        return copy
    }

}

extension SearchField: Widget {
    /// A search field, for the accessibility outline.
    public var role: WidgetRole { .searchField }
    /// The query.
    public var accessibilityValue: String? { text.wrappedValue }
    /// Only while searching: the list under it keeps focus otherwise.
    public var isFocusable: Bool { isFocused }
    /// Every character typed is the query's.
    public var capturesTyping: Bool { true }

    /// Typing filters, the results' ↑/↓ move their selection, Enter keeps the query, Esc clears it.
    public var keyBindings: [KeyBinding] {
        var bindings = [KeyBinding.hint(KeyHint("type", "Filter"))]
        if let results { bindings.append(results.moveBinding) }
        bindings.append(KeyBinding(.enter, KeyHint("⏎", "Done"), isAvailable: submit != nil) { submit?() })
        bindings.append(
            KeyBinding(.escape, KeyHint("esc", "Clear"), isAvailable: cancel != nil) { cancel?() })
        return bindings
    }

    /// One line.
    public func height(forWidth width: Int) -> Int? { 1 }

    /// The label, then the query with a cursor while focused (the end of a long query stays
    /// visible, as it does while typing), else the prompt when it is empty.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        let width = size.columns
        var line = Line(" \(label): ", style: isFocused ? .key : .label)
        let room = max(1, width - line.width - 1)
        let text = text.wrappedValue
        if text.isEmpty, !isFocused {
            line.append(prompt, style: .muted)
        } else {
            var visible = text
            while TextWidth.of(visible) > room - 1, !visible.isEmpty { visible.removeFirst() }
            line.append(visible)
            if isFocused { line.append("█", style: .key) }
        }
        return [line.truncated(to: width)]
    }

    /// Typing appends a character; Backspace deletes the last one.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case let .character(character):
            text.wrappedValue.append(character)
        case .backspace where !text.wrappedValue.isEmpty:
            text.wrappedValue.removeLast()
        default:
            return false
        }
        return true
    }
}
