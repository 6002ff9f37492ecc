/// A question drawn in a box over the screen, answered with `y` or `n`, as SwiftUI's
/// `.confirmationDialog` asks one.
///
/// It is a modal layer: while it shows it takes every key first, because it is on top. `y`
/// confirms, `n` or Esc refuses, any other key is swallowed so nothing behind it moves, and the
/// footer shows only its keys. A ``Page`` draws it over its content:
///
/// ```swift
/// page.confirmationDialog(
///     model.isConfirming
///         ? ConfirmationDialog(title: "Cancel this reservation?", message: "…",
///             confirmLabel: "Cancel visit", refuseLabel: "Keep it",
///             onConfirm: model.confirm, onRefuse: model.dismiss)
///         : nil)
/// ```
public struct ConfirmationDialog {
    /// The question: "Cancel this reservation?".
    public var title: String
    /// What confirming does, and what it means.
    public var message: String
    /// What `y` does: "Cancel visit".
    public var confirmLabel: String
    /// What `n` does: "Keep it".
    public var refuseLabel: String
    /// Runs on `y`.
    public var onConfirm: @MainActor () -> Void
    /// Runs on `n` or Esc.
    public var onRefuse: @MainActor () -> Void

    /// A dialog asking `title` over `message`, `y` saying `confirmLabel` and `n` `refuseLabel`.
    public init(
        title: String, message: String, confirmLabel: String, refuseLabel: String,
        onConfirm: @escaping @MainActor () -> Void, onRefuse: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.message = message
        self.confirmLabel = confirmLabel
        self.refuseLabel = refuseLabel
        self.onConfirm = onConfirm
        self.onRefuse = onRefuse
    }

    /// The box, at most `width` columns wide (and never wider than 56).
    public func lines(width: Int) -> [Line] {
        let boxWidth = max(12, min(width - 4, 56))
        let inner = boxWidth - 4
        func row(_ line: Line) -> Line {
            Line("│ ", style: .accent) + line.fitted(to: inner) + Line(" │", style: .accent)
        }
        let answers =
            Line("y", style: .key) + Line(" \(confirmLabel)   ") + Line("n", style: .key)
            + Line(" \(refuseLabel)")
        return [Line("╭" + .rule(boxWidth - 2) + "╮", style: .accent)]
            + [row(Line(title, style: .title)), row(.blank)]
            + Line.wrapping(message, width: inner).map(row)
            + [row(.blank), row(answers)]
            + [Line("╰" + .rule(boxWidth - 2) + "╯", style: .accent)]
    }

    /// `lines` with the box drawn over their middle; what is left and right of it stays.
    public func overlay(on background: [Line], width: Int) -> [Line] {
        let box = lines(width: width)
        var result = background + Array(repeating: Line.blank, count: max(0, box.count - background.count))
        let top = max(0, (result.count - box.count) / 2)
        let left = max(0, (width - (box.first?.width ?? 0)) / 2)
        for (offset, boxLine) in box.enumerated() {
            let under = result[top + offset]
            result[top + offset] =
                under.prefix(columns: left).fitted(to: left) + boxLine
                + under.dropping(columns: left + boxLine.width)
        }
        return result
    }
}

extension ConfirmationDialog: Widget {
    /// A dialog, for the accessibility outline.
    public var role: WidgetRole { .dialog }
    /// The question it asks.
    public var label: String { title }
    /// Always: keys go to it and to nothing behind it until it is answered.
    public var isModal: Bool { true }
    /// Always, so its keys come first.
    public var isFocusable: Bool { true }

    /// `y` confirms, `n` or Esc refuses; the footer names both answers.
    public var keyBindings: [KeyBinding] {
        [
            KeyBinding(keys: [.character("y"), .character("Y")], KeyHint("y", confirmLabel)) { _ in
                onConfirm()
            },
            KeyBinding(keys: [.character("n"), .character("N"), .escape], KeyHint("n", refuseLabel)) { _ in
                onRefuse()
            },
        ]
    }

    /// The box alone; a ``Page`` draws it over its content with ``overlay(on:width:)``.
    public func draw(in size: Size, context: DrawContext) -> [Line] { lines(width: size.columns) }
}
