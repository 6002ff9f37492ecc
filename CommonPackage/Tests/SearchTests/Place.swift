import Search

/// What the tests search: a place with a name of its own and fields many places share, as a
/// landmark has.
struct Place: Sendable, Equatable, Identifiable {
    var name: String
    var park: String
    var city: String
    var state: String
    var category: String

    /// Fourteen real places in five categories.
    static let fixtures: [Place] = [
        Place("Turtle Rock", "Joshua Tree National Park", "Twentynine Palms", "California", "Mountains"),
        Place(
            "Silver Salmon Creek", "Lake Clark National Park and Preserve", "Port Alsworth", "Alaska",
            "Rivers"),
        Place(
            "Chilkoot Trail", "Klondike Gold Rush National Historical Park", "Skagway", "Alaska", "Mountains"),
        Place("St. Mary Lake", "Glacier National Park", "Browning", "Montana", "Lakes"),
        Place("Twin Lake", "Lake Umbagog National Wildlife Refuge", "Errol", "New Hampshire", "Lakes"),
        Place("Lake McDonald", "Glacier National Park", "West Glacier", "Montana", "Lakes"),
        Place("Charley Rivers", "Yukon-Charley Rivers National Preserve", "Eagle", "Alaska", "Rivers"),
        Place("Icy Bay", "Wrangell-St. Elias National Park and Preserve", "Yakutat", "Alaska", "Coasts"),
        Place("Rainbow Lake", "Willow Creek State Recreation Area", "Willow", "Alaska", "Lakes"),
        Place("Hidden Lake", "North Cascades National Park", "Newhalem", "Washington", "Lakes"),
        Place("Chincoteague", "Chincoteague National Wildlife Refuge", "Chincoteague", "Virginia", "Coasts"),
        Place("Lake Umbagog", "Umbagog State Park", "Errol", "New Hampshire", "Lakes"),
        Place("Grand Canyon Village", "Grand Canyon National Park", "Grand Canyon", "Arizona", "Canyons"),
        Place("Half Dome", "Yosemite National Park", "Yosemite Valley", "California", "Mountains"),
    ]

    init(_ name: String, _ park: String, _ city: String, _ state: String, _ category: String) {
        (self.name, self.park, self.city, self.state, self.category) = (name, park, city, state, category)
    }

    /// `count` deterministic places: "Silver Lake 1" in "Park 1", "Town 1", Alaska, and so on,
    /// 97 parks, 389 towns and 8 states shared among them.
    static func generated(count: Int) -> [Place] {
        let adjectives = [
            "Silver", "Hidden", "Granite", "Misty", "Golden", "Quiet", "Twin", "Eagle", "Cedar", "Echo",
        ]
        let nouns = [
            ("Lake", "Lakes"), ("Peak", "Mountains"), ("Creek", "Rivers"), ("Gorge", "Canyons"),
            ("Bay", "Coasts"),
        ]
        let states = ["Alaska", "California", "Montana", "Utah", "Maine", "Oregon", "Wyoming", "Vermont"]
        return (0..<max(0, count)).map { index in
            let (noun, category) = nouns[index % nouns.count]
            return Place(
                "\(adjectives[(index / nouns.count) % adjectives.count]) \(noun) \(index + 1)",
                "Park \(index % 97 + 1)", "Town \(index % 389 + 1)", states[index % states.count], category)
        }
    }

    /// Names are unique among the fixtures.
    var id: String { name }

    /// Every field, for a plain scan.
    var fields: [String] { [name, park, city, state, category] }
}

extension SearchFields<Place> {
    /// A place's name, and its park, city, state and category, which many places share.
    static let places = SearchFields(name: \.name, shared: [\.park, \.city, \.state, \.category])
}

/// A seeded generator, so a failing random test fails the same way again.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
