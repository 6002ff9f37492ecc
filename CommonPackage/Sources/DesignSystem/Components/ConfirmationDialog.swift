/// A question drawn in a box over the screen, answered with `y` or `n`.
///
/// While it shows it takes every key first: `y` confirms, `n` or Esc refuses, and any other key
/// is swallowed, so nothing behind it moves.
///
/// ```swift
/// if model.isConfirming {
///     switch ConfirmationDialog.answer(to: key) {
///     case .confirmed: model.confirm()
///     case .refused: model.dismiss()
///     case .none: break
///     }
///     return .handled
/// }
/// ```
public struct ConfirmationDialog: Sendable, Hashable {
    /// The question: "Cancel this reservation?".
    public var title: String
    /// What confirming does, and what it means.
    public var message: String
    /// What `y` does: "Cancel visit".
    public var confirmLabel: String
    /// What `n` does: "Keep it".
    public var refuseLabel: String

    /// How a key answered the dialog.
    public enum Answer: Sendable, Hashable {
        /// `y`.
        case confirmed
        /// `n` or Esc.
        case refused
        /// Any other key: swallowed, the dialog stays.
        case none
    }

    /// Creates a dialog.
    public init(title: String, message: String, confirmLabel: String, refuseLabel: String) {
        self.title = title
        self.message = message
        self.confirmLabel = confirmLabel
        self.refuseLabel = refuseLabel
    }

    /// What `key` says to a dialog; every dialog takes the same keys.
    public static func answer(to key: Key) -> Answer {
        switch key {
        case .character("y"), .character("Y"): .confirmed
        case .character("n"), .character("N"), .escape: .refused
        default: .none
        }
    }

    /// The keys that work while the dialog shows; the footer shows these instead of the screen's.
    public var hints: [KeyHint] {
        [KeyHint("y", confirmLabel), KeyHint("n", refuseLabel)]
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
        return [Line("╭" + String(repeating: "─", count: boxWidth - 2) + "╮", style: .accent)]
            + [row(Line(title, style: .title)), row(.blank)]
            + Line.wrapping(message, width: inner).map(row)
            + [row(.blank), row(answers)]
            + [Line("╰" + String(repeating: "─", count: boxWidth - 2) + "╯", style: .accent)]
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
