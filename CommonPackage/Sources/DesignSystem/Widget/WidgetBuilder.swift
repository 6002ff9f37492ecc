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
    /// One widget.
    public static func buildExpression(_ widget: any Widget) -> [any Widget] { [widget] }
    /// A widget when there is one; nothing for `nil`.
    public static func buildExpression(_ widget: (any Widget)?) -> [any Widget] { widget.map { [$0] } ?? [] }
    /// Several widgets made elsewhere, in order.
    public static func buildExpression(_ widgets: [any Widget]) -> [any Widget] { widgets }
    /// The widgets of every statement, in order.
    public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
    /// An `if` without `else`: its widgets, or none.
    public static func buildOptional(_ part: [any Widget]?) -> [any Widget] { part ?? [] }
    /// The `if` branch of an `if`–`else`, or the first case of a `switch`.
    public static func buildEither(first part: [any Widget]) -> [any Widget] { part }
    /// The `else` branch, or a later case.
    public static func buildEither(second part: [any Widget]) -> [any Widget] { part }
    /// The widgets of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[any Widget]]) -> [any Widget] { parts.flatMap { $0 } }
}
