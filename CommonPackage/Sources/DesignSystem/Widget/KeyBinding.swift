/// A key a widget answers, declared once: the key, the hint the footer shows for it, the
/// action, and whether it works now. The footer is built from the bindings along the focus
/// chain, so a hint never shows for a key that does nothing, and a working key never lacks one.
///
/// ```swift
/// KeyBinding("f", "Favorite") { model.toggleFavorite() }
/// KeyBinding(.escape, .back, isAvailable: !path.isEmpty) { navigator.pop() }
/// ```
public struct KeyBinding {
    /// Where a container's hint goes relative to the hints of the focused widget inside it.
    public enum Placement: Sendable, Hashable {
        /// Before them, as a form's "↑↓ Field" comes before the focused field's "←→ Change".
        case leading
        /// After them, as a screen's "q Quit" comes last.
        case trailing
    }

    /// The keys that run the action; empty for a hint about keys a widget handles itself
    /// ("type Filter").
    public var keys: [Key]
    /// What the footer shows; `nil` for a key labelled elsewhere (the app bar's tab numbers).
    public var hint: KeyHint?
    /// Where the hint goes.
    public var placement: Placement
    /// Whether the key works now; an unavailable binding neither runs nor shows.
    public var isAvailable: Bool
    let action: @MainActor (Key) -> KeyResult

    /// A binding of several keys whose action is told which one was pressed.
    public init(
        keys: [Key], _ hint: KeyHint?, placement: Placement = .trailing, isAvailable: Bool = true,
        action: @escaping @MainActor (Key) -> Void
    ) {
        self.keys = keys
        self.hint = hint
        self.placement = placement
        self.isAvailable = isAvailable
        self.action = { key in
            action(key)
            return .handled
        }
    }

    /// A binding of one key.
    public init(
        _ key: Key, _ hint: KeyHint?, placement: Placement = .trailing, isAvailable: Bool = true,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(keys: [key], hint, placement: placement, isAvailable: isAvailable) { _ in action() }
    }

    /// A binding of one character, hinted with that character: `KeyBinding("e", "Edit") { … }`.
    public init(
        _ character: Character, _ label: String, placement: Placement = .trailing, isAvailable: Bool = true,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(
            .character(character), KeyHint(String(character), label), placement: placement,
            isAvailable: isAvailable, action: action)
    }

    /// A hint for keys the widget handles itself, such as typing into a field.
    public static func hint(_ hint: KeyHint, placement: Placement = .trailing) -> KeyBinding {
        KeyBinding(keys: [], hint, placement: placement) { _ in }
    }

    /// `key` quits the app; `q Quit` unless told otherwise.
    public static func quit(_ key: Key = .character("q"), hint: KeyHint? = .quit, isAvailable: Bool = true)
        -> KeyBinding
    {
        KeyBinding(keys: [key], hint: hint, placement: .trailing, isAvailable: isAvailable) { _ in .quit }
    }

    private init(
        keys: [Key], hint: KeyHint?, placement: Placement, isAvailable: Bool,
        run: @escaping @MainActor (Key) -> KeyResult
    ) {
        self.keys = keys
        self.hint = hint
        self.placement = placement
        self.isAvailable = isAvailable
        self.action = run
    }

    /// Runs the action for `key`.
    @MainActor func run(_ key: Key) -> KeyResult { action(key) }
}
