import Backend
public import Foundation
public import Toolkit

/// How a run may be changed, to prove the suite notices: interceptors between the live client and
/// the server, as if the server answered otherwise.
public struct RunOptions: Sendable {
    /// Put between the live client and the server.
    public var serverChanges: [any NetworkInterceptor] = []
    /// The pairings to run.
    public var pairings: [Pairing] = Pairing.allCases

    /// Every pairing, the server as it is.
    public init(serverChanges: [any NetworkInterceptor] = [], pairings: [Pairing] = Pairing.allCases) {
        self.serverChanges = serverChanges
        self.pairings = pairings
    }
}

extension FidelitySuite {
    /// Runs every pairing in `options`, each step on the preset and then on the server, and gives
    /// what each step answered on both sides; `documented` receives the server's OpenAPI answers.
    ///
    /// Three servers: one seeded with the fixtures for the slow pairing's reads and then the mock
    /// pairing; one with users only for the empty pairing; one seeded and stopped once the cache
    /// is warm, for the offline pairing, whose closed port then serves the error pairing.
    public func run(
        known: Set<UUID>, warm: @Sendable (Service) async -> Void, options: RunOptions = RunOptions(),
        documented: @Sendable (_ yaml: String) -> Void = { _ in }
    ) async throws -> [StepOutcome] {
        let normaliser = Normaliser(known: known)
        var outcomes: [StepOutcome] = []
        let wanted = Set(options.pairings)
        var read: Set<String>?
        /// The document's path templates, read from the first server once.
        func templates(of live: LiveSide) async throws -> Set<String> {
            if let read { return read }
            let yaml = try await live.document()
            documented(yaml)
            let templates = Set(OpenAPIRoutes.operations(in: yaml).map(\.template))
            read = templates
            return templates
        }
        if !wanted.isDisjoint(with: [.slow, .mock]) {
            let seeded = try await LiveSide.start(seed: .fixtures(today: Date(), timeZone: .current))
            let templates = try await templates(of: seeded)
            for pairing in [Pairing.slow, .mock] where wanted.contains(pairing) {
                outcomes += try await run(
                    pairing, against: seeded, templates: templates, normaliser: normaliser, options: options)
            }
            await seeded.stop()
        }
        if wanted.contains(.empty) {
            let empty = try await LiveSide.start(seed: .usersOnly)
            outcomes += try await run(
                .empty, against: empty, templates: try await templates(of: empty), normaliser: normaliser,
                options: options)
            await empty.stop()
        }
        if !wanted.isDisjoint(with: [.offline, .error]) {
            let closed = try await LiveSide.start(seed: .fixtures(today: Date(), timeZone: .current))
            let templates = try await templates(of: closed)
            let cache = TieredCache(disk: nil)
            await warm(presets.live(closed.services(log: RouteLog(), cache: cache)))
            await closed.stop()
            for pairing in [Pairing.offline, .error] where wanted.contains(pairing) {
                outcomes += try await run(
                    pairing, against: closed, cache: pairing == .offline ? cache : TieredCache(disk: nil),
                    templates: templates, normaliser: normaliser, options: options)
            }
        }
        return outcomes
    }

    private func run(
        _ pairing: Pairing, against live: LiveSide, cache: TieredCache = TieredCache(disk: nil),
        templates: Set<String>, normaliser: Normaliser, options: RunOptions
    ) async throws -> [StepOutcome] {
        let tuning = pairing == .mock ? PresetTuning(latency: .zero) : PresetTuning()
        let log = RouteLog()
        guard let preset = presets.services(pairing.preset, tuning: tuning) else {
            throw FidelityError("\(feature) has no '\(pairing.rawValue)' preset")
        }
        let server = presets.live(live.services(log: log, cache: cache, interceptors: options.serverChanges))
        let steps = self.steps.filter {
            ($0.pairings?.contains(pairing) ?? true) && (pairing != .slow || $0.readsOnly)
        }
        // The two sides share nothing, so the preset's steps run while the server's do: a step
        // that waits out a silence waits once, not twice.
        async let presetLines = pairing == .slow ? later(steps, preset) : inOrder(steps, preset)
        var answers: [(lines: [String], routes: [RouteStatus])] = []
        for step in steps {
            _ = await log.take()
            let theirs = await step.run(server)
            let routes = await log.take().compactMap { exchange in
                OpenAPIRoutes.template(of: exchange.path, among: templates).map {
                    RouteStatus(exchange.method, $0, exchange.status)
                }
            }
            answers.append((theirs, routes + streamRoutes(theirs)))
        }
        return zip(steps, zip(await presetLines, answers)).map { step, sides in
            let (mine, theirs) = sides
            return StepOutcome(
                feature: feature, pairing: pairing, step: step.name,
                preset: normaliser.normalise(lines(mine)), server: normaliser.normalise(lines(theirs.lines)),
                routes: theirs.routes)
        }
    }

    /// Each line of a value on a line of its own.
    private func lines(_ answers: [String]) -> [String] {
        answers.flatMap { $0.split(separator: "\n").map(String.init) }
    }

    /// Each step in turn.
    private func inOrder(_ steps: [Step<Service>], _ service: Service) async -> [[String]] {
        var lines: [[String]] = []
        for step in steps { lines.append(await step.run(service)) }
        return lines
    }

    /// Every step at once (they only read), each with a line saying whether its answer came as
    /// late as the slow preset promises.
    private func later(_ steps: [Step<Service>], _ service: Service) async -> [[String]] {
        await withTaskGroup(of: (Int, [String]).self) { group in
            for (index, step) in steps.enumerated() {
                group.addTask {
                    let clock = ContinuousClock()
                    let start = clock.now
                    let lines = await step.run(service)
                    let late = clock.now - start >= PresetDefaults.slowLatency
                    return (index, lines + (late ? [] : ["answered in \(clock.now - start), not later"]))
                }
            }
            var lines = Array(repeating: [String](), count: steps.count)
            for await (index, answer) in group { lines[index] = answer }
            return lines
        }
    }

    /// `GET /events → 200` when the server's changes stream connected: the stream is not a
    /// request the client's log sees.
    private func streamRoutes(_ lines: [String]) -> [RouteStatus] {
        lines.contains { $0.hasSuffix(": connected") } ? [RouteStatus("GET", "/events", 200)] : []
    }
}

/// A suite that could not run.
public struct FidelityError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    init(_ description: String) { self.description = description }
}
