/// What kind of place a landmark is. The raw value is the key the backend uses.
public enum Category: String, Sendable, Hashable, Codable, CaseIterable, Identifiable, Comparable {
    /// Lakes and ponds.
    case lakes
    /// Peaks and ridges.
    case mountains
    /// Rivers and creeks.
    case rivers
    /// Canyons and gorges.
    case canyons
    /// Coasts, bays and islands.
    case coasts

    /// The raw value.
    public var id: String { rawValue }

    /// The name shown to people.
    public var displayName: String {
        switch self {
        case .lakes: "Lakes"
        case .mountains: "Mountains"
        case .rivers: "Rivers"
        case .canyons: "Canyons"
        case .coasts: "Coasts"
        }
    }

    /// Orders categories as they are declared.
    public static func < (lhs: Category, rhs: Category) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .lakes: 0
        case .mountains: 1
        case .rivers: 2
        case .canyons: 3
        case .coasts: 4
        }
    }
}
