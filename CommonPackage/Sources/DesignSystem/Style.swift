/// One of the eight standard terminal colours, plus their bright variants.
public enum Color: UInt8, Sendable, Hashable {
    /// Black.
    case black = 0
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
    /// Bright black, which terminals show as grey.
    case gray = 60
}

/// How a span of text looks. Styles only add emphasis: every screen stays readable without them,
/// which is what `NO_COLOR` and headless frames show.
public struct Style: Sendable, Hashable {
    /// The text colour; `nil` keeps the terminal's default.
    public var foreground: Color?
    /// The background colour; `nil` keeps the terminal's default.
    public var background: Color?
    /// Bold weight.
    public var bold: Bool
    /// Faint weight.
    public var dim: Bool
    /// Underlined.
    public var underline: Bool
    /// Foreground and background swapped.
    public var inverse: Bool

    /// Creates a style.
    public init(
        foreground: Color? = nil, background: Color? = nil,
        bold: Bool = false, dim: Bool = false, underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.inverse = inverse
    }

    /// The terminal's default look.
    public static let plain = Style()
    /// Screen titles.
    public static let title = Style(foreground: .cyan, bold: true)
    /// Secondary text: counts, captions, unselected tabs.
    public static let muted = Style(foreground: .gray)
    /// Highlights: the selected tab, section headers, favorites.
    public static let accent = Style(foreground: .yellow, bold: true)
    /// The selected row of a list.
    public static let selected = Style(foreground: .black, background: .cyan)
    /// Key names in the footer.
    public static let key = Style(foreground: .cyan, bold: true)
    /// Failures.
    public static let error = Style(foreground: .red, bold: true)
    /// Things to be careful about, such as cached data.
    public static let warning = Style(foreground: .yellow)
    /// Neutral information.
    public static let info = Style(foreground: .blue)
    /// Completed actions.
    public static let success = Style(foreground: .green)
    /// Labels beside values, as in a detail screen.
    public static let label = Style(foreground: .gray, bold: true)
}
