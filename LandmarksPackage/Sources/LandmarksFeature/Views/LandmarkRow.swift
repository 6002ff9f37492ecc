import DesignSystem
import LandmarksDomain

/// One landmark as a list row: favorite star, name, category, park.
enum LandmarkRow {
    static let nameWidth = 28
    static let categoryWidth = 11

    static func line(_ landmark: Landmark) -> Line {
        Line(landmark.isFavorite ? "★ " : "  ", style: .accent)
            + Line(landmark.name).fitted(to: nameWidth - 1) + Line(" ")
            + Line(landmark.category.displayName, style: .muted).fitted(to: categoryWidth)
            + Line(landmark.park, style: .muted)
    }
}

extension Int {
    /// "1 landmark", "12 landmarks".
    var landmarksLabel: String { self == 1 ? "1 landmark" : "\(grouped) landmarks" }
}
