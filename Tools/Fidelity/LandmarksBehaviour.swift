import Foundation
public import LandmarksDomain
import Toolkit

extension FidelitySuite where Service == LandmarkService {
    /// The Landmarks service's behaviour: the list, one landmark, a category, favorites set twice
    /// and cleared, and the changes stream.
    public static var landmarks: Self {
        let landmarks = Landmark.fixtures
        let unknown = UUID(uuidString: "00000000-0000-4000-8000-0000000fffff")!
        let notFavorite = landmarks.first { !$0.isFavorite }!.id
        let favorite = landmarks.first(where: \.isFavorite)!.id
        let another = landmarks.last { !$0.isFavorite }!.id
        return FidelitySuite(
            feature: "landmarks", presets: LandmarkService.presets,
            steps: [
                Step("list", readsOnly: true) {
                    await deliveries("landmarks", $0.fetchLandmarks(.networkOnly))
                },
                // The mock has no cache: what a cache gives first is the offline preset's to match.
                Step("list, cached first", readsOnly: true, pairings: [.offline]) {
                    await deliveries("landmarks", $0.fetchLandmarks(.cacheThenFetch))
                },
                Step("one landmark", readsOnly: true) { service in
                    [await answer("landmark 1") { try await service.fetchLandmark(landmarks[0].id) }]
                },
                Step("an unknown landmark", readsOnly: true) { service in
                    [await answer("unknown") { try await service.fetchLandmark(unknown) }]
                },
                Step("a category", readsOnly: true) { service in
                    [await answer("lakes") { try await service.fetchCategory(.lakes) }]
                },
                Step("a favorite twice") { service in
                    [
                        await answer("star") { try await service.setFavorite(notFavorite, true) },
                        await answer("star again") { try await service.setFavorite(notFavorite, true) },
                    ]
                },
                Step("clear a favorite") { service in
                    [await answer("unstar") { try await service.setFavorite(favorite, false) }]
                },
                Step("star an unknown landmark") { service in
                    [await answer("star unknown") { try await service.setFavorite(unknown, true) }]
                },
                Step("list after the changes", readsOnly: true) {
                    await deliveries("landmarks", $0.fetchLandmarks(.networkOnly))
                },
                Step("a change arrives on the changes stream") { service in
                    await updates("changes", service.changes(), count: 2) {
                        await answer("star another") { try await service.setFavorite(another, true) }
                    }
                },
            ])
    }
}

extension AnySuite {
    /// The Landmarks suite among those `check-fidelity` runs: warmed by a fetch of the list.
    static func landmarks(known: Set<UUID>, clock _: CalendarClock) -> AnySuite {
        AnySuite(.landmarks, known: known) { service in
            _ = await deliveries("warm", service.fetchLandmarks(.networkOnly))
        }
    }
}
