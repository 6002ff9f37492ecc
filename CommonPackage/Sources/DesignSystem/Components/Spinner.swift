/// An animated glyph with a label, shown while work is in flight.
public struct Spinner: Sendable, Hashable {
    /// What is being waited for: "Loading landmarks…".
    public var label: String

    /// A spinner before `label` ("Loading landmarks…"), centred where it is placed.
    public init(_ label: String) {
        self.label = label
    }

    /// The glyphs, one per phase; headless runs always show the first, so frames are stable.
    public static let glyphs: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The glyph for an animation phase.
    public static func glyph(phase: Int) -> String {
        glyphs[((phase % glyphs.count) + glyphs.count) % glyphs.count]
    }
}

/// Places a block of lines in the middle of an area.
enum Placement {
    /// `block` centred horizontally and vertically in `size`, padded above with blank lines.
    static func centered(_ block: [Line], in size: Size) -> [Line] {
        let top = max(0, (size.rows - block.count) / 2)
        return Array(repeating: .blank, count: top) + block.map { $0.centered(in: size.columns) }
    }
}

extension Spinner: Widget {
    /// Loading, for the accessibility outline.
    public var role: WidgetRole { .loading }
    /// Always: a headless run waits until no spinner shows.
    public var isBusy: Bool { true }

    /// The glyph of the context's phase and the label, centred.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        let line =
            Line("\(Self.glyph(phase: context.spinnerPhase)) ", style: .info) + Line(label, style: .plain)
        return Placement.centered([line], in: size)
    }
}
