import Toolkit

/// How a ``Form`` draws: labelled rows with each field's error under it, then a Save row.
///
/// It scrolls as little as needed to keep the focused row, and its error, in view, like a
/// ``List`` keeps its selection in view.
@MainActor
struct FormLayout {
    /// The fields, top to bottom, the focused one told so.
    var rows: [any FormField]
    /// The focused row; `rows.count` is the Save row.
    var focus: Int
    /// The Save row's state.
    var save: SaveButton
    /// Where the form is scrolled to.
    var scroll: ScrollPosition
    /// What the Save row says: "Save", "Sign in".
    var saveLabel: String
    /// What it says while saving: "Saving", "Signing in".
    var savingLabel: String

    init(
        rows: [any FormField], focus: Int, save: SaveButton, scroll: ScrollPosition,
        saveLabel: String = "Save",
        savingLabel: String = "Saving"
    ) {
        self.rows = rows
        self.focus = focus
        self.save = save
        self.scroll = scroll
        self.saveLabel = saveLabel
        self.savingLabel = savingLabel
    }

    /// Whether a save is in flight, which shows a spinner.
    var isSaving: Bool { save == .saving }

    /// The rows laid out in `size`, each field drawing its own value; `context` animates the
    /// Save row while saving.
    func lines(in size: Size, context: DrawContext) -> [Line] {
        let labelWidth = min(max(12, (rows.map { TextWidth.of($0.label) }.max() ?? 0) + 5), size.columns / 2)
        let valueWidth = max(1, size.columns - labelWidth - 1)
        var lines: [Line] = [.blank]
        var focusedRange = 0..<1
        for (index, row) in rows.enumerated() {
            let start = lines.count
            let isFocused = index == focus
            let marker = isFocused ? "▸ " : "  "
            let value = row.draw(in: Size(columns: valueWidth, rows: 1), context: context).first ?? .blank
            lines.append(
                Line(" \(marker)\(row.label)", style: isFocused ? .key : .label).fitted(to: labelWidth)
                    + value)
            if let error = row.error {
                for part in Line.wrapping("✖ \(error)", width: valueWidth, style: .error) {
                    lines.append(Line(.spaces(labelWidth)) + part)
                }
            }
            if isFocused { focusedRange = start..<lines.count }
        }
        lines.append(.blank)
        if focus == rows.count { focusedRange = lines.count..<(lines.count + 1) }
        lines.append(saveLine(width: size.columns, spinnerPhase: context.spinnerPhase))
        return visible(lines, keeping: focusedRange, rows: size.rows)
    }

    private func saveLine(width: Int, spinnerPhase: Int) -> Line {
        let isFocused = focus == rows.count
        let marker = Line(isFocused ? " ▸ " : "   ", style: .key)
        switch save {
        case .ready:
            return marker + Line("[ \(saveLabel) ]", style: isFocused ? .selected : .key)
                + Line("  ctrl-s from any field", style: .muted)
        case let .disabled(reason):
            return marker + Line("[ \(saveLabel) ]", style: .muted) + Line("  \(reason)", style: .muted)
        case .saving:
            return marker + Line("\(Spinner.glyph(phase: spinnerPhase)) \(savingLabel)…", style: .info)
        }
    }

    /// The window of `lines` that fits `rows`, moved as little as needed to show `range`.
    private func visible(_ lines: [Line], keeping range: Range<Int>, rows: Int) -> [Line] {
        let height = max(1, rows)
        var offset = scroll.offset
        if range.lowerBound < offset { offset = range.lowerBound }
        if range.upperBound > offset + height { offset = range.upperBound - height }
        offset = max(0, min(offset, lines.count - height))
        scroll.offset = offset
        scroll.visibleRows = height
        return Array(lines[offset..<min(lines.count, offset + height)])
    }
}
