/// One of the eight standard terminal colours, plus their bright variants.
public enum Color: UInt8, Sendable, Hashable {
    /// ANSI colour 0: the text of the selected row, on cyan.
    case black = 0
    /// ANSI colour 1: errors.
    case red
    /// ANSI colour 2: success.
    case green
    /// ANSI colour 3: the accent (a star, the selected tab) and warnings.
    case yellow
    /// ANSI colour 4: information.
    case blue
    /// ANSI colour 5.
    case magenta
    /// ANSI colour 6: titles, keys in hints and the selected row's background.
    case cyan
    /// ANSI colour 7.
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

    /// A style of the given colours and attributes; `nil` colours leave the terminal's own.
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
