/// What a screen says to someone who cannot see it: each widget's role, label and value, and
/// whether it is focused, focusable or disabled, in screen order, as SwiftUI's accessibility
/// modifiers (`accessibilityLabel`, `accessibilityValue`, `isSelected`) describe a view. Built from
/// the same widgets a frame is drawn from.
///
/// ```
/// page "Landmarks"
///   title "Landmarks"
///   list "Featured" value="1 of 4: ★ Turtle Rock …" focused
/// footer ↑↓ Move · ⏎ Open · q Quit
/// ```
public struct AccessibilityOutline: Sendable, Hashable {
    /// One widget.
    public struct Entry: Sendable, Hashable {
        /// How deep in the tree, for the outline's indentation.
        public let depth: Int
        /// What kind of widget it is: `list`, `button`, `datePicker`.
        public let role: WidgetRole
        /// What it is called, as a person reads it: a title, a field's label.
        public let label: String
        /// What it holds now, for a control or a list: `"2 of 14: …"`.
        public let value: String?
        /// Whether it can take focus.
        public let isFocusable: Bool
        /// Whether it has focus: where keys go first.
        public let isFocused: Bool
        /// Whether it is shown but does not act (a Save row with nothing to save).
        public let isDisabled: Bool
    }

    /// The widgets, depth first in screen order; containers that only place others (`group`)
    /// are left out and their children moved up.
    public let entries: [Entry]
    /// The footer's keys, as the focus chain offers them: "esc Back".
    public let footer: [KeyHint]
    /// Whether a key the footer shows goes back or out: Esc, `q` or Ctrl-C (a dialog's "n Keep"
    /// answers Esc too).
    public let footerOffersWayOut: Bool

    /// The outline of the widget tree under `root`.
    @MainActor
    public init(_ root: any Widget) {
        let scan = TreeScan(root)
        let chain = FocusChain(scan)
        footer = chain.hints
        footerOffersWayOut = chain.hintedKeys.contains {
            [.escape, .character("q"), .control("c")].contains($0)
        }
        let focusIndex = scan.focusIndex
        // The listed widgets enclosing the current one, by their depth in the whole tree.
        var enclosing: [(depth: Int, listed: Bool)] = []
        var entries: [Entry] = []
        for (index, (depth, widget)) in WidgetTree.flattened(root).enumerated() {
            while let last = enclosing.last, last.depth >= depth { enclosing.removeLast() }
            let listed = widget.role != .group
            if listed {
                entries.append(
                    Entry(
                        depth: enclosing.count { $0.listed }, role: widget.role, label: widget.label,
                        value: widget.accessibilityValue, isFocusable: widget.isFocusable,
                        isFocused: index == focusIndex, isDisabled: widget.isDisabled))
            }
            enclosing.append((depth, listed))
        }
        self.entries = entries
    }

    /// The roles whose widgets draw their label on their own row.
    static let drawsItsLabel: Set<WidgetRole> = [
        .textField, .secureField, .picker, .stepper, .datePicker, .labeledContent, .button,
    ]

    /// One line per widget, indented by depth, then the footer.
    public var text: String {
        var lines = entries.map { entry in
            var line = String(repeating: "  ", count: entry.depth) + entry.role.rawValue
            line += " \"\(entry.label)\""
            if let value = entry.value { line += " value=\"\(value)\"" }
            if entry.isFocused { line += " focused" } else if entry.isFocusable { line += " focusable" }
            if entry.isDisabled { line += " disabled" }
            return line
        }
        lines.append("footer " + footer.map { "\($0.key) \($0.label)" }.joined(separator: " · "))
        return lines.joined(separator: "\n")
    }

    /// What a person relying on the outline would miss, each as one sentence; none when it is
    /// sound. `frame` is the frame drawn from the same widgets: focus order must follow it.
    public func problems(in frame: Frame) -> [String] {
        var problems: [String] = []
        for entry in entries where entry.isFocusable && entry.label.allSatisfy(\.isWhitespace) {
            problems.append("a focusable \(entry.role.rawValue) has no label")
        }
        if !entries.contains(where: { $0.role == .title && !$0.label.isEmpty }) {
            problems.append("the screen has no title")
        }
        if !footerOffersWayOut {
            problems.append("the footer offers no way back or out (esc, q or ctrl-c)")
        }
        // Focus order (screen order of focusable widgets) against where they are drawn, for the
        // controls that draw their label on their own row (form rows, buttons): each must be at
        // or below the one before. A label scrolled out of the frame says nothing; a list's label
        // names it (often after its page) and is not drawn on its rows, so lists are not read.
        var lastRow = 0
        let rows = frame.lines.map(\.plainText)
        for entry in entries
        where entry.isFocusable && !entry.label.isEmpty && Self.drawsItsLabel.contains(entry.role) {
            if let row = rows[lastRow...].firstIndex(where: { $0.contains(entry.label) }) {
                lastRow = row
            } else if rows[..<lastRow].contains(where: { $0.contains(entry.label) }) {
                problems.append(
                    "focus reaches \(entry.role.rawValue) \"\(entry.label)\" after one drawn below it")
            }
        }
        return problems
    }
}
