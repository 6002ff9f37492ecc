/// Builds a list of widgets from statements, as SwiftUI's `ViewBuilder` does: `if`, `if let`,
/// `switch` and `for` work, and a `nil` optional adds nothing.
///
/// ```swift
/// VStack {
///     TitleBar("Landmarks")
///     if let banner { banner }
///     List(…)
/// }
/// ```
@resultBuilder
public enum WidgetBuilder {
    public static func buildExpression(_ widget: any Widget) -> [any Widget] { [widget] }
    public static func buildExpression(_ widget: (any Widget)?) -> [any Widget] { widget.map { [$0] } ?? [] }
    public static func buildExpression(_ widgets: [any Widget]) -> [any Widget] { widgets }
    public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any Widget]?) -> [any Widget] { part ?? [] }
    public static func buildEither(first part: [any Widget]) -> [any Widget] { part }
    public static func buildEither(second part: [any Widget]) -> [any Widget] { part }
    public static func buildArray(_ parts: [[any Widget]]) -> [any Widget] { parts.flatMap { $0 } }
}
