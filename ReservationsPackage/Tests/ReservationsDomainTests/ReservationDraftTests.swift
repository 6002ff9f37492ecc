import Foundation
import Testing
import Toolkit

@testable import ReservationsDomain

@Suite struct ReservationDraftTests {
    let clock = CalendarClock.newYorkAfternoon

    func at(_ iso: String) throws -> Date { try Date(iso, strategy: .iso8601) }

    @Test func aNewDraftIsTomorrowAtSevenForTwo() throws {
        let draft = ReservationDraft.new(for: .number(1), clock: clock)
        #expect(draft.date == (try at("2026-11-24T00:00:00Z")), "19:00 on the 23rd in New York")
        #expect(draft.partySize == 2)
        #expect(draft.notes.isEmpty)
        #expect(draft.landmarkId == .number(1))
        #expect(draft.validate(clock: clock).isEmpty)
    }

    @Test func everyBrokenRuleIsReportedAtOnceWithWhatToDo() throws {
        let draft = ReservationDraft(
            landmarkId: nil, date: try at("2026-11-20T18:00:00Z"), partySize: 21,
            notes: String(repeating: "x", count: 501))
        #expect(
            draft.validate(clock: clock) == [
                .landmark: "Pick a landmark to visit",
                .date: "Pick a date in the future",
                .partySize: "Party size must be from 1 to 20",
                .notes: "Shorten the notes to 500 characters (now 501)",
            ])
    }

    @Test func earlierTodayIsTheTimesFaultNotTheDates() throws {
        let morning = ReservationDraft(
            landmarkId: .number(1), date: try at("2026-11-22T14:00:00Z"), partySize: 2)
        #expect(morning.validate(clock: clock) == [.time: "Pick a time later than now"])
        let tonight = ReservationDraft(
            landmarkId: .number(1), date: try at("2026-11-22T23:00:00Z"), partySize: 2)
        #expect(tonight.validate(clock: clock).isEmpty)
    }

    @Test(arguments: [0, 1, 20, 21])
    func partySizeBounds(size: Int) {
        var draft = ReservationDraft.new(for: .number(1), clock: clock)
        draft.partySize = size
        #expect((draft.validate(clock: clock)[.partySize] == nil) == (1...20).contains(size))
    }

    @Test func aServerRefusalNamesItsField() {
        let refusal = AppError.server(
            status: 400,
            body:
                #"{"error":{"code":"invalid_field","message":"partySize must be between 1 and 20","field":"partySize"}}"#
        )
        #expect(
            ReservationDraft.fieldErrors(from: refusal) == [
                .partySize: "The server says: partySize must be between 1 and 20"
            ])
        let unnamed = AppError.server(
            status: 400,
            body: #"{"error":{"code":"invalid_field","message":"partySize must be between 1 and 20"}}"#)
        #expect(ReservationDraft.fieldErrors(from: unnamed).isEmpty, "the field is read, not the message")
        let unknown = AppError.server(
            status: 400,
            body: #"{"error":{"code":"invalid_field","message":"id must be a UUID","field":"id"}}"#)
        #expect(ReservationDraft.fieldErrors(from: unknown).isEmpty, "not a field of the form")
        #expect(ReservationDraft.fieldErrors(from: .server(status: 500, body: "")).isEmpty)
        #expect(ReservationDraft.fieldErrors(from: .timeout).isEmpty)
        #expect(ReservationDraft.fieldErrors(from: .server(status: 400, body: "not json")).isEmpty)
    }
}
