import Clocks
import Foundation
import Testing
import Toolkit

@Suite struct ServicePresetsTests {
    /// A stand-in service that says how it was made.
    enum Made: Equatable {
        case data(latency: Duration, count: Int?)
        case empty
        case failing(AppError)
        case offline
        case live(String)
    }

    let presets = ServicePresets<Made>.standard(
        mock: "3 fixture things", data: { .data(latency: $0.duration, count: $1) },
        empty: ("nothing", { .empty }), failing: { .failing($0) }, offline: ("cached", { .offline }),
        live: ("the server", { .live($0.baseURL.absoluteString) }))

    @Test func everyFeatureOffersTheSameNamesInTheSameOrder() {
        #expect(presets.names == PresetName.standard)
        #expect(presets.names.map(\.rawValue) == ["mock", "empty", "error", "slow", "offline", "live"])
    }

    @Test func mockAndSlowServeTheSameDataAtTheSharedLatencies() {
        #expect(presets.services(.mock) == .data(latency: .milliseconds(300), count: nil))
        #expect(presets.services(.slow) == .data(latency: .milliseconds(2500), count: nil))
        #expect(presets[.mock]?.summary == "3 fixture things, answered after 300 ms")
        #expect(presets[.slow]?.summary == "the mock data after 2.5 s, to watch the spinner")
    }

    @Test func tuningReplacesTheLatencyAndTheData() {
        let tuning = PresetTuning(latency: .zero, itemCount: 100)
        #expect(presets.services(.mock, tuning: tuning) == .data(latency: .zero, count: 100))
        #expect(presets.services(.slow, tuning: tuning) == .data(latency: .zero, count: 100))
        #expect(presets.services(.empty, tuning: tuning) == .empty)
    }

    @Test func theLatencyIsWaitedOnTheTuningsClock() throws {
        let latencies = ServicePresets<Latency>.standard(
            mock: "latency", data: { latency, _ in latency }, empty: ("", { .zero }), failing: { _ in .zero },
            offline: ("", { .zero }), live: ("", { _ in .zero }))
        let tuned = try #require(latencies.services(.slow, tuning: PresetTuning(clock: TestClock())))
        #expect(tuned.duration == PresetDefaults.slowLatency)
        #expect(tuned.clock is TestClock<Duration>)
        #expect(try #require(latencies.services(.mock)).clock is ContinuousClock)
    }

    @Test func errorFailsWithTheUnreachableServersError() {
        #expect(presets.services(.error) == .failing(.transport("connection refused")))
        #expect(presets[.error]?.summary == "a server that cannot be reached; r retries")
    }

    @Test func liveAndUnknownNamesHaveNoSimulatedServices() {
        #expect(presets.services(.live) == nil)
        #expect(presets.services(PresetName(rawValue: "nope")) == nil)
        guard case .live = presets[.live]?.source else {
            Issue.record("live is not made from a connection")
            return
        }
    }
}
