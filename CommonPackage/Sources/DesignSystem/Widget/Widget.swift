/// What a widget is, as the footer, tests and an accessibility outline read it.
public enum WidgetRole: String, Sendable, Hashable {
    /// A container that only places what is inside it.
    case group
    /// A whole screen of a feature: title, banner, content.
    case page
    /// The app's row of feature tabs.
    case appBar
    /// A screen's title row.
    case title
    /// A row of tabs inside a feature.
    case tabBar
    /// A one-line message.
    case banner
    /// Text to read.
    case text
    /// A scrolling list with one selected row.
    case list
    /// A one-line search field.
    case searchField
    /// Editable text.
    case textField
    /// Editable text drawn as bullets.
    case secureField
    /// One of several choices, changed with ←/→.
    case picker
    /// A number changed with ←/→.
    case stepper
    /// A date or a time changed with ←/→.
    case datePicker
    /// A value shown in a form that cannot be changed there.
    case labeledContent
    /// Labelled fields and a submit row.
    case form
    /// Something Enter does, such as a form's Save row.
    case button
    /// A question over the screen that takes every key until answered.
    case dialog
    /// Work in flight, with a spinner.
    case loading
    /// Nothing to show, and what to do.
    case empty
    /// A failure, and the action that helps.
    case error
}

/// What widgets draw with besides their region.
public struct DrawContext: Sendable, Hashable {
    /// Advances spinners; headless runs keep it at zero so frames are stable.
    public var spinnerPhase: Int

    /// A context whose spinners show frame `spinnerPhase` of their animation.
    public init(spinnerPhase: Int = 0) {
        self.spinnerPhase = spinnerPhase
    }
}

/// A piece of a screen: it draws itself into the region its container gives it, says whether it
/// can take focus, its role and label, the keys it answers, and what is inside it.
///
/// Widgets are values rebuilt from model state for every frame and every key, as SwiftUI views
/// are; state that must outlive them (a selection, a cursor, which field has focus) lives in
/// models and reaches a widget through a ``Binding``. Keys go to the focused widget first, then
/// to each container around it (see ``FocusChain``).
///
/// Every requirement but ``draw(in:context:)`` has a default, so a leaf that only draws is one
/// method.
@MainActor
public protocol Widget {
    /// What the widget is.
    var role: WidgetRole { get }
    /// What it is called, for people and tests: a field's label, a list's title.
    var label: String { get }
    /// What it holds now, for the accessibility outline: a field's text, a list's selected row.
    var accessibilityValue: String? { get }
    /// Whether it is shown but does nothing now, as a Save row while saving.
    var isDisabled: Bool { get }
    /// Whether focus may land on it.
    var isFocusable: Bool { get }
    /// Whether it has focus now; when no widget says so, the first focusable one in screen
    /// order has it.
    var isFocused: Bool { get }
    /// Whether work it shows is in flight (a spinner); headless runs wait while any widget is.
    var isBusy: Bool { get }
    /// Whether it is a modal layer: while it is on screen it takes every key, and the footer
    /// shows only its keys.
    var isModal: Bool { get }
    /// Whether it takes typing (characters, ←/→, Home, End, Backspace, Delete) while focused,
    /// so keys bound to those further out neither work nor show.
    var capturesTyping: Bool { get }
    /// The widgets inside it, in screen order (top to bottom, left to right).
    var children: [any Widget] { get }
    /// The keys it answers and the hints the footer shows for them.
    var keyBindings: [KeyBinding] { get }
    /// The rows it takes in a stack `width` columns wide; `nil` to share the rows left over.
    func height(forWidth width: Int) -> Int?
    /// Its rows for a region of `size`; containers cut and pad them to the region.
    func draw(in size: Size, context: DrawContext) -> [Line]
    /// Keys it answers that no binding names, such as typing into a text field; returns
    /// whether it used the key.
    func handle(_ key: Key) -> Bool
    /// Told of every key sent along a chain it is on, outermost first, before any widget
    /// answers it: a feature host clears its notice here, as a notice lasts until the next key.
    func willReceive(_ key: Key)
}

extension Widget {
    /// A group, unless the widget says otherwise.
    public var role: WidgetRole { .group }
    /// No label.
    public var label: String { "" }
    /// No value.
    public var accessibilityValue: String? { nil }
    /// Enabled.
    public var isDisabled: Bool { false }
    /// Not focusable: most widgets only show.
    public var isFocusable: Bool { false }
    /// Not focused.
    public var isFocused: Bool { false }
    /// Not busy: only spinners and work in flight are.
    public var isBusy: Bool { false }
    /// Not modal.
    public var isModal: Bool { false }
    /// Letters go to key bindings, not to the widget.
    public var capturesTyping: Bool { false }
    /// No children.
    public var children: [any Widget] { [] }
    /// No keys of its own.
    public var keyBindings: [KeyBinding] { [] }
    /// Any height: the container gives it what is left.
    public func height(forWidth width: Int) -> Int? { nil }
    /// Handles no key itself.
    public func handle(_ key: Key) -> Bool { false }
    /// Does nothing.
    public func willReceive(_ key: Key) {}
}

extension Key {
    /// Whether a focused text control takes this key as typing.
    public var isTyping: Bool {
        switch self {
        case .character, .paste, .backspace, .delete, .left, .right, .home, .end: true
        default: false
        }
    }
}

extension Array where Element == Line {
    /// Exactly `size.rows` lines, each at most `size.columns` wide: what a container makes of a
    /// child's lines so that no child draws outside its region.
    func fitted(to size: Size) -> [Line] {
        fitted(rows: size.rows).map { $0.truncated(to: size.columns) }
    }

    /// Exactly `rows` lines, cut or padded with blank lines. A child as wide as its container
    /// needs no more: the frame cuts every row to the terminal's width once, at the end.
    func fitted(rows: Int) -> [Line] {
        var lines = Array(prefix(rows))
        lines += Array(repeating: Line.blank, count: Swift.max(0, rows - lines.count))
        return lines
    }
}
