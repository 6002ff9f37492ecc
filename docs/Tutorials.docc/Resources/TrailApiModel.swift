public import Foundation

/// One trail as the backend sends it.
public struct TrailApiModel: Codable, Sendable, Hashable, Identifiable {
    /// The trail's identity.
    public var id: UUID
    /// What it is called.
    public var name: String
    /// One line about it.
    public var summary: String

    /// A record as the server sends it; the Domain validates it before anything shows it.
    public init(id: UUID, name: String, summary: String) {
        self.id = id
        self.name = name
        self.summary = summary
    }
}

extension TrailApiModel {
    /// The demo records: what the mock serves, and what a seeded backend would hold.
    public static let demo: [TrailApiModel] = [
        TrailApiModel(
            id: UUID(uuidString: "7A1D2F3E-0000-4000-8000-000000000001")!, name: "First trail",
            summary: "The first of the demo trails."),
        TrailApiModel(
            id: UUID(uuidString: "7A1D2F3E-0000-4000-8000-000000000002")!, name: "Second trail",
            summary: "The second of the demo trails."),
        TrailApiModel(
            id: UUID(uuidString: "7A1D2F3E-0000-4000-8000-000000000003")!, name: "Third trail",
            summary: "The third of the demo trails."),
    ]
}
