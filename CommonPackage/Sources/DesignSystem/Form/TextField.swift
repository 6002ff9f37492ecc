public import Toolkit

/// Editable text bound to a model's `TextInput` (text and cursor), as SwiftUI's
/// `TextField(_:text:)`: typing inserts at the cursor, ←/→, Home and End move it, Backspace and
/// Delete remove. A secure input draws bullets.
public struct TextField: FormField {
    /// What the row says before the text: "Notes", "Password".
    public let label: String
    /// The text and its cursor.
    public var text: Binding<TextInput>
    /// Shown while the text is empty and the field is not focused.
    public var prompt: String
    /// The footer's hint while the field has focus; `nil` shows none.
    public var typingHint: KeyHint?
    var submit: (@MainActor () -> Void)?
    /// What is wrong with the text, shown under it.
    public var error: String?
    /// Whether the row has focus; the form sets it.
    public var isFocused = false

    /// A field labelled `label` editing `text`, showing `prompt` while it is empty.
    public init(_ label: String, text: Binding<TextInput>, prompt: String = "", typingHint: KeyHint? = .edit)
    {
        self.label = label
        self.text = text
        self.prompt = prompt
        self.typingHint = typingHint
    }

    /// The field with Enter running `action` instead of moving to the next field.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> TextField {
        var copy = self
        copy.submit = action
        return copy
    }

    /// A secure field for a password, else a text field, for the accessibility outline.
    public var role: WidgetRole { text.wrappedValue.isSecure ? .secureField : .textField }
    /// Always: it takes typing.
    public var isFocusable: Bool { true }
    /// Every character typed is the text's while it has focus.
    public var capturesTyping: Bool { true }
    /// The text, a secure field's as bullets.
    public var valueText: String {
        let input = text.wrappedValue
        return input.isSecure ? String(repeating: "•", count: input.text.count) : input.text
    }
    /// The typing hint ("type Edit") when there is one.
    public var keyBindings: [KeyBinding] { typingHint.map { [KeyBinding.hint($0)] } ?? [] }

    /// Enter runs `onSubmit` when one is set; any other key edits the text as `TextInput` does
    /// (typing at the cursor, moving it, deleting).
    public func handle(_ key: Key) -> Bool {
        if key == .enter, let submit {
            submit()
            return true
        }
        var input = text.wrappedValue
        guard input.edit(with: key) else { return false }
        text.wrappedValue = input
        return true
    }

    /// The text with its cursor while focused (a secure field's as bullets), else the prompt
    /// while it is empty.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        [text.wrappedValue.line(width: size.columns, isFocused: isFocused, placeholder: prompt)]
    }
}
