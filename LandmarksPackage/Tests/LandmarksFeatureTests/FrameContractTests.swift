import DesignSystem
import LandmarksDomain
import SnapshotTesting
import Testing
import Toolkit

@testable import LandmarksFeature

/// Every frame of a set of key scripts, with colours, as the contract the view layer keeps:
/// a refactor that changes a character or a style of any of them fails here.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FrameContractTests {
    nonisolated static let scripts: [(name: String, service: LandmarkService, keys: String, size: Size)] = [
        ("list", .mock(latency: .zero), "down down pgdn end home up", .standard),
        ("detail", .mock(latency: .zero), "down down enter f esc", .standard),
        ("detail-narrow", .mock(latency: .zero), "down enter", Size(columns: 40, rows: 12)),
        ("search", .mock(latency: .zero), "/ l a k e backspace down enter esc", .standard),
        ("search-open", .mock(latency: .zero), "/ l a enter enter esc esc", .standard),
        ("search-none", .mock(latency: .zero), "/ x y z enter esc", .standard),
        (
            "categories", .mock(latency: .zero), "right down enter down f enter esc esc left tab shift-tab",
            .standard
        ),
        ("wide", .mock(latency: .zero), "down down", Size(columns: 120, rows: 40)),
        ("empty", .empty, "r", .standard),
        ("error", .failing(.transport("connection refused")), "r right", .standard),
    ]

    @Test(arguments: scripts.indices) func framesAreUnchanged(_ index: Int) async throws {
        let script = Self.scripts[index]
        let screen = FeatureHost(LandmarksModel(store: LandmarkStore(service: script.service)))
        let run = try await HeadlessRunner(size: script.size).run(
            screen, keys: try Key.script(script.keys).get())
        let text = run.steps.map { "── \($0.key?.description ?? "start")\n\($0.frame.styledText)" }
        assertSnapshot(of: text.joined(separator: "\n"), as: .lines, named: script.name)
    }
}
