public import Toolkit

/// Labelled fields, each with its error under it, and a submit row, as SwiftUI's `Form`:
/// ↓/↑ and Tab/Shift-Tab move focus between the fields that take it, Enter on a field moves to
/// the next, `ctrl-s` submits from anywhere, and Enter on the submit row submits. The focused
/// field handles its own keys first (see ``FocusChain``).
///
/// The focused row is model state of the form's own field enum (see `FormFocus`), bound
/// through `focus`, so a test drives a form without drawing it. The fields are the enum's cases,
/// in its order.
///
/// ```swift
/// Form(focus: Bindable(model).focus, scroll: scroll, submit: FormSubmit(state: .ready, action: model.save)) {
///     Stepper("Party size", value: Bindable(model).partySize, in: 1...20)
///     TextField("Notes", text: Bindable(model).notes)
/// }
/// ```
@MainActor
public struct Form<Field: Hashable & CaseIterable & Sendable> {
    /// The fields, top to bottom: one for each case of `Field`, in its order.
    public var fields: [any FormField]
    /// The focused row: a field, or the submit row.
    public var focus: Binding<FormFocus<Field>>
    /// Where the form is scrolled to.
    public var scroll: ScrollPosition
    /// The submit row and what it does.
    public var submit: FormSubmit

    /// Creates a form of the fields `content` builds.
    public init(
        focus: Binding<FormFocus<Field>>, scroll: ScrollPosition, submit: FormSubmit,
        @FormBuilder _ content: () -> [any FormField]
    ) {
        self.fields = content()
        assert(fields.count == Field.allCases.count, "a form has one field for each case of its Field")
        self.focus = focus
        self.scroll = scroll
        self.submit = submit
    }

    private var focusable: [Bool] { fields.map { $0.isFocusable } }
}

/// The submit row of a ``Form``: what it says, its state, and what it does.
public struct FormSubmit {
    /// What the row says: "Save", "Sign in".
    public var label: String
    /// What it says while submitting: "Saving", "Signing in".
    public var progressLabel: String
    /// Ready, disabled with a reason, or submitting.
    public var state: SaveButton
    /// Whether the footer offers `ctrl-s` (it works either way).
    public var showsShortcut: Bool
    /// A hint for Enter on every row, for a form that submits from its last field.
    public var enterHint: KeyHint?
    /// What submitting does.
    public var action: @MainActor () -> Void

    /// Creates a submit row.
    public init(
        _ label: String = "Save", progressLabel: String = "Saving", state: SaveButton,
        showsShortcut: Bool = true,
        enterHint: KeyHint? = nil, action: @escaping @MainActor () -> Void
    ) {
        self.label = label
        self.progressLabel = progressLabel
        self.state = state
        self.showsShortcut = showsShortcut
        self.enterHint = enterHint
        self.action = action
    }
}

/// The submit row as a widget: it takes focus after the last field and answers Enter.
struct SubmitButton: Widget {
    let submit: FormSubmit
    let isFocused: Bool

    var role: WidgetRole { .button }
    var label: String { submit.label }
    var isFocusable: Bool { true }
    var isBusy: Bool { submit.state == .saving }
    var isDisabled: Bool { submit.state == .saving }
    var keyBindings: [KeyBinding] { [KeyBinding(.enter, KeyHint("⏎", submit.label), action: submit.action)] }
    func draw(in size: Size, context: DrawContext) -> [Line] { [Line("[ \(submit.label) ]")] }
}

extension Form: Widget {
    /// A form, for the accessibility outline.
    public var role: WidgetRole { .form }

    /// The fields, the focused one told so, then the submit row.
    public var children: [any Widget] {
        focusedFields + [SubmitButton(submit: submit, isFocused: focus.wrappedValue.row == fields.count)]
    }

    /// The fields with the focused one told so: what the form lays out and the focus chain
    /// walks.
    private var focusedFields: [any FormField] {
        let focused = focus.wrappedValue.row
        guard fields.indices.contains(focused) else { return fields }
        // Only the focused field changes; copying the others would copy each one's box.
        var fields = fields
        fields[focused].isFocused = true
        return fields
    }

    /// ↓/↑ and Tab/Shift-Tab move between the fields that take focus, Enter moves on (or submits
    /// from the submit row), `ctrl-s` submits from anywhere.
    public var keyBindings: [KeyBinding] {
        [
            KeyBinding(keys: [.down, .up, .tab, .backTab], KeyHint("↑↓", "Field"), placement: .leading) {
                key in
                if let target = focus.wrappedValue.moved(with: key, focusable: focusable) {
                    focus.wrappedValue = target
                }
            },
            KeyBinding(.enter, submit.enterHint) {
                if focus.wrappedValue == .submit {
                    submit.action()
                } else if let next = focus.wrappedValue.moved(with: .down, focusable: focusable) {
                    focus.wrappedValue = next
                }
            },
            KeyBinding(
                .control("s"), submit.showsShortcut ? KeyHint("ctrl-s", submit.label) : nil,
                action: submit.action),
        ]
    }

    /// Each field's label and the value it draws itself, its error under it, and the submit row,
    /// scrolled to keep the focused row in view.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        FormLayout(
            rows: focusedFields, focus: focus.wrappedValue.row,
            save: submit.state, scroll: scroll, saveLabel: submit.label, savingLabel: submit.progressLabel
        )
        .lines(in: size, context: context)
    }
}

/// Builds a form's fields from statements; `if` and `switch` work.
@resultBuilder
public enum FormBuilder {
    /// One field.
    public static func buildExpression(_ field: any FormField) -> [any FormField] { [field] }
    /// The fields of every statement, in order.
    public static func buildBlock(_ parts: [any FormField]...) -> [any FormField] { parts.flatMap { $0 } }
    /// An `if` without `else`: its fields, or none.
    public static func buildOptional(_ part: [any FormField]?) -> [any FormField] { part ?? [] }
    /// The `if` branch of an `if`–`else` or the first case of a `switch`.
    public static func buildEither(first part: [any FormField]) -> [any FormField] { part }
    /// The `else` branch, or a later case.
    public static func buildEither(second part: [any FormField]) -> [any FormField] { part }
}
