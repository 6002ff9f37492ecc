/// The tabs of a feature's root, as an enum: its cases, in order, are the tabs, and each says
/// its title. DesignSystem's `TabBar`, bound to one, switches it.
///
/// ```swift
/// enum LandmarksTab: TabItem { case landmarks, categories; var title: String { … } }
/// ```
public protocol TabItem: CaseIterable, Hashable where AllCases: RandomAccessCollection {
    /// The tab's name on the bar.
    var title: String { get }
}
