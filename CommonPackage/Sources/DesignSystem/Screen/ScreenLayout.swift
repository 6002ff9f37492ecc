/// Lays out a screen's widgets into a ``Frame`` of a given size: the widgets fill every row but
/// the last, and the last is the footer, built from the key bindings along the focus chain.
@MainActor
public enum ScreenLayout {
    /// The smallest size the layout fills; smaller terminals get a message instead.
    public static let minimumSize = Size(columns: 20, rows: 6)

    /// The frame for `root` at `size`; `spinnerPhase` animates spinners.
    public static func frame(for root: any Widget, size: Size, spinnerPhase: Int = 0) -> Frame {
        layout(root, size: size, spinnerPhase: spinnerPhase).frame
    }

    /// The frame, and the focus chain its footer was built from, which keys pressed while the
    /// frame is on screen go along.
    static func layout(_ root: any Widget, size: Size, spinnerPhase: Int) -> (frame: Frame, chain: FocusChain)
    {
        let scan = TreeScan(root)
        let chain = FocusChain(scan)
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            return (Frame(size: size, lines: [Line("Too small", style: .warning)]), chain)
        }
        let region = Size(columns: size.columns, rows: size.rows - 1)
        var lines = root.draw(in: region, context: DrawContext(spinnerPhase: spinnerPhase)).fitted(
            rows: region.rows)
        lines.append(KeyHintFooter(chain.hints).line(width: size.columns))
        return (Frame(size: size, lines: lines, isAnimating: scan.isBusy), chain)
    }
}
