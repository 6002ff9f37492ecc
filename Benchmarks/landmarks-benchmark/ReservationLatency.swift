import DesignSystem
import Foundation
import ReservationsDomain
import ReservationsFeature
import Toolkit

/// Drives the Reservations screen in memory as the harness does and times each key in the list
/// and in the form, and times grouping the list into Upcoming and Past.
@MainActor
struct ReservationLatency {
    let count: Int

    struct Result {
        var list: Samples
        var form: Samples
        var grouping: Samples

        /// The three measurements, in the order the report prints them.
        var all: [Samples] { [list, form, grouping] }
    }

    func run(keys: Int) async -> Result {
        let clock = CalendarClock.system
        let reservations = Reservation.generated(count: count, clock: clock)
        let store = ReservationStore(
            service: .mock(latency: .zero, clock: clock, reservations: reservations), clock: clock)
        await store.load().value
        await store.loadLandmarkChoices()?.value
        let model = ReservationsModel(store: store)
        let screen = InMemoryScreen(FeatureHost(model))
        let press = screen.press

        var list = Samples(name: "list")
        for index in 0..<keys { list.measure { press(index % 400 < 200 ? .down : .up) } }

        press(.character("n"))
        var form = Samples(name: "form")
        // Every kind of form key: focus, the landmark picker, date and time steppers, typing.
        let script: [Key] = [
            .right, .down, .right, .down, .left, .down, .right, .down, .character("a"), .character("b"),
            .left, .backspace, .end, .backTab, .up, .up, .up, .tab,
        ]
        for index in 0..<keys { form.measure { press(script[index % script.count]) } }

        var grouping = Samples(name: "group")
        let calendar = clock.calendar
        for _ in 0..<50 {
            grouping.measure { _ = ReservationGroups(reservations, now: clock.now(), calendar: calendar) }
        }
        return Result(list: list, form: form, grouping: grouping)
    }

    /// Prints the table: each measurement at `count` beside 10 reservations, and the list beside
    /// 100, in alternating rounds.
    static func report(count: Int, rounds: Int) async {
        print(
            "\nReservations: key press → finished frame (80x24), and grouping into Upcoming and Past, \(rounds) rounds"
        )
        var beside10 = Comparison()
        var beside100 = Comparison()
        for _ in 0..<rounds {
            let small = await ReservationLatency(count: 10).run(keys: 400)
            let screenful = await ReservationLatency(count: 100).run(keys: 400)
            let big = await ReservationLatency(count: count).run(keys: 400)
            beside10.add(reference: small.all, measured: big.all)
            beside100.add(reference: [screenful.list], measured: [big.list])
        }
        print("  what      n     p50 @10      p99 @10    p50 @\(count)   p99 @\(count)  p99 ratio (spread)")
        for row in beside10.rows {
            let (ref, big) = (row.reference, row.measured)
            print(
                "  \(big.name.padding(toLength: 6, withPad: " ", startingAt: 0)) \(String(format: "%5d", big.values.count))  "
                    + "\(ref.median.formatted)  \(ref.p99.formatted)    \(big.median.formatted)   \(big.p99.formatted)  "
                    + row.ratios.formatted)
        }
        // Ten reservations leave most of the screen empty and a frame costs per visible row, so
        // a list that fills the screen is the fair reference for "no growth with size".
        let full = beside100.rows[0]
        print(
            "  list at 100 (a full screen): p50 \(full.reference.median.formatted)  p99 \(full.reference.p99.formatted);"
                + " @\(count) ÷ @100: p99 \(full.ratios.formatted)")
    }
}
