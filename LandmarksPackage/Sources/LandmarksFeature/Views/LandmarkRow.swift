import DesignSystem
import LandmarksDomain
import Toolkit

/// One landmark as a list row: favorite star, name, then category and park as width allows.
/// Narrow terminals drop the park first, then the category, so the name stays readable.
struct LandmarkRow: View {
    /// The widths every landmark row shares, so the columns line up down a list and stay put
    /// while it scrolls or narrows to a search.
    struct Columns {
        /// As wide as the longest name of all the landmarks.
        let name: Column
        /// As wide as the longest category name.
        let category = Column(fitting: Category.allCases.map(\.displayName))
    }

    let landmark: Landmark
    let columns: Columns

    init(_ landmark: Landmark, columns: Columns) {
        self.landmark = landmark
        self.columns = columns
    }

    var body: Text {
        Text(landmark.name) { size in
            let star = Line(landmark.isFavorite ? "★ " : "  ", style: .accent)
            return [
                star
                    + ColumnRow(
                        width: size.columns - star.width,
                        [
                            .flexible(Line(landmark.name), upTo: columns.name),
                            .fixed(
                                Line(landmark.category.displayName, style: .muted), columns.category,
                                dropOrder: 1),
                            .flexible(Line(landmark.park, style: .muted), dropOrder: 0),
                        ]
                    ).line
            ]
        }
    }
}

extension LandmarksModel {
    /// The row columns for the store's landmarks as they are now.
    var landmarkRowColumns: LandmarkRow.Columns {
        rowColumns.value(for: store.revision) {
            LandmarkRow.Columns(name: Column(fitting: store.landmarks.lazy.map(\.name)))
        }
    }
}

extension Int {
    /// "1 landmark", "12 landmarks".
    var landmarksLabel: String { self == 1 ? "1 landmark" : "\(grouped) landmarks" }
}
