/// The widgets a key passes through, innermost first: the focused widget, then each container
/// around it, up to the root (Textual's bubbling). When a modal layer (a dialog) is on screen
/// the chain starts at it instead: it takes every key, and nothing behind it moves.
///
/// The footer is built from the same chain, so what it offers is exactly what works.
///
/// ```swift
/// let chain = FocusChain(root)
/// chain.dispatch(.down)   // the focused list moves
/// chain.hints             // ↑↓ Move, ⏎ Open, …, q Quit
/// ```
@MainActor
public struct FocusChain {
    /// The chain, outermost first: the root (or the modal layer), down to the focused widget.
    public let widgets: [any Widget]
    /// Whether the chain starts at a modal layer.
    public let isModal: Bool

    /// The chain through `root` to its focused widget.
    public init(_ root: any Widget) {
        self.init(TreeScan(root))
    }

    /// The chain a scan of the whole tree found.
    init(_ scan: TreeScan) {
        if let path = scan.modal, let modal = path.last {
            self.init(widgets: TreeScan(modal).focusPath, isModal: true, behind: path.dropLast())
        } else {
            self.init(widgets: scan.focusPath, isModal: false, behind: [])
        }
    }

    private init(widgets: [any Widget], isModal: Bool, behind: ArraySlice<any Widget>) {
        self.widgets = widgets
        self.isModal = isModal
        receivers = Array(behind) + widgets
        liveBindings = Self.liveBindings(along: widgets)
    }

    /// Everything a key passes on its way in, told of it first: the chain, and under a modal
    /// layer the containers it sits in too (a host's notice goes with the next key either way).
    private let receivers: [any Widget]

    /// The focused widget: the innermost of the chain.
    public var focused: (any Widget)? { widgets.last }

    /// Sends `key` along the chain, innermost first. At each widget a live binding for the key
    /// runs first, then the widget's own handling; a widget that captures typing keeps typing
    /// keys from going further. A modal chain swallows what nothing in it answered.
    public func dispatch(_ key: Key) -> KeyResult {
        for widget in receivers { widget.willReceive(key) }
        for level in widgets.indices.reversed() {
            let widget = widgets[level]
            if let binding = liveBindings[level].first(where: { $0.keys.contains(key) }) {
                return binding.run(key)
            }
            if widget.handle(key) { return .handled }
            if widget.capturesTyping, key.isTyping { return .handled }
        }
        return isModal ? .handled : .ignored
    }

    /// The hints for the keys that work now: each container's leading hints, then those of the
    /// widget inside it on the chain, then its trailing hints.
    public var hints: [KeyHint] {
        var hints: [KeyHint] = []
        for bindings in liveBindings.reversed() {
            var leading: [KeyHint] = []
            for binding in bindings {
                guard let hint = binding.hint else { continue }
                if binding.placement == .leading { leading.append(hint) } else { hints.append(hint) }
            }
            hints.insert(contentsOf: leading, at: 0)
        }
        return hints
    }

    /// The keys of the bindings that work now and show in the footer.
    var hintedKeys: [Key] { liveBindings.joined().filter { $0.hint != nil }.flatMap(\.keys) }

    /// Each level's bindings that work now: available, and with none of their keys taken by a
    /// widget further in (by a binding of its own, or by capturing typing). One rule serves both
    /// keys and footer, so they cannot disagree.
    private let liveBindings: [[KeyBinding]]

    private static func liveBindings(along widgets: [any Widget]) -> [[KeyBinding]] {
        // A handful of keys: a list beats hashing characters.
        var claimed: [Key] = []
        var capturesTyping = false
        var live: [[KeyBinding]] = Array(repeating: [], count: widgets.count)
        for level in widgets.indices.reversed() {
            live[level] = widgets[level].keyBindings.filter { binding in
                binding.isAvailable
                    && !binding.keys.contains { claimed.contains($0) || (capturesTyping && $0.isTyping) }
            }
            for binding in live[level] { claimed += binding.keys }
            capturesTyping = capturesTyping || widgets[level].capturesTyping
        }
        return live
    }
}

/// What one depth-first pass over a widget tree finds, in screen order: where focus is, the
/// first modal layer, and whether anything is busy. A frame asks all of these, so the tree is
/// walked once.
@MainActor
struct TreeScan {
    private(set) var focused: [any Widget]?
    private(set) var focusable: [any Widget]?
    private(set) var page: [any Widget]?
    private(set) var modal: [any Widget]?
    private(set) var isBusy = false
    /// Where `focused`, `focusable` and `modal` end, as screen-order indices counting every
    /// widget from the root's 0 (``WidgetTree/flattened(_:depth:)``'s order).
    private var focusedAt: Int?
    private var focusableAt: Int?
    private var modalAt: Int?

    init(_ root: any Widget) {
        var path: [any Widget] = []
        var index = 0
        Self.visit(root, path: &path, index: &index, into: &self)
        if focused == nil, focusable == nil, page == nil { page = [root] }
    }

    /// The path from the root to its focused widget: the first that says it is focused, else the
    /// first that can take focus, in screen order. When none can, keys go to the screen: the
    /// path ends at the first page, or at the root when there is none.
    var focusPath: [any Widget] { focused ?? focusable ?? page ?? [] }

    /// The screen-order index of the widget focus is on, as the focus chain finds it: inside
    /// the first modal layer when one shows; `nil` when keys go to the screen.
    var focusIndex: Int? {
        guard let modal, let modalAt, let layer = modal.last else { return focusedAt ?? focusableAt }
        let inLayer = TreeScan(layer)
        return (inLayer.focusedAt ?? inLayer.focusableAt).map { modalAt + $0 }
    }

    private static func visit(
        _ widget: any Widget, path: inout [any Widget], index: inout Int, into scan: inout TreeScan
    ) {
        path.append(widget)
        if widget.isBusy { scan.isBusy = true }
        if scan.focused == nil, widget.isFocused { (scan.focused, scan.focusedAt) = (path, index) }
        if scan.focusable == nil, widget.isFocusable { (scan.focusable, scan.focusableAt) = (path, index) }
        if scan.page == nil, widget.role == .page { scan.page = path }
        if scan.modal == nil, widget.isModal { (scan.modal, scan.modalAt) = (path, index) }
        index += 1
        for child in widget.children { visit(child, path: &path, index: &index, into: &scan) }
        path.removeLast()
    }
}

/// Questions about a whole widget tree.
@MainActor
public enum WidgetTree {
    /// Whether any widget in the tree shows work in flight.
    public static func isBusy(_ root: any Widget) -> Bool {
        TreeScan(root).isBusy
    }

    /// Every widget in the tree, depth first in screen order, with its depth.
    public static func flattened(_ root: any Widget, depth: Int = 0) -> [(depth: Int, widget: any Widget)] {
        [(depth, root)] + root.children.flatMap { flattened($0, depth: depth + 1) }
    }

    /// The widgets focus can land on, in screen order (top to bottom).
    public static func focusOrder(_ root: any Widget) -> [any Widget] {
        flattened(root).map(\.widget).filter(\.isFocusable)
    }
}
