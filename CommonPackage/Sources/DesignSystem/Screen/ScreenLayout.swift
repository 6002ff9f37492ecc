/// Lays out ``ScreenContent`` into a ``Frame`` of a given size. The one place that decides where
/// title, tabs, banner, field, body and footer go, so every screen is arranged the same way.
@MainActor
public enum ScreenLayout {
    /// The smallest size the layout fills; smaller terminals get a message instead.
    public static let minimumSize = Size(columns: 20, rows: 6)

    /// The frame for `content` at `size`; `spinnerPhase` animates spinners.
    public static func frame(for content: ScreenContent, size: Size, spinnerPhase: Int = 0) -> Frame {
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            return Frame(size: size, lines: [Line("Too small", style: .warning)])
        }
        var lines = content.appBar.map { [$0.line(width: size.columns)] } ?? []
        lines.append(content.title.line(width: size.columns))
        if let tabs = content.tabs { lines.append(tabs.line(width: size.columns)) }
        if let banner = content.banner {
            lines.append(banner.line(width: size.columns, spinnerPhase: spinnerPhase))
        }
        if let field = content.field { lines.append(field.line(width: size.columns)) }
        let bodySize = Size(columns: size.columns, rows: size.rows - lines.count - 1)
        var body = Array(
            bodyLines(content.body, size: bodySize, spinnerPhase: spinnerPhase).prefix(bodySize.rows))
        body += Array(repeating: .blank, count: max(0, bodySize.rows - body.count))
        if let dialog = content.dialog { body = dialog.overlay(on: body, width: size.columns) }
        lines += body
        lines.append(KeyHintFooter(content.dialog?.hints ?? content.hints).line(width: size.columns))
        return Frame(size: size, lines: lines, isAnimating: content.isAnimating)
    }

    private static func bodyLines(_ body: ScreenContent.Body, size: Size, spinnerPhase: Int) -> [Line] {
        switch body {
        case let .list(list): list.lines(in: size)
        case let .lines(lines): lines
        case let .layout(layout): layout(size)
        case let .loading(spinner): spinner.lines(in: size, phase: spinnerPhase)
        case let .empty(state): state.lines(in: size)
        case let .failed(state): state.lines(in: size)
        case let .form(form): form.lines(in: size, spinnerPhase: spinnerPhase)
        }
    }
}
