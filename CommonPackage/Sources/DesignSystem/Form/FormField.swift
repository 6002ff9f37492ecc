public import Foundation

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
    /// The field with `message` shown under it; `nil` shows nothing.
    public func error(_ message: String?) -> Self {
        var copy = self
        copy.error = message
        return copy
    }
}

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

/// One of several options, changed with ←/→, as SwiftUI's `Picker(_:selection:)`.
public struct Picker: FormField {
    public let label: String
    /// The index of the chosen option.
    public var selection: Binding<Int>
    /// The options, in order.
    public var options: [String]
    /// How the chosen option reads: its name unless told otherwise.
    public var format: (_ index: Int, _ option: String) -> String
    public var error: String?
    public var isFocused = false

    /// Creates a picker.
    public init(
        _ label: String, selection: Binding<Int>, options: [String],
        format: @escaping (_ index: Int, _ option: String) -> String = { $1 }
    ) {
        self.label = label
        self.selection = selection
        self.options = options
        self.format = format
    }

    public var role: WidgetRole { .picker }
    public var isFocusable: Bool { true }

    public var control: FormControl {
        let index = selection.wrappedValue
        return .adjustable(options.indices.contains(index) ? format(index, options[index]) : "")
    }

    public var keyBindings: [KeyBinding] {
        [
            KeyBinding(keys: [.left, .right], .change) { key in
                if let next = ChoicePicker.step(selection.wrappedValue, count: options.count, with: key) {
                    selection.wrappedValue = next
                }
            }
        ]
    }

    public func draw(in size: Size, context: DrawContext) -> [Line] { [Line(control.text)] }
}

/// A whole number changed with ←/→ within bounds, as SwiftUI's `Stepper(value:in:)`.
public struct Stepper: FormField {
    public let label: String
    /// The number.
    public var value: Binding<Int>
    /// The numbers allowed.
    public var range: ClosedRange<Int>
    /// How the number reads: "2 people".
    public var format: (Int) -> String
    public var error: String?
    public var isFocused = false

    /// Creates a stepper.
    public init(
        _ label: String, value: Binding<Int>, in range: ClosedRange<Int>,
        format: @escaping (Int) -> String = { "\($0)" }
    ) {
        self.label = label
        self.value = value
        self.range = range
        self.format = format
    }

    public var role: WidgetRole { .stepper }
    public var isFocusable: Bool { true }
    public var control: FormControl { .adjustable(format(value.wrappedValue)) }

    public var keyBindings: [KeyBinding] {
        [
            KeyBinding(keys: [.left, .right], .change) { key in
                if let next = NumberStepper.step(value.wrappedValue, in: range, with: key) {
                    value.wrappedValue = next
                }
            }
        ]
    }

    public func draw(in size: Size, context: DrawContext) -> [Line] { [Line(control.text)] }
}

/// A date, or a time of day, changed with ←/→, as SwiftUI's `DatePicker`: a day at a time, or a
/// number of minutes within the day, in the calendar (and time zone) it is given.
public struct DatePicker: FormField {
    public let label: String
    /// The date.
    public var selection: Binding<Date>
    /// How far one key moves it.
    public var unit: DateStepper.Unit
    /// The calendar whose days and time zone the steps follow.
    public var calendar: Calendar
    /// How the date reads.
    public var format: (Date) -> String
    public var error: String?
    public var isFocused = false

    /// Creates a date or time field.
    public init(
        _ label: String, selection: Binding<Date>, step unit: DateStepper.Unit, calendar: Calendar,
        format: @escaping (Date) -> String
    ) {
        self.label = label
        self.selection = selection
        self.unit = unit
        self.calendar = calendar
        self.format = format
    }

    public var role: WidgetRole { .datePicker }
    public var isFocusable: Bool { true }
    public var control: FormControl { .adjustable(format(selection.wrappedValue)) }

    public var keyBindings: [KeyBinding] {
        [
            KeyBinding(keys: [.left, .right], .change) { key in
                if let next = DateStepper.step(selection.wrappedValue, by: unit, with: key, calendar: calendar) {
                    selection.wrappedValue = next
                }
            }
        ]
    }

    public func draw(in size: Size, context: DrawContext) -> [Line] { [Line(control.text)] }
}

/// A value a form shows but cannot change, as SwiftUI's `LabeledContent`. Focus skips it unless
/// it stands in for a control that is not ready yet ("Loading landmarks…").
public struct LabeledContent: FormField {
    public let label: String
    /// What it shows.
    public var value: String
    public let isFocusable: Bool
    public var error: String?
    public var isFocused = false

    /// Creates a fixed row.
    public init(_ label: String, value: String, isFocusable: Bool = false) {
        self.label = label
        self.value = value
        self.isFocusable = isFocusable
    }

    public var role: WidgetRole { .labeledContent }
    public var control: FormControl { .fixed(value) }
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
