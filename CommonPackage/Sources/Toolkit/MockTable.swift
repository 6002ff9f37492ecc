/// The records of a simulated server (a mock preset's back end), kept in memory by id as the
/// server keeps its rows: an id the table does not hold is ``AppError/notFound``, as the server's
/// 404 is. Each mock back end keeps one in its actor and waits out its ``Latency`` before it
/// answers.
///
/// ```swift
/// var table = MockTable(Landmark.fixtures)
/// let landmark = try table.record(id)
/// try table.update(id) { $0.isFavorite = true }
/// ```
public struct MockTable<Record: Identifiable & Sendable>: Sendable where Record.ID: Sendable {
    /// Every record, in the order they were given and added.
    public private(set) var records: [Record]
    private var indexByID: [Record.ID: Int]

    /// A table of `records`; of two with one id, the first is the one looked up.
    public init(_ records: [Record]) {
        self.records = records
        indexByID = [Record.ID: Int](firstIndicesOf: records) { $0.id }
    }

    /// The record with `id`.
    ///
    /// - Throws: ``AppError/notFound`` when the table holds none.
    public func record(_ id: Record.ID) throws(AppError) -> Record {
        guard let index = indexByID[id] else { throw .notFound }
        return records[index]
    }

    /// Changes the record with `id` in place; `change` may refuse by throwing, as the server's
    /// rules do, and then nothing changes.
    ///
    /// - Returns: the record as changed.
    /// - Throws: ``AppError/notFound`` when the table holds none, or what `change` threw.
    @discardableResult
    public mutating func update(_ id: Record.ID, _ change: (inout Record) throws -> Void) throws -> Record {
        guard let index = indexByID[id] else { throw AppError.notFound }
        var record = records[index]
        try change(&record)
        records[index] = record
        return record
    }

    /// Adds `record` at the end.
    public mutating func insert(_ record: Record) {
        if indexByID[record.id] == nil { indexByID[record.id] = records.count }
        records.append(record)
    }
}
