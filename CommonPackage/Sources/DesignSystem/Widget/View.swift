/// A widget described by the widgets it is made of, as a SwiftUI `View` is by its `body`.
/// A feature's screens are views: they read model state and compose DesignSystem's widgets, and
/// they never handle keys themselves.
///
/// ```swift
/// struct LandmarkDetailView: View {
///     let model: LandmarkDetailModel
///     var body: Page {
///         Page(model.name) { Text { size in model.lines(width: size.columns) } }
///             .keyBinding("f", "Favorite") { model.toggleFavorite() }
///     }
/// }
/// ```
@MainActor
public protocol View<Body>: Widget {
    /// The widget this view is made of.
    associatedtype Body: Widget
    /// What the view shows now.
    var body: Body { get }
}

extension View {
    /// A group: a view only arranges what its body holds.
    public var role: WidgetRole { .group }
    /// The body.
    public var children: [any Widget] { [body] }
    /// The body's height.
    public func height(forWidth width: Int) -> Int? { body.height(forWidth: width) }
    /// The body, drawn.
    public func draw(in size: Size, context: DrawContext) -> [Line] { body.draw(in: size, context: context) }
}
