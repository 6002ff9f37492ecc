/// A row of a ``Form``: a labelled control bound to a model property, which owns its keys.
/// The form tells it when it has focus and draws it; its error shows under it.
@MainActor
public protocol FormField: Widget {
    /// How the row shows its value.
    var control: FormControl { get }
    /// What is wrong with the value, shown under it.
    var error: String? { get set }
    /// Whether the row has focus; the form sets it.
    var isFocused: Bool { get set }
}

extension FormField {
    /// The value as shown, a secure field's as bullets, and what is wrong with it.
    public var accessibilityValue: String? {
        var value = control.text
        if case let .text(input, _) = control, input.isSecure {
            value = String(repeating: "•", count: value.count)
        }
        return error.map { "\(value); \($0)" } ?? value
    }

    /// The field with `message` shown under it; `nil` shows nothing.
    public func error(_ message: String?) -> Self {
        var copy = self
        copy.error = message
        return copy
    }
}

/// A value a form shows but cannot change, as SwiftUI's `LabeledContent`. Focus skips it unless
/// it stands in for a control that is not ready yet ("Loading landmarks…").
public struct LabeledContent: FormField {
    /// What the row says before the value.
    public let label: String
    /// What it shows.
    public var value: String
    /// Whether focus stops on it: only while it stands in for a control that is not ready.
    public let isFocusable: Bool
    /// What is wrong, shown under it.
    public var error: String?
    /// Whether the row has focus; the form sets it.
    public var isFocused = false

    /// Creates a fixed row.
    public init(_ label: String, value: String, isFocusable: Bool = false) {
        self.label = label
        self.value = value
        self.isFocusable = isFocusable
    }

    /// Labelled content, for the accessibility outline.
    public var role: WidgetRole { .labeledContent }
    /// The value, fixed.
    public var control: FormControl { .fixed(value) }
    /// The value, muted: it cannot be changed here.
    public func draw(in size: Size, context: DrawContext) -> [Line] { [Line(value, style: .muted)] }
}

extension FormControl {
    /// The value as plain text.
    var text: String {
        switch self {
        case let .text(input, _): input.text
        case let .adjustable(text), let .fixed(text): text
        }
    }
}

extension KeyHint {
    /// ←→ Change
    public static let change = KeyHint("←→", "Change")
    /// type Edit
    public static let edit = KeyHint("type", "Edit")
}
