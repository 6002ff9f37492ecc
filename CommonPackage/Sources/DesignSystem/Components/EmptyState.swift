/// What a screen shows when there is nothing to list: what is empty and what to do.
public struct EmptyState: Sendable, Hashable {
    /// What is empty: "No landmarks".
    public var title: String
    /// What to try next.
    public var message: String

    /// Creates an empty state.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    /// The state centred in a body of `size`.
    public func lines(in size: Size) -> [Line] {
        let width = max(10, min(size.columns - 4, 60))
        let block =
            [Line(title, style: .title), .blank] + Line.wrapping(message, width: width, style: .muted)
        return Placement.centered(block, in: size)
    }
}

/// What a screen shows when its load failed: the message and the action that helps.
///
/// With `perform`, the action's key runs it: the state takes focus, so its key is first in the
/// footer. Without it the action is only shown, for a key that something further out answers.
public struct ErrorState {
    /// What failed: "Couldn't load landmarks".
    public var title: String
    /// The error's message for people.
    public var message: String
    /// The key that helps, shown under the message: "r Retry" unless the caller knows better
    /// ("esc Back" when retrying cannot help); `nil` shows none.
    public var action: KeyHint?
    /// What the action's key does; `nil` when the action is answered elsewhere.
    public var perform: (@MainActor () -> Void)?

    /// Creates an error state.
    public init(
        title: String, message: String, action: KeyHint? = .retry, perform: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.message = message
        self.action = action
        self.perform = perform
    }

    /// The state centred in a body of `size`, ending with the action.
    public func lines(in size: Size) -> [Line] {
        let width = max(10, min(size.columns - 4, 60))
        var block = [Line("✖ \(title)", style: .error), .blank] + Line.wrapping(message, width: width)
        if let action {
            block += [.blank, Line(action.key, style: .key) + Line(" \(action.label)", style: .muted)]
        }
        return Placement.centered(block, in: size)
    }
}

extension EmptyState: Widget {
    public var role: WidgetRole { .empty }
    public var label: String { title }
    public func draw(in size: Size, context: DrawContext) -> [Line] { lines(in: size) }
}

extension ErrorState: Widget {
    public var role: WidgetRole { .error }
    public var label: String { title }
    public var isFocusable: Bool { perform != nil }

    public var keyBindings: [KeyBinding] {
        guard let action, let perform, let key = Key(scriptName: action.key) else { return [] }
        return [KeyBinding(key, action, action: perform)]
    }

    public func draw(in size: Size, context: DrawContext) -> [Line] { lines(in: size) }
}
