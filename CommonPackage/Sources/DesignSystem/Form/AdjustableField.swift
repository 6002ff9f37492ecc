public import Foundation

/// A value changed with ←/→, bound to a model property: one step at a time, as far as its
/// bounds allow. ``Picker``, ``Stepper`` and ``DatePicker`` are this with their own steps.
public struct AdjustableField<Value>: FormField {
    /// What the row says before the value: "Date", "Party size".
    public let label: String
    /// What it is for the accessibility outline: a picker, a stepper or a date picker.
    public let role: WidgetRole
    /// The model's value, which ←/→ step through.
    public var value: Binding<Value>
    /// The value one step left (`-1`) or right (`1`) of another; `nil` past a bound.
    let step: (_ value: Value, _ direction: Int) -> Value?
    /// How the value reads.
    let format: (Value) -> String
    /// What is wrong with the value, shown under it.
    public var error: String?
    /// Whether the row has focus; the form sets it.
    public var isFocused = false

    /// Always: ←/→ change the value.
    public var isFocusable: Bool { true }
    /// The value as the format writes it.
    public var valueText: String { format(value.wrappedValue) }

    /// ←/→ step the value down and up, within its bounds.
    public var keyBindings: [KeyBinding] {
        [
            KeyBinding(keys: [.left, .right], .change) { key in
                if let next = step(value.wrappedValue, key == .left ? -1 : 1) { value.wrappedValue = next }
            }
        ]
    }

    /// The value as the format writes it, between `‹ ›` while focused: ←/→ change it.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        guard isFocused else { return [Line(valueText).truncated(to: size.columns)] }
        return [
            (Line("‹ ", style: .key) + Line(valueText) + Line(" ›", style: .key)).truncated(to: size.columns)
        ]
    }
}

/// One of several options, changed with ←/→, as SwiftUI's `Picker(_:selection:)`: bound to the
/// chosen option's id, as a picker over `ForEach(options) { Text($0.name).tag($0.id) }` is. It
/// stops at either end.
///
/// ```swift
/// Picker("Landmark", selection: Bindable(model).landmarkID, options: choices) { choice, _ in choice.name }
/// ```
public typealias Picker<Value> = AdjustableField<Value>

/// A whole number changed with ←/→ within bounds, as SwiftUI's `Stepper(value:in:)`.
public typealias Stepper = AdjustableField<Int>

/// A date, or a time of day, changed with ←/→, as SwiftUI's `DatePicker`.
public typealias DatePicker = AdjustableField<Date>

extension AdjustableField where Value: Hashable {
    /// A picker over `options`, bound to the chosen one's id; `format` writes an option and its
    /// position among them (from 0). A selection that is none of the options reads as nothing,
    /// and ←/→ then choose the first.
    public init<Options: RandomAccessCollection>(
        _ label: String, selection: Binding<Value>, options: Options,
        format: @escaping (_ option: Options.Element, _ position: Int) -> String
    ) where Options.Element: Identifiable, Options.Element.ID == Value {
        self.init(label, selection: selection, options: Array(options), tag: \.id, format: format)
    }

    /// A picker over `options` bound to an optional id, as a SwiftUI picker whose tags are
    /// `Optional(option.id)`: `nil` reads as nothing, and ←/→ then choose the first.
    public init<Options: RandomAccessCollection, ID>(
        _ label: String, selection: Binding<Value>, options: Options,
        format: @escaping (_ option: Options.Element, _ position: Int) -> String
    ) where Options.Element: Identifiable, Options.Element.ID == ID, Value == ID? {
        self.init(label, selection: selection, options: Array(options), tag: { $0.id }, format: format)
    }

    private init<Option>(
        _ label: String, selection: Binding<Value>, options: [Option], tag: @escaping (Option) -> Value,
        format: @escaping (Option, Int) -> String
    ) {
        self.label = label
        role = .picker
        value = selection
        step = { chosen, direction in
            guard let position = options.firstIndex(where: { tag($0) == chosen }) else {
                return options.first.map(tag)
            }
            return ChoicePicker.step(position, count: options.count, direction: direction).map {
                tag(options[$0])
            }
        }
        self.format = { chosen in
            options.firstIndex { tag($0) == chosen }.map { format(options[$0], $0) } ?? ""
        }
    }
}

extension AdjustableField where Value == Int {
    /// A stepper within `range`: "2 people".
    public init(
        _ label: String, value: Binding<Int>, in range: ClosedRange<Int>,
        format: @escaping (Int) -> String = { "\($0)" }
    ) {
        self.label = label
        role = .stepper
        self.value = value
        step = { number, direction in NumberStepper.step(number, in: range, direction: direction) }
        self.format = format
    }
}

extension AdjustableField where Value == Date {
    /// A day at a time, or a number of minutes within the day, in `calendar` (and its time zone).
    public init(
        _ label: String, selection: Binding<Date>, step unit: DateStepper.Unit, calendar: Calendar,
        format: @escaping (Date) -> String
    ) {
        self.label = label
        role = .datePicker
        value = selection
        step = { date, direction in DateStepper.step(date, by: unit, direction: direction, calendar: calendar)
        }
        self.format = format
    }
}
