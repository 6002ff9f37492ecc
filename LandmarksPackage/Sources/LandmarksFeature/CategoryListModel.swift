public import LandmarksDomain
public import Observation
public import Toolkit

/// A category and how many landmarks it has.
public struct CategoryCount: Sendable, Equatable, Identifiable {
    /// The category the row names.
    public var category: Category
    /// Its number of landmarks.
    public var count: Int
    /// A row is named by its category.
    public var id: Category { category }
}

/// Categories with their counts, one selected.
@MainActor @Observable
public final class CategoryListModel {
    /// The landmarks, shared with the other screens of the tab: a count changes as they do.
    public let store: LandmarkStore
    /// The selected category; `nil` selects the first row.
    public var selection: Category?
    /// Where the list is scrolled.
    public let scroll = ScrollPosition()
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

    /// The category Enter opens: the selected one while it has landmarks, else the first;
    /// `nil` while nothing is loaded.
    public var selectedCategory: Category? {
        let rows = rows
        return rows.first { $0.category == selection }?.category ?? rows.first?.category
    }
}

/// The landmarks of one category, one selected.
@MainActor @Observable
public final class CategoryLandmarksModel {
    /// The category shown.
    public let category: Category
    /// The landmarks, shared with the other screens of the tab.
    public let store: LandmarkStore
    /// The selected landmark; `nil` selects the first row.
    public var selection: Landmark.ID?
    /// Where the list is scrolled.
    public let scroll = ScrollPosition()
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

    /// The landmarks listed, in the store's order: read only where the list reads them.
    public var landmarks: LazyMapSequence<[Int], Landmark> {
        let landmarks = store.landmarks
        return indices.lazy.map { landmarks[$0] }
    }

    /// The landmark Enter opens and `f` stars: the selected one while it is in the category,
    /// else the first; `nil` when the category has none.
    public var selectedLandmark: Landmark? {
        if let selection, let landmark = store.landmark(id: selection), landmark.category == category {
            return landmark
        }
        return indices.first.map { store.landmarks[$0] }
    }
}
