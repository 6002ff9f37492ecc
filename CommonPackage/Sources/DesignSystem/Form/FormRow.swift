/// What a form row shows beside its label.
public enum FormControl: Sendable, Hashable {
    /// Editable text; the placeholder shows while it is empty and unfocused.
    case text(TextInput, placeholder: String = "")
    /// A value changed with ←/→ (a picker, stepper, date or time); drawn `‹ value ›` when focused.
    case adjustable(String)
    /// A value that cannot be changed here; the row is skipped by focus.
    case fixed(String)
}

/// One row of a form: a label, its control, and the field's error under it.
public struct FormRow: Sendable, Hashable {
    /// The field's name: "Party size".
    public var label: String
    /// The value and how it is edited.
    public var control: FormControl
    /// What is wrong with the value, shown under it; `nil` when nothing is.
    public var error: String?

    /// Creates a row.
    public init(_ label: String, _ control: FormControl, error: String? = nil) {
        self.label = label
        self.control = control
        self.error = error
    }
}

/// The Save row at the end of a form.
public enum SaveButton: Sendable, Hashable {
    /// Enter or `ctrl-s` saves.
    case ready
    /// Saving would do nothing or cannot start yet; the reason says why ("Nothing changed").
    case disabled(String)
    /// A save is in flight: a spinner shows, and headless runs wait for it.
    case saving
}

/// Moves focus between a form's rows: ↓/↑ and Tab/Shift-Tab, skipping rows that cannot take
/// focus. The Save row counts as the row after the last field.
public enum FormFocus {
    /// The focus after `key`, or `nil` when the key does not move focus (or cannot go further).
    ///
    /// - Parameter focusable: for each field row, whether it takes focus; the Save row always does.
    public static func move(_ focus: Int, with key: Key, focusable: [Bool]) -> Int? {
        let direction =
            switch key {
            case .down, .tab: 1
            case .up, .backTab: -1
            default: 0
            }
        guard direction != 0 else { return nil }
        var target = focus + direction
        while target >= 0, target < focusable.count, !focusable[target] { target += direction }
        return (0...focusable.count).contains(target) ? target : nil
    }
}
