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
    /// Goes up with every change, wherever it was made: a change saved against an older one is
    /// refused, and an event about an older one is stale.
    public var version: Int

    /// A reservation from validated values; the Domain's mapping is where records are checked.
    public init(
        id: UUID, landmarkId: UUID, landmarkName: String, date: Date, partySize: Int, notes: String = "",
        status: Status = .confirmed, version: Int = 1
    ) {
        self.id = id
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.date = date
        self.partySize = partySize
        self.notes = notes
        self.status = status
        self.version = version
    }

    /// Whether it was cancelled.
    public var isCancelled: Bool { status == .cancelled }

    /// A reservation cached by a build before versions: version 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        landmarkId = try container.decode(UUID.self, forKey: .landmarkId)
        landmarkName = try container.decode(String.self, forKey: .landmarkName)
        date = try container.decode(Date.self, forKey: .date)
        partySize = try container.decode(Int.self, forKey: .partySize)
        notes = try container.decode(String.self, forKey: .notes)
        status = try container.decode(Status.self, forKey: .status)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    }

    /// "party of 2", "1 person".
    public var partyLabel: String { partySize == 1 ? "1 person" : "party of \(partySize)" }
}

/// A landmark a visit can be booked for: what the form's Landmark picker lists.
public struct LandmarkChoice: Sendable, Hashable, Identifiable {
    /// The landmark's identifier.
    public var id: UUID
    /// The landmark's name, as the picker shows it.
    public var name: String
    /// The park it is in, to tell apart landmarks of the same name.
    public var park: String

    /// The choice of landmark `id`, shown as `name` in `park`.
    public init(id: UUID, name: String, park: String) {
        self.id = id
        self.name = name
        self.park = park
    }
}

/// A change to one of the user's reservations made on another device, as the service's
/// `changes` stream delivers it: the reservation as it now is.
public enum ReservationChange: Sendable, Hashable {
    /// A visit was booked.
    case booked(Reservation)
    /// Its date, party size or notes changed.
    case changed(Reservation)
    /// It was cancelled.
    case cancelled(Reservation)

    /// The reservation as it now is.
    public var reservation: Reservation {
        switch self {
        case let .booked(reservation), let .changed(reservation), let .cancelled(reservation): reservation
        }
    }
}
