/// A widget with keys of its own around another: its bindings are one level further out than
/// the widget's, so the widget's own bindings for the same keys win (see ``FocusChain``).
public struct KeyBindingsModifier: Widget {
    /// The widget inside.
    public var content: any Widget
    /// The keys answered around it.
    public var keyBindings: [KeyBinding]
    /// Told of every key before it is answered.
    var onKey: (@MainActor (Key) -> Void)?

    /// The wrapped widget.
    public var children: [any Widget] { [content] }
    /// The wrapped widget's height.
    public func height(forWidth width: Int) -> Int? { content.height(forWidth: width) }
    /// The wrapped widget, drawn as it is: the bindings only add keys.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        content.draw(in: size, context: context)
    }
    /// Tells the observer of every key (`onKey`) before any widget handles it.
    public func willReceive(_ key: Key) { onKey?(key) }

    /// The modifier also told of every key sent along a chain through it, before it is answered.
    public func onKey(_ action: @escaping @MainActor (Key) -> Void) -> KeyBindingsModifier {
        var copy = self
        copy.onKey = action
        return copy
    }
}

extension Widget {
    /// This widget inside one that answers `bindings`, one level further out on the focus chain.
    public func keyBindings(_ bindings: [KeyBinding]) -> KeyBindingsModifier {
        KeyBindingsModifier(content: self, keyBindings: bindings, onKey: nil)
    }
}
