import Foundation
import DesignSystem
import FeatureKit
import Testing
import Toolkit

/// The other device a story's `elsewhere:` steps act through.
@MainActor @Suite struct OtherDeviceTests {
    let clock = CalendarClock.fixed(Date(timeIntervalSince1970: 0), timeZone: .gmt)

    /// Two features' devices, each with actions on its own services (a list of what was done).
    func device(_ name: String, done: Box) -> OtherDevice {
        OtherDevice(
            [
                OtherDeviceAction<Box>("book") { box, _ in box.done.append("\(name) book") },
                OtherDeviceAction<Box>("\(name)-only") { box, _ in box.done.append("\(name) only") },
                OtherDeviceAction<Box>("fail") { _, _ in throw AppError.notFound },
            ], services: done, clock: clock)
    }

    @Test func anActionRunsOnTheFeaturesServices() async {
        let done = Box()
        let device = device("reservations", done: done)
        #expect(await device.perform("book") == .done)
        #expect(done.done == ["reservations book"])
        #expect(await device.perform("fail") == .refused(.notFound))
        #expect(await device.perform("fly") == .unknown(known: ["book", "reservations-only", "fail"]))
    }

    /// The app's tabs share one second device: the first feature that has an action does it.
    @Test func combinedTheFirstDeviceThatKnowsTheActionDoesIt() async {
        let done = Box()
        let app = OtherDevice(combining: [
            device("landmarks", done: done), device("reservations", done: done),
        ])
        #expect(await app.elsewhere("book") == .done)
        #expect(await app.perform("reservations-only") == .done)
        #expect(done.done == ["landmarks book", "reservations only"])
        #expect(await app.perform("fail") == .refused(.notFound))
        #expect(await OtherDevice(combining: []).perform("book") == .unknown(known: []))
    }

    /// What the actions change: a class, so the test sees it.
    final class Box: @unchecked Sendable {
        var done: [String] = []
    }
}
