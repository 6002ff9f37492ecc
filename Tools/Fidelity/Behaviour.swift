import Foundation
public import Toolkit

/// One step of a service's behaviour: a few calls through the service's closures, and what each
/// answered, one line per call. The same step runs against a preset and against the server, and
/// the lines must match once ``Normaliser`` has run over them.
public struct Step<Service: Sendable>: Sendable {
    /// What the step tries, as a person says it: "cancel twice".
    public let name: String
    /// Whether it only reads: the slow pairing runs just these, each one later.
    public let readsOnly: Bool
    /// The pairings it runs in; `nil`: all.
    public let pairings: Set<Pairing>?
    /// The calls, each answering a line of the transcript.
    public let run: @Sendable (Service) async -> [String]

    /// A step, run in `pairings` (all when `nil`).
    public init(
        _ name: String, readsOnly: Bool = false, pairings: Set<Pairing>? = nil,
        run: @escaping @Sendable (Service) async -> [String]
    ) {
        self.name = name
        self.readsOnly = readsOnly
        self.pairings = pairings
        self.run = run
    }
}

/// A feature service's behaviour suite: its presets, and the steps every pairing of a preset and
/// a server state runs in order on both sides.
public struct FidelitySuite<Service: Sendable>: Sendable {
    /// The feature, as the gallery and the harness name it.
    public var feature: String
    /// Its presets: the simulated ones are one side of each pairing, `live` the other.
    public var presets: ServicePresets<Service>
    /// The steps, in order: a step sees what the earlier ones changed.
    public var steps: [Step<Service>]

    /// A suite.
    public init(feature: String, presets: ServicePresets<Service>, steps: [Step<Service>]) {
        self.feature = feature
        self.presets = presets
        self.steps = steps
    }
}

/// A value as lines: an array as its count and then one element a line, so a difference shows
/// the elements that differ; anything else as Swift describes it, without module names.
public func described(_ value: Any) -> String {
    let text: String
    if let array = value as? [Any] {
        text = (["\(array.count) items"] + array.map { "  \($0)" }).joined(separator: "\n")
    } else {
        text = "\(value)"
    }
    return text.replacing(#/\b[A-Z][A-Za-z]*(Domain|Api|Toolkit)\./#, with: "")
}

/// A line for one call: `label: ` and the value `describe` gives, or `label: refused ` and the
/// error, so a refusal compares by its case, status and body.
public func answer<Value>(
    _ label: String, _ describe: (Value) -> String = described, _ call: () async throws -> Value
) async -> String {
    do {
        return "\(label): \(describe(try await call()))"
    } catch {
        return "\(label): refused \(AppError(error))"
    }
}

/// The lines of every delivery of a fetch: each value with where it came from, then how the
/// stream ended.
public func deliveries<Value>(
    _ label: String, _ stream: AsyncThrowingStream<Fetched<Value>, any Error>,
    _ describe: (Value) -> String = described
) async -> [String] {
    var lines: [String] = []
    do {
        for try await delivery in stream {
            lines.append("\(label): \(delivery.origin.rawValue) \(describe(delivery.value))")
        }
        lines.append("\(label): ended")
    } catch {
        lines.append("\(label): refused \(AppError(error))")
    }
    return lines
}

/// The first `count` updates of a changes stream, with `act` run (a write, whose answer is a line
/// too) once the stream has said its first word. A stream that does not connect first gives only
/// that word: nothing follows a stream that is not connected. One that ends says so; one still
/// silent after `timeout` is cut there. The timeout is long because only a stream that never
/// says its next word waits for it, and on a busy machine (CI runs the root tests eight at once
/// on 2 cores) connecting, writing and hearing the change took more than the 2 s it once was.
public func updates<Change: Sendable>(
    _ label: String, _ stream: AsyncStream<LiveUpdate<Change>>, count: Int,
    timeout: Duration = .seconds(10),
    describe: @escaping @Sendable (Change) -> String = { described($0) },
    after act: @escaping @Sendable () async -> String
) async -> [String] {
    let lines = LineCollector()
    let reader = Task {
        var acted = false
        var seen = 0
        for await update in stream {
            seen += 1
            await lines.append("\(label): \(described(update, describe))")
            if !acted {
                acted = true
                await lines.append(await act())
                guard case .connected = update else { return }
            }
            if seen >= count { return }
        }
        await lines.append("\(label): \(Task.isCancelled ? "nothing more within \(timeout)" : "ended")")
        if !acted { await lines.append(await act()) }
    }
    let deadline = Task {
        try await Task.sleep(for: timeout)
        reader.cancel()
    }
    await reader.value
    deadline.cancel()
    return await lines.values
}

private func described<Change>(_ update: LiveUpdate<Change>, _ change: (Change) -> String) -> String {
    switch update {
    case let .change(value): "change \(change(value))"
    case .reloadEverything: "reload everything"
    case .connected: "connected"
    case let .reconnecting(error): "reconnecting after \(error)"
    }
}

/// Lines gathered by a task that may be cancelled.
actor LineCollector {
    private(set) var values: [String] = []
    var count: Int { values.count }
    func append(_ line: String) { values.append(line) }
}
