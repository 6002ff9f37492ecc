import DesignSystem
import Foundation
import ReservationsDomain
import Testing
import Toolkit

@testable import ReservationsFeature

/// What the person is told of a change made on another device.
@MainActor @Suite(.timeLimit(.minutes(1))) struct RemoteChangeTests {
    let clock = ReservationsScreenTests.clock

    @Test func aBannerSaysWhatHappenedWhereAndWhen() async throws {
        let model = ReservationsModel(
            store: ReservationStore(service: .mock(latency: .zero, clock: clock), clock: clock))
        model.start()
        await model.store.load().value
        let turtleRock = try #require(model.store.reservations.first { $0.landmarkName == "Turtle Rock" })
        model.announce(.booked(turtleRock))
        #expect(
            model.notice
                == Notice(.info, "Booked on another device: Turtle Rock, \(expectedWhen(turtleRock.date))"))

        model.edit(turtleRock.id)
        model.announce(.changed(turtleRock))
        #expect(model.notice?.message.hasSuffix(". Saving this form will be refused.") == true)
        var cancelled = turtleRock
        cancelled.status = .cancelled
        model.announce(.cancelled(cancelled))
        #expect(model.notice?.message.hasPrefix("Cancelled on another device: Turtle Rock") == true)
        #expect(model.notice?.message.hasSuffix(". This form can no longer be saved.") == true)
    }

    private func expectedWhen(_ date: Date) -> String {
        let format = DateTimeFormat(clock)
        return "\(format.shortDate(date)), \(format.time(date))"
    }
}
