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
            service.cancel = { id, _ in
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

    @Test func aMockSessionThatTakesAnyPasswordIsADifference() async throws {
        var suite = FidelitySuite.session
        suite.presets = suite.presets.mapSimulated { original in
            var service = original
            // The user's own password, whatever was typed.
            service.signIn = { user, _ in
                try await original.signIn(user, DemoUser.all.first { $0.username == user }?.password ?? "")
            }
            return service
        }
        let outcomes = try await suite.run(known: [], warm: { _ in }, options: RunOptions(pairings: [.mock]))
        let differences = outcomes.filter { !$0.isSame }
        #expect(differences.map(\.step) == ["a bad password"])
        let report = try #require(differences.first?.difference)
        #expect(report.contains("POST /auth/login → 401"), "\(report)")
        #expect(report.contains("preset mock: sign in as ada, wrong password: ()"), "\(report)")
        #expect(
            report.contains("server:      sign in as ada, wrong password: refused unauthorized"), "\(report)")
    }
}

/// The frame check reads a gallery: a live frame that differs from its mock twin fails unless the
/// difference is listed, and a listed difference no frame shows fails too.
@Suite struct FrameFidelityTests {
    func gallery(mock: String, live: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "frames-\(UUID().uuidString)")
        for (preset, text) in [("mock", mock), ("live", live)] {
            let story = root.appending(path: "app/\(preset)/opening")
            try FileManager.default.createDirectory(at: story, withIntermediateDirectories: true)
            try text.write(
                to: story.appending(path: "80x24.utc-en_US.txt"), atomically: true, encoding: .utf8)
        }
        return root
    }

    let signedIn = MeantFrameDifference(feature: "app", liveText: "ada", reason: "signed in")

    @Test func aDifferenceNotListedFailsNamingTheFileTheLineAndBothSides() throws {
        let root = try gallery(
            mock: "app · mock · opening\n 3 upcoming\n", live: "app · live · opening\n 2 upcoming\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try FrameFidelity.check(gallery: root, meant: [])
        #expect(!check.passes)
        #expect(
            check.differences == [
                "app/opening/80x24.utc-en_US.txt, line 2\n    mock:  3 upcoming\n    live:  2 upcoming"
            ])
    }

    @Test func aListedDifferencePassesAndOneNoFrameShowsFails() throws {
        let root = try gallery(
            mock: "app · mock · opening\n Tabs\n", live: "app · live · opening\n Tabs    ada\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try FrameFidelity.check(gallery: root, meant: [signedIn]).passes)
        let stale = MeantFrameDifference(feature: "app", liveText: "grace", reason: "never drawn")
        let check = try FrameFidelity.check(gallery: root, meant: [signedIn, stale])
        #expect(check.differences.isEmpty)
        #expect(check.unusedMeant == [stale])
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
