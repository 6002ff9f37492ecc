public import Foundation
public import TrailsApi
import Logger
public import Toolkit

/// A trail, validated: what the rest of the app works with.
public struct Trail: Identifiable, Codable, Sendable, Hashable {
    /// The server's identifier; a link names the trail by it.
    public let id: UUID
    /// What it is called; never blank.
    public var name: String
    /// One line about it.
    public var summary: String

    /// A trail from validated values; its record's `domainModel()` is where they are checked.
    public init(id: UUID, name: String, summary: String) {
        self.id = id
        self.name = name
        self.summary = summary
    }

    /// The fixtures: the demo records, validated.
    public static let fixtures: [Trail] = TrailApiModel.demo.domainModels(logger: .disabled)

    /// `count` generated trails, for trying the screens with many.
    public static func generated(count: Int) -> [Trail] {
        (0..<count).map { index in
            Trail(
                id: UUID(fixture: index),
                name: "Trail \(index + 1)", summary: "Generated trail number \(index + 1).")
        }
    }
}

/// A record the app cannot use.
public struct InvalidTrail: Error, CustomStringConvertible {
    /// Which field is wrong, and how, for the log.
    public var description: String
}

extension TrailApiModel: DomainRecord {
    /// What a trail record is called in the log.
    public static let recordName = "trail"

    /// The validated domain model.
    ///
    /// - Throws: ``InvalidTrail`` when its name is blank.
    public func domainModel() throws(InvalidTrail) -> Trail {
        let name = name.trimmingWhitespace()
        guard !name.isEmpty else { throw InvalidTrail(description: "trail \(id) has no name") }
        return Trail(id: id, name: name, summary: summary)
    }
}
