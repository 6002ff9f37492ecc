/// A widget with keys of its own around another: its bindings are one level further out than
/// the widget's, so the widget's own bindings for the same keys win (see ``FocusChain``).
public struct KeyBindingsModifier: Widget {
    /// The widget inside.
    public var content: any Widget
    /// The keys answered around it.
    public var keyBindings: [KeyBinding]

    public var children: [any Widget] { [content] }
    public var isBusy: Bool { false }
    public func height(forWidth width: Int) -> Int? { content.height(forWidth: width) }
    public func draw(in size: Size, context: DrawContext) -> [Line] { content.draw(in: size, context: context) }
}

extension Widget {
    /// This widget inside one that answers `bindings`, one level further out on the focus chain.
    public func keyBindings(_ bindings: [KeyBinding]) -> KeyBindingsModifier {
        KeyBindingsModifier(content: self, keyBindings: bindings)
    }
}
