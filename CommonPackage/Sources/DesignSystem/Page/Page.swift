/// One screen of a feature: a title row, optional tabs, a banner and a search field under it,
/// and content filling the rest, with a confirmation dialog drawn over the content when one is
/// asked. The content is any widget (a list, a form, text, two panes side by side), so a new
/// kind of screen is a new composition, not a change here.
///
/// ```swift
/// Page("Reservation", trailing: "Confirmed") {
///     Text { size in detailLines(size) }
/// }
/// .keyBinding("e", "Edit") { model.edit() }
/// .confirmationDialog(model.isConfirming ? cancelDialog : nil)
/// ```
@MainActor
public struct Page {
    /// The title row.
    public var title: TitleBar
    /// Tabs under the title.
    public var tabs: TabBar?
    /// A one-line message above the content; a feature host puts its notice here.
    public var banner: Banner?
    /// A field above the content, such as search.
    public var field: SearchField?
    /// What fills the rest.
    public var content: any Widget
    /// A question over the content; while it shows it takes every key.
    public var dialog: ConfirmationDialog?
    /// The screen's own keys, further out than its content's.
    public var screenKeyBindings: [KeyBinding] = []
    /// Whether `q` quits from this screen; a form turns it off, so `q` never throws away typing.
    public var allowsQuit = true

    /// A page titled `title`, with `trailing` (counts, status) on the right of the title row.
    public init(_ title: String, trailing: String = "", @WidgetBuilder content: () -> [any Widget]) {
        self.title = TitleBar(title, trailing: trailing)
        self.content = HSplit.single(content())
    }

    /// The page with tabs under its title; it answers their keys, after its own.
    public func tabs(_ tabs: TabBar?) -> Page { with { $0.tabs = tabs } }

    /// The page with a banner over its content.
    public func banner(_ banner: Banner?) -> Page { with { $0.banner = banner } }

    /// The page with a search field over its content.
    public func searchField(_ field: SearchField?) -> Page { with { $0.field = field } }

    /// The page with `dialog` over its content, when there is one.
    public func confirmationDialog(_ dialog: ConfirmationDialog?) -> Page { with { $0.dialog = dialog } }

    /// The page answering `binding` too; bindings show in the footer in the order added.
    public func keyBinding(_ binding: KeyBinding) -> Page { with { $0.screenKeyBindings.append(binding) } }

    /// The page answering each of `bindings` too, in order.
    public func keyBindings(_ bindings: [KeyBinding]) -> Page { with { $0.screenKeyBindings += bindings } }

    /// The page answering `character` with `action`, hinted `character label`.
    public func keyBinding(
        _ character: Character, _ label: String, isAvailable: Bool = true,
        action: @escaping @MainActor () -> Void
    ) -> Page {
        keyBinding(KeyBinding(character, label, isAvailable: isAvailable, action: action))
    }

    /// The page answering `key` with `action`, hinted `hint`.
    public func keyBinding(
        _ key: Key, _ hint: KeyHint?, isAvailable: Bool = true, action: @escaping @MainActor () -> Void
    ) -> Page {
        keyBinding(KeyBinding(key, hint, isAvailable: isAvailable, action: action))
    }

    /// The page with `q` not quitting.
    public func quitDisabled() -> Page { with { $0.allowsQuit = false } }

    private func with(_ change: (inout Page) -> Void) -> Page {
        var copy = self
        change(&copy)
        return copy
    }
}

extension Page: View {
    /// The page itself: a page is the view a feature's screen ends in, as SwiftUI's `Text` is a
    /// view of its own.
    public var body: Page { self }
    /// Any height: a page fills the region it is given (a view's default would ask the body,
    /// which is the page itself).
    public func height(forWidth width: Int) -> Int? { nil }

    /// A page, for the accessibility outline.
    public var role: WidgetRole { .page }
    /// The screen's own keys, then its tabs'.
    public var keyBindings: [KeyBinding] { screenKeyBindings + (tabs?.keyBindings ?? []) }
    /// The title.
    public var label: String { title.title }

    /// The title, the tabs, the banner and the search field when there are, the content, then
    /// the dialog over it.
    public var children: [any Widget] {
        var children: [any Widget] = [title]
        if let tabs { children.append(tabs) }
        if let banner { children.append(banner) }
        if let field { children.append(field) }
        children.append(content)
        if let dialog { children.append(dialog) }
        return children
    }

    /// The header rows, one each, then the content in the rows left; the dialog over the content.
    public func draw(in size: Size, context: DrawContext) -> [Line] {
        let row = Size(columns: size.columns, rows: 1)
        var lines = Array(title.draw(in: row, context: context).prefix(1))
        if let tabs { lines += tabs.draw(in: row, context: context).prefix(1) }
        if let banner { lines += banner.draw(in: row, context: context).prefix(1) }
        if let field { lines += field.draw(in: row, context: context).prefix(1) }
        let contentSize = Size(columns: size.columns, rows: max(0, size.rows - lines.count))
        var body = content.draw(in: contentSize, context: context).fitted(rows: contentSize.rows)
        if let dialog { body = dialog.overlay(on: body, width: size.columns) }
        lines += body
        return lines
    }
}
