/// Which row of a form has focus, as SwiftUI's `@FocusState` over the form's own field enum:
/// one of its fields, or the submit row. The model owns it, so a test drives a form without
/// drawing it (DesignSystem's `Form` moves it with the keys):
///
/// ```swift
/// #expect(form.focus == .field(.date))
/// ```
public enum FormFocus<Field: Hashable & CaseIterable & Sendable>: Hashable, Sendable {
    /// A field, as the form's enum names it.
    case field(Field)
    /// The submit row ("Save", "Sign in"), after the last field.
    case submit

    /// Every row, top to bottom: the fields in the order the enum lists them, then the submit
    /// row.
    public static var rows: [Self] { Field.allCases.map(Self.field) + [.submit] }

    /// The row's position among ``rows``.
    public var row: Int { Self.rows.firstIndex(of: self) ?? Self.rows.count - 1 }
}
