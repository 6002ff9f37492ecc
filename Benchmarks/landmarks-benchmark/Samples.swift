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

    func percentile(_ fraction: Double) -> Duration {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .zero }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
    }

    /// These samples and `other`'s, as one set.
    mutating func append(_ other: Samples) {
        values += other.values
    }

    /// These samples and `other`'s, as a new set.
    func appending(_ other: Samples) -> Samples {
        var merged = self
        merged.append(other)
        return merged
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

extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }

    var formatted: String {
        let ms = milliseconds
        return ms < 1 ? String(format: "%6.0f µs", ms * 1_000) : String(format: "%6.2f ms", ms)
    }
}
