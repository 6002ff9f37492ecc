public import Toolkit

/// A one-line message across the top of a screen's body.
public struct Banner: Sendable, Hashable {
    /// What kind of message it is, which sets its symbol and colour.
    public enum Kind: Sendable, Hashable {
        /// Neutral information.
        case info
        /// Something to be careful about, such as cached data.
        case warning
        /// A failure.
        case error
        /// Work in progress: the symbol is a spinner.
        case progress
        /// A finished action.
        case success
    }

    /// The kind of message.
    public var kind: Kind
    /// The text.
    public var message: String

    /// A banner saying `message`, styled by `kind` (a progress banner also keeps headless runs waiting).
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The banner as one line; `spinnerPhase` animates a progress banner.
    public func line(width: Int, spinnerPhase: Int) -> Line {
        let (symbol, style): (String, Style) =
            switch kind {
            case .info: ("ℹ", .info)
            case .warning: ("!", .warning)
            case .error: ("✖", .error)
            case .progress: (Spinner.glyph(phase: spinnerPhase), .info)
            case .success: ("✔", .success)
            }
        return (Line(" \(symbol) ", style: style) + Line(message, style: style)).truncated(to: width)
    }
}

extension Banner: Widget {
    /// A banner, for the accessibility outline.
    public var role: WidgetRole { .banner }
    /// The message.
    public var label: String { message }
    /// A progress banner's spinner means work is in flight.
    public var isBusy: Bool { kind == .progress }
    /// One row, whatever the width: the message is cut to fit.
    public func height(forWidth width: Int) -> Int? { 1 }
    /// The kind's symbol (a spinner frame while in progress) and the message, in the kind's colour.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        [line(width: size.columns, spinnerPhase: context.spinnerPhase)]
    }
}

extension Banner {
    /// The banner for a feature's notice, in the colour of its kind.
    public init(_ notice: Notice) {
        switch notice.kind {
        case .info: self.init(.info, notice.message)
        case .success: self.init(.success, notice.message)
        case .error: self.init(.error, notice.message)
        }
    }
}
