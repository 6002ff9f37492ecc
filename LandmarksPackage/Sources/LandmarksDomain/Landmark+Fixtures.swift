import Foundation
import LandmarksApi
import Logger
import Toolkit

extension Landmark {
    /// Fourteen deterministic landmarks in all five categories, four of them featured and two
    /// favorites: the demo records every preset and the backend's seed share, mapped and validated.
    public static let fixtures: [Landmark] = LandmarkApiModel.demo.domainModels(logger: .disabled)

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
                id: UUID(fixture: 1_000_000 + index), name: name, category: category,
                park: "Park \(index % 97 + 1)",
                city: "Town \(index % 389 + 1)", state: states[index % states.count],
                country: "United States",
                description: "A generated landmark for scale tests.", imageName: "generated",
                isFeatured: index % 10 == 0, isFavorite: index % 7 == 0,
                coordinates: Coordinates(
                    latitude: Double(index % 180) - 89.5, longitude: Double(index % 360) - 179.5)!)
        }
    }
}
