import Observation
import Testing

@testable import Toolkit

@MainActor @Suite struct ListSelectionTests {
    /// A view that read the selection is told when it changes, as with any `@Observable` model,
    /// though the selection is observed through a counter of its changes.
    @Test func readingTheSelectionObservesItsChanges() {
        let selection = ListSelection<String>()
        let told = Box()
        withObservationTracking {
            _ = selection.id
        } onChange: {
            told.count += 1
        }
        #expect(told.count == 0)
        selection.select("b", at: 1)
        #expect(told.count == 1)
        #expect(selection.id == "b")
    }

    /// The selected row is found by its id; when no row has it any more, the selection stays
    /// where the row was last seen, within the list.
    @Test func theSelectedRowIsFoundByIdElseWhereItWasLastSeen() {
        let selection = ListSelection<String>()
        selection.select("c", at: 2)
        #expect(selection.item(among: 5) { $0 == "c" ? 3 : nil } == 3, "found where it moved")
        #expect(selection.item(among: 5) { _ in nil } == 3, "gone: where it was last seen")
        #expect(selection.item(among: 2) { _ in nil } == 1, "within the list")
    }

    private final class Box: @unchecked Sendable {
        var count = 0
    }
}
