import Toolkit

/// A one-line search field above a list, as SwiftUI's `.searchable` puts one: bound to the
/// query, it takes typing while focused, ↑/↓ move the results it filters, Enter keeps the
/// query and leaves the field, and Esc clears it.
///
/// ```swift
/// SearchField(
///     "Search", text: Binding(get: { search.query }, set: search.updateQuery),
///     prompt: "press / to search", isFocused: search.isSearching)
///     .results(list)
///     .onSubmit { search.end(clearing: false) }
///     .onCancel { search.end(clearing: true) }
/// ```
///
/// A feature's page gets one over a `SearchModel` with the Search module's `.searchable`.
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
    /// The keys that move the results' selection, lent while the field has focus.
    var moveResults: KeyBinding?
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
    public func results<ID>(_ list: List<ID>?) -> SearchField {
        var copy = self
        copy.moveResults = list?.moveBinding
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
        if let moveResults { bindings.append(moveResults) }
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
        let label = Line(" \(label): ", style: isFocused ? .key : .label)
        // Focused, a column is kept free after the cursor; unfocused, the query runs to the edge.
        let room = isFocused ? max(1, width - label.width - 1) : width - label.width
        return [
            (label + input.line(width: room, isFocused: isFocused, placeholder: prompt)).truncated(to: width)
        ]
    }

    /// Typing (or a paste) adds to the query and Backspace removes the last, as a `TextInput`
    /// with its cursor at the end edits them (←/→ are left to the list and the tabs).
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character, .paste, .backspace:
            var input = input
            guard input.edit(with: key) else { return false }
            text.wrappedValue = input.text
            return true
        default:
            return false
        }
    }

    /// The query as editable text, its cursor at the end.
    private var input: TextInput { TextInput(text.wrappedValue) }
}
