import Testing
import Toolkit

@Suite("Mock table")
struct MockTableTests {
    struct Row: Identifiable, Sendable, Equatable {
        var id: Int
        var name: String
    }

    @Test("A lookup finds a record by id; an id the table does not hold is not found, as a 404")
    func lookups() throws {
        let table = MockTable([Row(id: 1, name: "one"), Row(id: 2, name: "two"), Row(id: 1, name: "again")])
        #expect(try table.record(2).name == "two")
        #expect(try table.record(1).name == "one", "of two with one id, the first")
        #expect(throws: AppError.notFound) { try table.record(3) }
    }

    @Test("Each key's first index: of two elements with one key, the first; none for no elements")
    func firstIndices() {
        let rows = [Row(id: 1, name: "one"), Row(id: 2, name: "two"), Row(id: 1, name: "again")]
        #expect([Int: Int](firstIndicesOf: rows) { $0.id } == [1: 0, 2: 1])
        #expect([Int: Int](firstIndicesOf: [Row]()) { $0.id }.isEmpty)
    }

    @Test("An update changes the record in place; a refusal changes nothing")
    func updates() throws {
        var table = MockTable([Row(id: 1, name: "one")])
        #expect(try table.update(1) { $0.name = "uno" } == Row(id: 1, name: "uno"))
        #expect(throws: AppError.server(status: 409, body: "refused")) {
            try table.update(1) { row in
                row.name = "half-done"
                throw AppError.server(status: 409, body: "refused")
            }
        }
        #expect(table.records == [Row(id: 1, name: "uno")])
        #expect(throws: AppError.notFound) { try table.update(9) { $0.name = "x" } }
    }

    @Test("An insert adds at the end and can be looked up")
    func inserts() throws {
        var table = MockTable<Row>([])
        table.insert(Row(id: 5, name: "five"))
        #expect(table.records.map(\.id) == [5])
        #expect(try table.record(5).name == "five")
    }
}
