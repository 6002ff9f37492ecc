public import LandmarksDomain
public import Observation
public import Toolkit

/// A category and how many landmarks it has.
public struct CategoryCount: Sendable, Equatable {
    /// The category the row names.
    public var category: Category
    /// Its number of landmarks.
    public var count: Int
}

/// Categories with their counts, one selected.
@MainActor @Observable
public final class CategoryListModel: SelectableList {
    /// The landmarks, shared with the other screens of the tab: a count changes as they do.
    public let store: LandmarkStore
    /// The selected category, and where the list is scrolled.
    public let selection = ListSelection<Category>()
    @ObservationIgnored private var cached: (revision: Int, rows: [CategoryCount])?

    /// Creates the list over `store`.
    public init(store: LandmarkStore) {
        self.store = store
    }

    /// The categories that have landmarks, in declaration order.
    public var rows: [CategoryCount] {
        if let cached, cached.revision == store.revision { return cached.rows }
        var counts: [Category: Int] = [:]
        for landmark in store.landmarks { counts[landmark.category, default: 0] += 1 }
        let rows = Category.allCases.compactMap { category in
            counts[category].map { CategoryCount(category: category, count: $0) }
        }
        cached = (store.revision, rows)
        return rows
    }

    /// The number of categories listed.
    public var itemCount: Int { rows.count }

    /// The category of row `item`.
    public func id(atItem item: Int) -> Category? {
        rows.indices.contains(item) ? rows[item].category : nil
    }

    /// The row of `category`, if it has landmarks.
    public func item(of category: Category) -> Int? {
        rows.firstIndex { $0.category == category }
    }

    /// The category Enter opens; `nil` while nothing is loaded.
    public var selectedCategory: Category? { id(atItem: selectedItem) }
}

/// The landmarks of one category, one selected.
@MainActor @Observable
public final class CategoryLandmarksModel: SelectableList {
    /// The category shown.
    public let category: Category
    /// The landmarks, shared with the other screens of the tab.
    public let store: LandmarkStore
    /// The selected landmark, and where the list is scrolled.
    public let selection = ListSelection<Landmark.ID>()
    @ObservationIgnored private var cached: (revision: Int, indices: [Int])?

    /// Creates the list of `category` over `store`.
    public init(category: Category, store: LandmarkStore) {
        self.category = category
        self.store = store
    }

    /// Indices into the store's landmarks of those in the category.
    public var indices: [Int] {
        if let cached, cached.revision == store.revision { return cached.indices }
        let landmarks = store.landmarks
        let indices = landmarks.indices.filter { landmarks[$0].category == category }
        cached = (store.revision, indices)
        return indices
    }

    /// The number of landmarks listed.
    public var itemCount: Int { indices.count }

    /// The landmark of row `item`.
    public func id(atItem item: Int) -> Landmark.ID? { landmark(atItem: item)?.id }

    /// The row of the landmark `id`, if it is in the category.
    public func item(of id: Landmark.ID) -> Int? {
        store.index(of: id).flatMap { indices.position(ofIndex: $0) }
    }

    /// The landmark Enter opens and `f` stars; `nil` when the category has none.
    public var selectedLandmark: Landmark? { landmark(atItem: selectedItem) }

    private func landmark(atItem item: Int) -> Landmark? {
        indices.indices.contains(item) ? store.landmarks[indices[item]] : nil
    }

    /// Toggles the selected landmark's favorite flag.
    public func toggleFavorite() {
        if let id = selectedLandmark?.id { store.toggleFavorite(id: id) }
    }
}
