import DesignSystem
import Foundation
import ReservationsDomain
import Testing
import Toolkit

@testable import ReservationsFeature

/// The Reservations feature's links: every form parses and prints back, and each opens its
/// screen over the ones a person would have passed through.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationsLinkTests {
    let clock = ReservationsScreenTests.clock

    func host() -> (FeatureHost<ReservationsModel>, ReservationsModel) {
        let model = ReservationsModel(
            store: ReservationStore(service: .mock(latency: .zero, clock: clock), clock: clock))
        return (FeatureHost(model), model)
    }

    var first: Reservation { Reservation.fixtures(clock: clock)[0] }

    @Test func everyLocationRoundTripsThroughItsLinkText() throws {
        let id = UUID()
        let locations: [ReservationsLocation] = [
            .list, .detail(id), .edit(id), .new(landmark: nil), .new(landmark: id),
        ]
        for location in locations {
            #expect(try ReservationsLocation(AppLink(parsing: location.link.description)) == location)
        }
    }

    @Test(arguments: [
        "landmarks://reservations/new?landmark=lake", "landmarks://reservations/new?sort=date",
        "landmarks://reservations/not-an-id", "landmarks://reservations/edit",
        "landmarks://reservations/00000000-0000-4000-9000-000000000001/delete",
        "landmarks://reservations?x=1",
    ])
    func aLinkOutsideTheGrammarIsRefused(text: String) throws {
        let link = try AppLink(parsing: text)
        #expect(throws: LinkError.self) { try ReservationsLocation(link) }
    }

    @Test func anEditLinkOpensTheFormOverTheDetailOnceTheReservationsLoad() async throws {
        let (host, model) = host()
        try host.open(AppLink(parsing: "landmarks://reservations/\(first.id.uuidString)/edit"))
        let run = try await HeadlessRunner().run(host, keys: [])
        #expect(model.navigator.path.count == 2)
        #expect(model.location == .edit(first.id))
        #expect(run.finalText.contains("Edit reservation"), "\(run.finalText)")
        _ = try await HeadlessRunner().run(host, keys: [.escape])
        #expect(model.location == .detail(first.id), "Esc walks back to the detail")
    }

    @Test func aNewVisitLinkNamesItsLandmarkAndALinkToAGoneReservationSaysSo() async throws {
        let (host, model) = host()
        let landmark = first.landmarkId
        try host.open(AppLink(parsing: "landmarks://reservations/new?landmark=\(landmark.uuidString)"))
        _ = try await HeadlessRunner().run(host, keys: [])
        #expect(model.location == .new(landmark: landmark))

        let (gone, _) = self.host()
        try gone.open(AppLink(parsing: "landmarks://reservations/\(UUID().uuidString)"))
        let run = try await HeadlessRunner().run(gone, keys: [])
        #expect(run.steps.first?.text.contains("Loading reservations…") == true)
        #expect(run.finalText.contains("Reservation not found"))
        #expect(run.finalText.contains("esc Back"))
    }
}
