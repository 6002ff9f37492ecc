import Foundation

/// Durations of one measured operation, with the percentiles the report prints.
struct Samples {
    var name: String
    var values: [Duration] = []

    mutating func measure<T>(_ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        values.append(clock.now - start)
        return result
    }

    /// Times `body`, which may wait for work it started (a search off the main actor).
    @MainActor mutating func measureAwaiting(_ body: @MainActor () async -> Void) async {
        let clock = ContinuousClock()
        let start = clock.now
        await body()
        values.append(clock.now - start)
    }

    func percentile(_ fraction: Double) -> Duration {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .zero }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }

    var median: Duration { percentile(0.5) }
    var p99: Duration { percentile(0.99) }
    var max: Duration { values.max() ?? .zero }
}

/// A measurement's ratio to its reference, one per round: the reference and the measurement run
/// in turn, round after round, so a machine that slows down part-way slows both alike. Reported
/// as the median of the rounds' ratios with their spread.
struct Ratios {
    private(set) var values: [Double] = []

    /// Adds one round's ratio.
    mutating func append(_ measured: Duration, over reference: Duration) {
        values.append(measured.milliseconds / Swift.max(reference.milliseconds, 0.000_1))
    }

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// "1.04x (0.97–1.12x)": the median, then the lowest and highest round.
    var formatted: String {
        String(format: "%5.2fx (%.2f–%.2fx)", median, values.min() ?? .nan, values.max() ?? .nan)
    }
}

/// Measurements beside their references, gathered round after round: each row's samples from
/// every round together, and each row's ratio per round.
///
/// ```swift
/// var keys = Comparison()
/// for _ in 0..<rounds {
///     keys.add(reference: small.keys, measured: big.keys)  // rows in the same order each round
/// }
/// print(keys.rows[0].measured.p99, keys.rows[0].ratios.formatted)
/// ```
struct Comparison {
    struct Row {
        var reference: Samples
        var measured: Samples
        var ratios = Ratios()
    }

    private(set) var rows: [Row] = []

    /// Adds one round: each row's reference and measured samples, and the ratio of `statistic`
    /// (the p99 unless told) of the one to the other.
    mutating func add(
        reference: [Samples], measured: [Samples], comparing statistic: (Samples) -> Duration = \.p99
    ) {
        if rows.isEmpty {
            rows = zip(reference, measured).map {
                Row(reference: Samples(name: $0.name), measured: Samples(name: $1.name))
            }
        }
        for (index, (reference, measured)) in zip(reference, measured).enumerated() {
            rows[index].reference.values += reference.values
            rows[index].measured.values += measured.values
            rows[index].ratios.append(statistic(measured), over: statistic(reference))
        }
    }
}

extension Comparison {
    /// Each row: its name in `nameWidth` columns, n, the reference's p50 and p99, the
    /// measurement's p50, p99 and max, and the ratio of the p99s with its spread.
    func printRows(nameWidth: Int) {
        for row in rows {
            let (reference, measured) = (row.reference, row.measured)
            print(
                "  \(measured.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)) "
                    + "\(String(format: "%5d", measured.values.count))  "
                    + "\(reference.median.formatted)  \(reference.p99.formatted)    \(measured.median.formatted)   "
                    + "\(measured.p99.formatted)  \(measured.max.formatted)  \(row.ratios.formatted)")
        }
    }
}

extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }

    var formatted: String {
        let ms = milliseconds
        return ms < 1 ? String(format: "%6.0f µs", ms * 1_000) : String(format: "%6.2f ms", ms)
    }
}
