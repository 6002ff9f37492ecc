import Fidelity
import Foundation
import ReservationsDomain
import Testing
import Toolkit

/// The suite bites: with one server rule changed, or one mock rule removed, it fails naming the
/// route, the step and both answers.
@Suite(.timeLimit(.minutes(2))) struct FidelityTests {
    let clock = CalendarClock.system

    func known() -> Set<UUID> {
        Set(
            Reservation.fixtures(clock: clock).map(\.id) + [
                UUID(uuidString: "00000000-0000-4000-9000-0000000fffff")!
            ])
    }

    @Test func aServerThatAnswersASecondCancelWithAnotherStatusIsADifference() async throws {
        let suite = FidelitySuite.reservations(clock: clock)
        let outcomes = try await suite.run(
            known: known(), warm: { _ in },
            options: RunOptions(serverChanges: [SecondCancelAnswers(status: 400)], pairings: [.mock]))
        let differences = outcomes.filter { !$0.isSame }
        #expect(differences.map(\.step) == ["cancel twice"])
        let report = try #require(differences.first?.difference)
        #expect(report.contains("POST /reservations/{id}/cancel → 400"), "\(report)")
        #expect(
            report.contains(#"preset mock: cancel visit 1 again: refused server(status: 409"#), "\(report)")
        #expect(
            report.contains(#"server:      cancel visit 1 again: refused server(status: 400"#), "\(report)")
    }

    @Test func aMockThatCancelsACancelledVisitIsADifference() async throws {
        var suite = FidelitySuite.reservations(clock: clock)
        suite.presets = suite.presets.mapSimulated { original in
            var service = original
            service.cancel = { id in
                var visit = try await original.fetchReservation(id)
                visit.status = .cancelled
                return visit
            }
            return service
        }
        let outcomes = try await suite.run(
            known: known(), warm: { _ in }, options: RunOptions(pairings: [.mock]))
        let differences = outcomes.filter { !$0.isSame }
        #expect(differences.map(\.step).contains("cancel twice"))
        let report = try #require(differences.first { $0.step == "cancel twice" }?.difference)
        #expect(report.contains("POST /reservations/{id}/cancel → 409"), "\(report)")
        #expect(report.contains("server:      cancel visit 1 again: refused server(status: 409"), "\(report)")
    }
}

/// A server whose second cancel of the same visit answers `status` instead of its own.
struct SecondCancelAnswers: NetworkInterceptor {
    let status: Int

    func intercept(_ outcome: NetworkOutcome, of exchange: NetworkExchange) async -> NetworkOutcome {
        guard exchange.request.url.path.hasSuffix("/cancel"), case var .success(response) = outcome,
            response.status == 409
        else { return outcome }
        response.status = status
        return .success(response)
    }
}

extension ServicePresets {
    /// The same presets, each simulated one's services changed by `change`.
    func mapSimulated(_ change: @escaping @Sendable (Service) -> Service) -> ServicePresets {
        ServicePresets(
            presets.map { preset in
                guard case let .simulated(make) = preset.source else { return preset }
                return ServicePreset(preset.name, preset.summary, source: .simulated { change(make($0)) })
            })
    }
}
