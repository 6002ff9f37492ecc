public import Foundation

/// A reservation as the backend sends it.
public struct ReservationApiModel: Codable, Sendable, Hashable, Identifiable {
    /// The reservation's identifier.
    public var id: UUID
    /// The reserved landmark.
    public var landmarkId: UUID
    /// The landmark's name when the reservation was read.
    public var landmarkName: String
    /// When the visit is, ISO 8601 on the wire.
    public var date: Date
    /// How many people come, within ``ReservationRules/partySize``.
    public var partySize: Int
    /// Free text, at most ``ReservationRules/maximumNotesLength`` characters.
    public var notes: String
    /// Whether it still stands.
    public var status: ReservationStatus
    /// Starts at 1 and goes up with every change; a change sent with `If-Match` on an older one
    /// is refused with 412 (see `EntityTag`).
    public var version: Int

    /// Creates a reservation record.
    public init(
        id: UUID, landmarkId: UUID, landmarkName: String, date: Date, partySize: Int, notes: String,
        status: ReservationStatus, version: Int = 1
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
}

/// Whether a reservation stands.
public enum ReservationStatus: String, Codable, Sendable, Hashable, CaseIterable {
    /// Booked.
    case confirmed
    /// Cancelled; it can no longer be changed.
    case cancelled
}

/// The body of `POST /reservations`; `notes` may be left out, which means none.
public struct CreateReservationRequest: Codable, Sendable, Hashable {
    /// The landmark to visit.
    public var landmarkId: UUID
    /// When.
    public var date: Date
    /// How many people.
    public var partySize: Int
    /// Free text; empty when the body left it out.
    public var notes: String

    /// The body that books `landmarkId` at `date` for `partySize`, with `notes` (may be left out).
    public init(landmarkId: UUID, date: Date, partySize: Int, notes: String = "") {
        self.landmarkId = landmarkId
        self.date = date
        self.partySize = partySize
        self.notes = notes
    }

    /// Decodes the body; a missing `notes` is empty, and a `null` one is refused, as the
    /// schema says (a string, or left out).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        landmarkId = try container.decode(UUID.self, forKey: .landmarkId)
        date = try container.decode(Date.self, forKey: .date)
        partySize = try container.decode(Int.self, forKey: .partySize)
        notes = try container.optionalNotes()
    }
}

/// The body of `PUT /reservations/{id}`: the new date, party size and notes (`notes` may be
/// left out, which means none).
public struct UpdateReservationRequest: Codable, Sendable, Hashable {
    /// When.
    public var date: Date
    /// How many people.
    public var partySize: Int
    /// Free text; empty when the body left it out.
    public var notes: String

    /// The body that changes a booking's `date`, `partySize` and `notes`; its landmark stays.
    public init(date: Date, partySize: Int, notes: String = "") {
        self.date = date
        self.partySize = partySize
        self.notes = notes
    }

    /// Decodes the body; a missing `notes` is empty, and a `null` one is refused, as the
    /// schema says (a string, or left out).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        partySize = try container.decode(Int.self, forKey: .partySize)
        notes = try container.optionalNotes()
    }
}

extension KeyedDecodingContainer where Key: CodingKey {
    /// The `notes` of a request body: empty when left out; a string when given, so an explicit
    /// `null` is a decoding error (`decodeIfPresent` would take it for "left out").
    fileprivate func optionalNotes() throws -> String {
        guard let key = Key(stringValue: "notes"), contains(key) else { return "" }
        return try decode(String.self, forKey: key)
    }
}
