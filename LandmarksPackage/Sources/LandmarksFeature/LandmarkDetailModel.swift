public import LandmarksDomain
public import Toolkit

/// One landmark's details and its favorite action.
@MainActor
public struct LandmarkDetailModel {
    /// The landmark's identifier.
    public let id: Landmark.ID
    /// The landmarks, shared with the list: a star given here shows there.
    public let store: LandmarkStore

    /// Creates the model for landmark `id`.
    public init(id: Landmark.ID, store: LandmarkStore) {
        self.id = id
        self.store = store
    }

    /// The landmark, or `nil` if a reload removed it.
    public var landmark: Landmark? { store.landmark(id: id) }

    /// The state of the latest favorite change.
    public var favoriteUpdate: MutationState { store.favoriteUpdates[id] ?? .idle }
}
