public import Foundation

/// A booked visit to a landmark, validated.
public struct Reservation: Sendable, Hashable, Codable, Identifiable {
    /// Whether a reservation stands.
    public enum Status: String, Sendable, Hashable, Codable {
        /// Booked.
        case confirmed
        /// Cancelled; it can no longer be changed.
        case cancelled
    }

    /// The reservation's identifier.
    public var id: UUID
    /// The landmark visited.
    public var landmarkId: UUID
    /// The landmark's name; never blank.
    public var landmarkName: String
    /// When the visit starts.
    public var date: Date
    /// How many people come, within the rules' bounds.
    public var partySize: Int
    /// Free text; may be empty.
    public var notes: String
    /// Whether it stands.
    public var status: Status

    /// Creates a reservation.
    public init(
        id: UUID, landmarkId: UUID, landmarkName: String, date: Date, partySize: Int, notes: String = "",
        status: Status = .confirmed
    ) {
        self.id = id
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.date = date
        self.partySize = partySize
        self.notes = notes
        self.status = status
    }

    /// Whether it was cancelled.
    public var isCancelled: Bool { status == .cancelled }

    /// "party of 2", "1 person".
    public var partyLabel: String { partySize == 1 ? "1 person" : "party of \(partySize)" }
}

/// A landmark a visit can be booked for: what the form's Landmark picker lists.
public struct LandmarkChoice: Sendable, Hashable, Identifiable {
    /// The landmark's identifier.
    public var id: UUID
    /// Its name.
    public var name: String
    /// The park it is in, to tell apart landmarks of the same name.
    public var park: String

    /// Creates a choice.
    public init(id: UUID, name: String, park: String) {
        self.id = id
        self.name = name
        self.park = park
    }
}
