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
