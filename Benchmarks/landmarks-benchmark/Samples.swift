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

    var median: Duration { percentile(0.5) }
    var p99: Duration { percentile(0.99) }
    var max: Duration { values.max() ?? .zero }
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
