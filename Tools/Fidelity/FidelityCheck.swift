import Synchronization
public import Foundation
import LandmarksDomain
import ReservationsDomain
public import Toolkit

/// Every feature service's suite, run in all its pairings, with the coverage of the server's
/// OpenAPI document.
public struct FidelityCheck: Sendable {
    /// What each step answered on both sides.
    public var outcomes: [StepOutcome]
    /// The documented answers reached.
    public var coverage: Coverage
    /// The gallery's mock and live frames compared, when a gallery was given.
    public var frames: FrameFidelity?
    /// How long it took.
    public var elapsed: Duration

    /// The steps whose sides answered differently.
    public var differences: [StepOutcome] { outcomes.filter { !$0.isSame } }

    /// Whether every step matched, the coverage is complete and the frames match.
    public var passes: Bool { differences.isEmpty && coverage.isComplete && frames?.passes ?? true }

    /// Runs every suite with `options`, `only` the features named when some are, and compares
    /// the mock and live frames of `gallery` when one is given.
    public static func run(
        options: RunOptions = RunOptions(), only features: Set<String> = [], gallery: URL? = nil
    ) async throws -> FidelityCheck {
        let clock = ContinuousClock()
        let start = clock.now
        let documented = DocumentedAnswers()
        // The suites run side by side (each on servers of its own), and the frames beside them:
        // most of a suite's time is spent waiting, on the slow preset and on silences.
        let frameCheck = Task.detached { try gallery.map { try FrameFidelity.check(gallery: $0) } }
        let chosen = suites(clock: .system).filter { features.isEmpty || features.contains($0.feature) }
        let outcomes = try await withThrowingTaskGroup(of: (Int, [StepOutcome]).self) { group in
            for (index, suite) in chosen.enumerated() {
                group.addTask { (index, try await suite.run(options, { documented.set($0) })) }
            }
            var bySuite = Array(repeating: [StepOutcome](), count: chosen.count)
            for try await (index, outcomes) in group { bySuite[index] = outcomes }
            return bySuite.flatMap { $0 }
        }
        let frames = try await frameCheck.value
        return FidelityCheck(
            outcomes: outcomes, coverage: Coverage(document: documented.yaml, outcomes: outcomes),
            frames: frames,
            elapsed: clock.now - start)
    }

    /// The features that have a suite.
    public static var features: [String] { suites(clock: .system).map(\.feature) }

    /// Every feature's suite, with the identifiers the fixtures share.
    public static func suites(clock: CalendarClock) -> [AnySuite] {
        let known = Set(Landmark.fixtures.map(\.id) + Reservation.fixtures(clock: clock).map(\.id))
        return AnySuite.registered(known: known, clock: clock) + [AnySuite(.session, known: known) { _ in }]
    }

    /// The report: each difference, then the coverage and the time.
    public var report: String {
        var lines: [String] = []
        let features = outcomes.reduce(into: [String]()) {
            if !$0.contains($1.feature) { $0.append($1.feature) }
        }
        for feature in features {
            let mine = outcomes.filter { $0.feature == feature }
            let pairings = mine.reduce(into: [Pairing]()) {
                if !$0.contains($1.pairing) { $0.append($1.pairing) }
            }
            for pairing in pairings {
                let steps = mine.filter { $0.pairing == pairing }
                let same = steps.filter(\.isSame).count
                lines.append(
                    "\(feature) · \(pairing.rawValue) ↔ \(pairing.server): \(same) of \(steps.count) steps the same"
                )
            }
        }
        if !differences.isEmpty {
            lines.append("differences:")
            lines += differences.map(\.difference)
        }
        lines.append(coverage.summary)
        if let frames { lines.append(frames.summary) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        lines.append("time: \(String(format: "%.1f", seconds)) s")
        return lines.joined(separator: "\n")
    }
}

/// A suite with its service type hidden, so every feature's runs in one list.
public struct AnySuite: Sendable {
    /// The feature's name, as its descriptor and the gallery call it.
    public let feature: String
    /// Runs it.
    public let run:
        @Sendable (RunOptions, @escaping @Sendable (_ yaml: String) -> Void) async throws -> [StepOutcome]

    /// `suite`, whose identifiers in `known` stay as they are, and whose offline pairing's cache
    /// `warm` fills as the app's first screen does.
    public init<Service: Sendable>(
        _ suite: FidelitySuite<Service>, known: Set<UUID>, warm: @escaping @Sendable (Service) async -> Void
    ) {
        feature = suite.feature
        run = { options, documented in
            try await suite.run(known: known, warm: warm, options: options, documented: documented)
        }
    }
}

/// The server's OpenAPI document, set from a run.
final class DocumentedAnswers: Sendable {
    private let storage = Mutex("")
    var yaml: String { storage.withLock { $0 } }
    func set(_ yaml: String) { storage.withLock { $0 = yaml } }
}
