public import LandmarksDomain
public import Observation
import Toolkit

/// A category and how many landmarks it has.
public struct CategoryCount: Sendable, Equatable {
    /// The category.
    public var category: Category
    /// Its number of landmarks.
    public var count: Int
}

/// Categories with their counts, one selected.
@MainActor @Observable
public final class CategoryListModel {
    /// The shared store.
    public let store: LandmarkStore
    /// The selected row.
    public private(set) var selection = 0
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

    /// The selected category.
    public var selectedCategory: Category? {
        rows.indices.contains(selection) ? rows[selection].category : nil
    }

    /// Selects row `row`, clamped to the list.
    public func select(_ row: Int) {
        selection = row.clamped(toCount: rows.count)
    }
}

/// The landmarks of one category, one selected.
@MainActor @Observable
public final class CategoryLandmarksModel {
    /// The category shown.
    public let category: Category
    /// The shared store.
    public let store: LandmarkStore
    /// The selected row.
    public private(set) var selection = 0
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

    /// The selected landmark.
    public var selectedLandmark: Landmark? {
        indices.indices.contains(selection) ? store.landmarks[indices[selection]] : nil
    }

    /// Selects row `row`, clamped to the list.
    public func select(_ row: Int) {
        selection = row.clamped(toCount: indices.count)
    }

    /// Toggles the selected landmark's favorite flag.
    public func toggleFavorite() {
        if let id = selectedLandmark?.id { store.toggleFavorite(id: id) }
    }
}
