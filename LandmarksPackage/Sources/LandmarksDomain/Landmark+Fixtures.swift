import Foundation

extension Landmark {
    /// Fourteen deterministic landmarks in all five categories, four of them featured and two
    /// favorites: the mock preset's data, and the demo data a backend can seed.
    public static let fixtures: [Landmark] = [
        fixture(
            1, "Turtle Rock", .mountains, "Joshua Tree National Park", "Twentynine Palms", "California",
            (34.011286, -116.166868), featured: true, favorite: true),
        fixture(
            2, "Silver Salmon Creek", .rivers, "Lake Clark National Park and Preserve", "Port Alsworth",
            "Alaska", (59.980167, -152.665167)),
        fixture(
            3, "Chilkoot Trail", .mountains, "Klondike Gold Rush National Historical Park", "Skagway",
            "Alaska", (59.560551, -135.334571), favorite: true),
        fixture(
            4, "St. Mary Lake", .lakes, "Glacier National Park", "Browning", "Montana",
            (48.69423, -113.536248), featured: true),
        fixture(
            5, "Twin Lake", .lakes, "Lake Umbagog National Wildlife Refuge", "Errol", "New Hampshire",
            (44.791235, -71.111075)),
        fixture(
            6, "Lake McDonald", .lakes, "Glacier National Park", "West Glacier", "Montana",
            (48.528338, -113.992277), featured: true),
        fixture(
            7, "Charley Rivers", .rivers, "Yukon-Charley Rivers National Preserve", "Eagle", "Alaska",
            (65.350021, -143.101501)),
        fixture(
            8, "Icy Bay", .coasts, "Wrangell-St. Elias National Park and Preserve", "Yakutat", "Alaska",
            (60.077167, -141.356833)),
        fixture(
            9, "Rainbow Lake", .lakes, "Willow Creek State Recreation Area", "Willow", "Alaska",
            (61.789561, -150.049111)),
        fixture(
            10, "Hidden Lake", .lakes, "North Cascades National Park", "Newhalem", "Washington",
            (48.560169, -121.206311)),
        fixture(
            11, "Chincoteague", .coasts, "Chincoteague National Wildlife Refuge", "Chincoteague", "Virginia",
            (37.932911, -75.378515)),
        fixture(
            12, "Lake Umbagog", .lakes, "Umbagog State Park", "Errol", "New Hampshire",
            (44.747134, -71.056825)),
        fixture(
            13, "Grand Canyon Village", .canyons, "Grand Canyon National Park", "Grand Canyon", "Arizona",
            (36.057944, -112.125142), featured: true),
        fixture(
            14, "Half Dome", .mountains, "Yosemite National Park", "Yosemite Valley", "California",
            (37.746036, -119.533069)),
    ]

    private static func fixture(
        _ number: Int, _ name: String, _ category: Category, _ park: String, _ city: String, _ state: String,
        _ position: (Double, Double), featured: Bool = false, favorite: Bool = false
    ) -> Landmark {
        Landmark(
            id: stableID(number), name: name, category: category, park: park, city: city, state: state,
            country: "United States",
            description: "\(name) is one of the best loved places in \(park). Visitors come for the "
                + "\(category.displayName.lowercased()), the quiet and the long summer light.",
            imageName: name.lowercased().filter { $0.isLetter }, isFeatured: featured, isFavorite: favorite,
            coordinates: Coordinates(latitude: position.0, longitude: position.1)!)
    }

    /// `count` deterministic landmarks for scale tests: every category, one in ten featured.
    public static func generated(count: Int) -> [Landmark] {
        let adjectives = [
            "Silver", "Hidden", "Granite", "Misty", "Golden", "Quiet", "Twin", "Eagle", "Cedar", "Echo",
        ]
        let nouns: [(String, Category)] = [
            ("Lake", .lakes), ("Peak", .mountains), ("Creek", .rivers), ("Gorge", .canyons), ("Bay", .coasts),
        ]
        let states = ["Alaska", "California", "Montana", "Utah", "Maine", "Oregon", "Wyoming", "Vermont"]
        return (0..<max(0, count)).map { index in
            let (noun, category) = nouns[index % nouns.count]
            let name = "\(adjectives[(index / nouns.count) % adjectives.count]) \(noun) \(index + 1)"
            return Landmark(
                id: stableID(1_000_000 + index), name: name, category: category,
                park: "Park \(index % 97 + 1)",
                city: "Town \(index % 389 + 1)", state: states[index % states.count],
                country: "United States",
                description: "A generated landmark for scale tests.", imageName: "generated",
                isFeatured: index % 10 == 0, isFavorite: index % 7 == 0,
                coordinates: Coordinates(
                    latitude: Double(index % 180) - 89.5, longitude: Double(index % 360) - 179.5)!)
        }
    }

    /// A fixed UUID for a number, so fixtures are the same on every run and every machine.
    static func stableID(_ number: Int) -> UUID {
        let hex = String(number, radix: 16)
        let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return UUID(uuidString: "00000000-0000-4000-8000-\(digits)")!
    }
}
