/// A row of a ``Form``: a labelled control bound to a model property, which owns its keys and
/// draws its own value (one line, as wide as the form gives it). The form tells it when it has
/// focus, draws its label before it and its error under it. A new kind of control is one type
/// that conforms.
@MainActor
public protocol FormField: Widget {
    /// The value as it reads, for the accessibility outline (a secure field's as bullets).
    var valueText: String { get }
    /// What is wrong with the value, shown under it.
    var error: String? { get set }
    /// Whether the row has focus; the form sets it.
    var isFocused: Bool { get set }
}

extension FormField {
    /// The value as it reads, and what is wrong with it.
    public var accessibilityValue: String? {
        error.map { "\(valueText); \($0)" } ?? valueText
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
    /// The value.
    public var valueText: String { value }
    /// The value, muted: it cannot be changed here.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        [Line(value, style: .muted).truncated(to: size.columns)]
    }
}

extension KeyHint {
    /// ←→ Change
    public static let change = KeyHint("←→", "Change")
    /// type Edit
    public static let edit = KeyHint("type", "Edit")
}
