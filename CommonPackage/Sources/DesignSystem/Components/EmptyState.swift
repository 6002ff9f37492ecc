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
}

/// What a screen shows when its load failed: the message and the action that helps.
///
/// An action with keys runs when one is pressed: the state takes focus, so its key is first in
/// the footer. A hint alone (``KeyBinding/hint(_:placement:)``) is only shown, for a key that
/// something further out answers.
///
/// ```swift
/// ErrorState(title: "Couldn't load landmarks", message: error.message, action: .retry(store.load))
/// ```
public struct ErrorState {
    /// What failed: "Couldn't load landmarks".
    public var title: String
    /// The error's message for people.
    public var message: String
    /// The key that helps, shown under the message: "r Retry" unless the caller knows better
    /// ("esc Back" when retrying cannot help); `nil` shows none.
    public var action: KeyBinding?

    /// Creates an error state; by default it shows "r Retry" for a key answered further out.
    public init(title: String, message: String, action: KeyBinding? = .hint(.retry)) {
        self.title = title
        self.message = message
        self.action = action
    }
}

extension KeyBinding {
    /// `r` runs `action`, hinted "r Retry".
    public static func retry(_ action: @escaping @MainActor () -> Void) -> KeyBinding {
        KeyBinding(.character("r"), .retry, action: action)
    }
}

extension EmptyState: Widget {
    /// Empty, for the accessibility outline.
    public var role: WidgetRole { .empty }
    /// The title.
    public var label: String { title }

    /// The title, then the message wrapped to at most 60 columns, centred.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        let width = max(10, min(size.columns - 4, 60))
        let block =
            [Line(title, style: .title), .blank] + Line.wrapping(message, width: width, style: .muted)
        return Placement.centered(block, in: size)
    }
}

extension ErrorState: Widget {
    /// An error, for the accessibility outline.
    public var role: WidgetRole { .error }
    /// The title.
    public var label: String { title }
    /// Whether its action has a key to answer: then it takes focus.
    public var isFocusable: Bool { !(action?.keys.isEmpty ?? true) }

    /// The action, when it has keys.
    public var keyBindings: [KeyBinding] {
        guard let action, !action.keys.isEmpty else { return [] }
        return [action]
    }

    /// "✖ title", the message wrapped to at most 60 columns, then the action's hint, centred.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        let width = max(10, min(size.columns - 4, 60))
        var block = [Line("✖ \(title)", style: .error), .blank] + Line.wrapping(message, width: width)
        if let hint = action?.hint {
            block += [.blank, Line(hint.key, style: .key) + Line(" \(hint.label)", style: .muted)]
        }
        return Placement.centered(block, in: size)
    }
}
