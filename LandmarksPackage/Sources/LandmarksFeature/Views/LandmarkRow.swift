import DesignSystem
import LandmarksDomain

/// One landmark as a list row: favorite star, name, then category and park as width allows.
/// Narrow terminals drop the park first, then the category, so the name stays readable.
enum LandmarkRow {
    static let nameWidth = 28
    static let categoryWidth = 11

    static func line(_ landmark: Landmark, width: Int) -> Line {
        let star = Line(landmark.isFavorite ? "★ " : "  ", style: .accent)
        let room = width - star.width
        let category = Line(landmark.category.displayName, style: .muted).fitted(to: categoryWidth)
        if room >= nameWidth + categoryWidth + 12 {
            return star + Line(landmark.name).fitted(to: nameWidth) + category
                + Line(landmark.park, style: .muted)
        }
        if room >= 16 + categoryWidth {
            return star + Line(landmark.name).fitted(to: room - categoryWidth) + category
        }
        return star + Line(landmark.name)
    }
}

extension Int {
    /// "1 landmark", "12 landmarks".
    var landmarksLabel: String { self == 1 ? "1 landmark" : "\(grouped) landmarks" }
}
