public import LandmarksDomain
public import Toolkit

/// The screens that can be pushed over the Landmarks root.
public enum LandmarkRoute: Hashable, Sendable {
    /// One landmark's details.
    case detail(Landmark.ID)
    /// The landmarks in one category.
    case category(Category)
}

/// The two root views of the feature.
public enum LandmarksTab: Int, TabItem, Sendable {
    /// Every landmark, featured first.
    case landmarks
    /// Categories with their counts.
    case categories

    /// The tab's name.
    public var title: String {
        switch self {
        case .landmarks: "Landmarks"
        case .categories: "Categories"
        }
    }
}
