import AppComposition
import DesignSystem
import Foundation
import ReservationsDomain
import Toolkit
import Testing

/// The frames of a set of key scripts through the whole app, with colours (the first, each key's
/// and each one the app settles on), as the contract the view layer keeps: a refactor that
/// changes a character or a style of any of them fails here.
/// The expected frames are files beside this one; a missing file is written and fails the test.
@MainActor @Suite(.timeLimit(.minutes(1))) struct AppFrameContractTests {
    nonisolated static let clock = CalendarClock.fixed(
        Date(timeIntervalSince1970: 1_795_377_600), timeZone: TimeZone(identifier: "America/New_York")!)
    /// A new mock server for each script: scripts run in parallel, and the mock keeps what one
    /// books or cancels, which another must not see.
    nonisolated static let mock: @Sendable () -> ServiceEnvironment = { .mock(latency: .zero, clock: clock) }
    /// The preset `name` on a clock fixed at the same instant, in UTC and the locale these frames
    /// were recorded in (en_001, a machine with LANG=C.UTF-8), so a form's "tomorrow" is the same
    /// day on every machine, every day.
    nonisolated static func preset(_ name: PresetName) -> ServiceEnvironment {
        let recorded = CalendarClock.fixed(
            Date(timeIntervalSince1970: 1_795_377_600), timeZone: TimeZone(identifier: "UTC")!,
            locale: Locale(identifier: "en_001"))
        return ServiceEnvironment.preset(name, clock: recorded)!
    }
    /// The offline preset's cache and its failing refresh race, so frames drawn between them
    /// come and go; its script compares the frames that follow keys, and the last.
    nonisolated static let racing: Set<String> = ["offline"]
    /// The frames a script compares: the first, each key's, and the one each step settles on.
    /// A frame drawn in between, with no key, comes and goes with timing: with no latency, a
    /// load's "Loading landmarks…" is drawn when a draw happens to come before the load ends.
    /// For `racing` scripts, only the keys' frames and the last.
    nonisolated static func compared(_ steps: [HeadlessRunner.Step], racing: Bool) -> [HeadlessRunner.Step] {
        steps.indices.filter { index in
            steps[index].key != nil || index == steps.count - 1
                || (!racing && (index == 0 || steps[index + 1].key != nil))
        }.map { steps[$0] }
    }
    nonisolated static let scripts:
        [(name: String, environment: @Sendable () -> ServiceEnvironment, keys: String)] = [
            ("tabs", mock, "2 1 right 2 down 1"),
            ("landmark-over-reservations", mock, "2 enter l f b esc esc"),
            ("book-from-landmark", mock, "down enter b right ctrl-s esc 1"),
            ("booking-in-progress", mock, "down enter b down right 1 b"),
            ("search-digits", mock, "/ 1 2 esc 2"),
            ("dialog", mock, "2 enter c 1 n"),
            ("reservations-off", { mock().with(AppFeatures(off: ["reservations"])) }, "down enter b 2"),
            ("empty", { preset(.empty) }, "2 n esc"),
            ("error", { preset(.error) }, "r 2 r"),
            ("offline", { .offline(clock: clock) }, "2 enter"),
        ]

    @Test(arguments: scripts.indices) func framesAreUnchanged(_ index: Int) async throws {
        let script = Self.scripts[index]
        let screen = AppScreen(model: AppModel(start: .ready(script.environment().pinned)))
        let run = try await HeadlessRunner().run(screen, keys: try Key.script(script.keys).get())
        let steps = Self.compared(run.steps, racing: Self.racing.contains(script.name))
        // Each frame under the key that drew it; a frame with no key is the first or one the
        // app settled on after the key before it.
        let text =
            steps.indices.map { index in
                let label = steps[index].key?.description ?? (index == 0 ? "start" : "settled")
                return "── \(label)\n\(steps[index].frame.styledText)"
            }
            .joined(separator: "\n") + "\n"
        let file = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "__Frames__/\(script.name).txt")
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent); run again to compare")
            return
        }
        guard text != expected else { return }
        let actual = FileManager.default.temporaryDirectory.appending(path: "\(script.name).actual.txt")
        try text.write(to: actual, atomically: true, encoding: .utf8)
        Issue.record("frames of \(script.name) changed: diff \(file.path) \(actual.path)")
    }
}
