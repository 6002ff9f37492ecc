import DesignSystem
import Foundation
import ReservationsDomain
import Testing
import Toolkit

@testable import ReservationsFeature

/// The form model and its view's bindings, driven without drawing a frame: the model owns the
/// values, the focus, the cursor and the errors, and the controls only edit them.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ReservationFormModelTests {
    let clock = ReservationsScreenTests.clock

    func openForm() async throws -> (ReservationsModel, ReservationFormModel) {
        let root = ReservationsModel(
            store: ReservationStore(service: .mock(latency: .zero, clock: clock), clock: clock))
        root.newReservation()
        let form = try #require(root.form)
        while form.choices.value == nil { await Task.yield() }
        return (root, form)
    }

    func press(_ keys: Key..., on root: ReservationsModel, form: ReservationFormModel) {
        for key in keys {
            let page = ReservationFormView(root: root, model: form).body
            _ = FocusChain(page).dispatch(key)
        }
    }

    @Test func theRouteCarriesValuesAndTheFormIsKeptBesideIt() async throws {
        let (root, form) = try await openForm()
        #expect(root.navigator.top == .new(landmark: nil))
        #expect(root.formModel(for: .new(landmark: nil)) === form, "the model pushed with the route")
        root.back()
        #expect(root.form == nil)
        root.navigator.push(.new(landmark: nil))
        #expect(root.form != nil && root.form !== form, "a route pushed alone gets a form made from it")
    }

    @Test func eachControlEditsItsBoundPropertyAndNothingElse() async throws {
        let (root, form) = try await openForm()
        press(.right, on: root, form: form)
        #expect(form.landmarkID == form.choices.value?[1].id, "the picker moved to the second landmark")
        press(.down, .right, on: root, form: form)
        #expect(form.date == clock.date(daysFromToday: 2, hour: 19))
        press(.down, .left, on: root, form: form)
        #expect(form.time == clock.date(daysFromToday: 2, hour: 18, minute: 30))
        press(.down, .right, .right, on: root, form: form)
        #expect(form.partySize == 4)
        press(.down, .character("H"), .character("i"), .left, .character("!"), on: root, form: form)
        #expect(form.notes.text == "H!i")
        #expect(form.notes.cursor == 2)
        #expect(form.focus == .field(.notes))
    }

    @Test func aSaveWithABrokenRuleFocusesItsFieldAndFixingItClearsTheError() async throws {
        let (root, form) = try await openForm()
        form.date = clock.date(daysFromToday: -1, hour: 19)
        form.save()
        #expect(form.errors[.date] == "Pick a date in the future")
        #expect(form.focus == .field(.date))
        #expect(root.form === form, "a refused save keeps the form")
        form.date = clock.date(daysFromToday: 1, hour: 19)
        #expect(form.errors[.date] == nil)
    }

    @Test func theNotesStopAtTheirLimitWhereTheyAreTyped() async throws {
        let (root, form) = try await openForm()
        form.notes = TextInput(String(repeating: "a", count: ReservationDraft.maximumNotesLength))
        #expect(form.notes.cursor == ReservationDraft.maximumNotesLength)
        form.focus(.field(.notes))
        press(.character("b"), on: root, form: form)
        #expect(form.notes.text.count == ReservationDraft.maximumNotesLength)
        #expect(!form.notes.text.contains("b"))
    }

    @Test func qNeverLeavesAFormAndEscAsksFirstOnceSomethingChanged() async throws {
        let (root, form) = try await openForm()
        let host = FeatureHost(root)
        #expect(host.handle(.character("q")) != .quit)
        form.partySize = 3
        _ = host.handle(.escape)
        #expect(form.isConfirmingDiscard)
        #expect(FocusChain(host.body()).hints == [KeyHint("y", "Discard"), KeyHint("n", "Keep editing")])
        _ = host.handle(.character("y"))
        #expect(root.form == nil)
    }
}
