import DesignSystem
import Foundation
import ReservationsDomain
import SnapshotTesting
import Testing
import Toolkit

@testable import ReservationsFeature

/// Every frame of a set of key scripts, with colours, as the contract the view layer keeps:
/// a refactor that changes a character or a style of any of them fails here.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FrameContractTests {
    nonisolated static let clock = CalendarClock.fixed(
        Date(timeIntervalSince1970: 1_795_377_600), timeZone: TimeZone(identifier: "America/New_York")!)
    /// A new mock server for each script: scripts run in parallel, and the mock keeps what one
    /// books, changes or cancels, which another must not see.
    nonisolated static let mock: @Sendable () -> ReservationService = { .mock(latency: .zero, clock: clock) }
    nonisolated static let scripts:
        [(name: String, service: @Sendable () -> ReservationService, keys: String, size: Size)] = [
            ("list", mock, "down down end home", .standard),
            ("detail-cancel", mock, "enter c x n c y", .standard),
            ("detail-edit", mock, "enter e right right esc n esc y", .standard),
            ("edit-save", mock, "enter e down right ctrl-s", .standard),
            ("new", mock, "n right down right down left down right right down H i left ! end tab", .standard),
            ("new-save", mock, "n enter enter enter enter enter enter", .standard),
            ("new-past", mock, "n down left left ctrl-s right right", .standard),
            ("new-narrow", mock, "n down down down", Size(columns: 40, rows: 12)),
            ("cancelled", mock, "down down down enter e c l", .standard),
            ("empty", { .empty }, "r n esc", .standard),
            ("error", { .failing(.transport("connection refused")) }, "r", .standard),
        ]

    @Test(arguments: scripts.indices) func framesAreUnchanged(_ index: Int) async throws {
        let script = Self.scripts[index]
        let model = ReservationsModel(store: ReservationStore(service: script.service(), clock: Self.clock))
        let run = try await HeadlessRunner(size: script.size).run(
            FeatureHost(model), keys: try Key.script(script.keys).get())
        let text = run.steps.map { "── \($0.key?.description ?? "start")\n\($0.frame.styledText)" }
        assertSnapshot(of: text.joined(separator: "\n"), as: .lines, named: script.name)
    }
}
