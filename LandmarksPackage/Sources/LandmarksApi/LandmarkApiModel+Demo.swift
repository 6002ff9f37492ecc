import Foundation
import WireContract

extension LandmarkApiModel {
    /// Fourteen demo landmarks in five categories, four featured and two favorites: the data the
    /// client's mock preset shows and a new backend database is seeded with.
    public static let demo: [LandmarkApiModel] = [
        demo(
            1, "Turtle Rock", "mountains", "Joshua Tree National Park", "Twentynine Palms", "California",
            34.011286, -116.166868, featured: true, favorite: true),
        demo(
            2, "Silver Salmon Creek", "rivers", "Lake Clark National Park and Preserve", "Port Alsworth",
            "Alaska", 59.980167, -152.665167),
        demo(
            3, "Chilkoot Trail", "mountains", "Klondike Gold Rush National Historical Park", "Skagway",
            "Alaska", 59.560551, -135.334571, favorite: true),
        demo(
            4, "St. Mary Lake", "lakes", "Glacier National Park", "Browning", "Montana", 48.69423,
            -113.536248, featured: true),
        demo(
            5, "Twin Lake", "lakes", "Lake Umbagog National Wildlife Refuge", "Errol", "New Hampshire",
            44.791235, -71.111075),
        demo(
            6, "Lake McDonald", "lakes", "Glacier National Park", "West Glacier", "Montana", 48.528338,
            -113.992277, featured: true),
        demo(
            7, "Charley Rivers", "rivers", "Yukon-Charley Rivers National Preserve", "Eagle", "Alaska",
            65.350021, -143.101501),
        demo(
            8, "Icy Bay", "coasts", "Wrangell-St. Elias National Park and Preserve", "Yakutat", "Alaska",
            60.077167, -141.356833),
        demo(
            9, "Rainbow Lake", "lakes", "Willow Creek State Recreation Area", "Willow", "Alaska", 61.789561,
            -150.049111),
        demo(
            10, "Hidden Lake", "lakes", "North Cascades National Park", "Newhalem", "Washington", 48.560169,
            -121.206311),
        demo(
            11, "Chincoteague", "coasts", "Chincoteague National Wildlife Refuge", "Chincoteague", "Virginia",
            37.932911, -75.378515),
        demo(
            12, "Lake Umbagog", "lakes", "Umbagog State Park", "Errol", "New Hampshire", 44.747134, -71.056825
        ),
        demo(
            13, "Grand Canyon Village", "canyons", "Grand Canyon National Park", "Grand Canyon", "Arizona",
            36.057944, -112.125142, featured: true),
        demo(
            14, "Half Dome", "mountains", "Yosemite National Park", "Yosemite Valley", "California",
            37.746036, -119.533069),
    ]

    private static func demo(
        _ number: Int, _ name: String, _ category: String, _ park: String, _ city: String, _ state: String,
        _ latitude: Double, _ longitude: Double, featured: Bool = false, favorite: Bool = false
    ) -> LandmarkApiModel {
        LandmarkApiModel(
            id: UUID(fixture: number),
            name: name, category: category, park: park, city: city, state: state, country: "United States",
            description: "\(name) is one of the best loved places in \(park). Visitors come for the "
                + "\(category), the quiet and the long summer light.",
            imageName: name.lowercased().filter { $0.isLetter }, isFeatured: featured, isFavorite: favorite,
            coordinates: CoordinatesApiModel(latitude: latitude, longitude: longitude))
    }
}
