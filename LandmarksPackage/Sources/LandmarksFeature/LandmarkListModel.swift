public import Foundation
public import LandmarksDomain
public import Observation
public import Search
public import Toolkit

/// A titled group of landmarks in the list.
public struct LandmarkSection: Sendable, Equatable {
    /// The section's title.
    public var title: String
    /// Indices into the store's landmarks, in order.
    public var indices: SearchMatches
}

extension SearchFields<Landmark> {
    /// A landmark's name, and its park, city, state and category, which many landmarks share.
    public static let landmarks = SearchFields(
        name: \.name, shared: [\.park, \.city, \.state, \.category.displayName])
}

/// The landmark list: featured and all landmarks, or search results, with one selected by id.
@MainActor @Observable
public final class LandmarkListModel {
    /// The landmarks, shared with the other screens of the tab.
    public let store: LandmarkStore
    /// The search over the landmarks.
    public let search: SearchModel
    /// The selected landmark; `nil` selects the first row. A featured landmark has a row in
    /// Featured and one in All landmarks: the list keeps the one it was on.
    public var selection: Landmark.ID?
    /// Where the list is scrolled.
    public let scroll = ScrollPosition()
    /// How many times the sections without a query were derived, for tests of the memo below.
    @ObservationIgnored package private(set) var browsingBuilds = 0
    @ObservationIgnored private var browsing: (revision: Int, sections: [LandmarkSection])?

    /// Creates the list over `store`, searching its landmarks.
    public init(store: LandmarkStore, inlineSearchLimit: Int = SearchModel.defaultInlineLimit) {
        self.store = store
        search = SearchModel(
            .landmarks, items: { store.landmarks }, revision: { store.revision },
            inlineLimit: inlineSearchLimit)
        search.onQueryChange = { [weak self] in self?.selection = nil }
    }

    /// Featured then all landmarks; or, while there is a query, one section of matches. Derived
    /// once per change of landmarks or query, never per frame.
    public var sections: [LandmarkSection] {
        if let matches = search.matches { return [LandmarkSection(title: "Results", indices: matches)] }
        let revision = store.revision
        if let browsing, browsing.revision == revision { return browsing.sections }
        browsingBuilds += 1
        let landmarks = store.landmarks
        let sections = [
            LandmarkSection(
                title: "Featured",
                indices: SearchMatches(landmarks.indices.filter { landmarks[$0].isFeatured })),
            LandmarkSection(title: "All landmarks", indices: .all(landmarks.count)),
        ].filter { !$0.indices.isEmpty }
        browsing = (revision, sections)
        return sections
    }

    /// The number of selectable items.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.indices.count } }

    /// The landmark Enter opens and `f` stars: the selected one, else the first row's; `nil`
    /// when nothing matches.
    public var selectedLandmark: Landmark? {
        if let selection, let landmark = store.landmark(id: selection) { return landmark }
        return sections.first?.indices.first.map { store.landmarks[$0] }
    }
}
