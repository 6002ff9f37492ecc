/// Editable text bound to a model's ``TextInput`` (text and cursor), as SwiftUI's
/// `TextField(_:text:)`: typing inserts at the cursor, ←/→, Home and End move it, Backspace and
/// Delete remove. A secure input draws bullets.
public struct TextField: FormField {
    public let label: String
    /// The text and its cursor.
    public var text: Binding<TextInput>
    /// Shown while the text is empty and the field is not focused.
    public var prompt: String
    /// The footer's hint while the field has focus; `nil` shows none.
    public var typingHint: KeyHint?
    var submit: (@MainActor () -> Void)?
    public var error: String?
    public var isFocused = false

    /// Creates a field.
    public init(_ label: String, text: Binding<TextInput>, prompt: String = "", typingHint: KeyHint? = .edit) {
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

    public var role: WidgetRole { text.wrappedValue.isSecure ? .secureField : .textField }
    public var isFocusable: Bool { true }
    public var capturesTyping: Bool { true }
    public var control: FormControl { .text(text.wrappedValue, placeholder: prompt) }
    public var keyBindings: [KeyBinding] { typingHint.map { [KeyBinding.hint($0)] } ?? [] }

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

    public func draw(in size: Size, context: DrawContext) -> [Line] {
        [text.wrappedValue.line(width: size.columns, isFocused: isFocused, placeholder: prompt)]
    }
}
