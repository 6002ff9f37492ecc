import Foundation
public import Toolkit
public import ReservationsApi

/// Why a record from the backend cannot become a ``Reservation``.
public enum ReservationValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The landmark's name is empty.
    case blankLandmarkName
    /// The party size is outside the rules' bounds.
    case partySizeOutOfRange(Int)

    /// What is wrong, for the log.
    public var description: String {
        switch self {
        case .blankLandmarkName: "blank landmark name"
        case let .partySizeOutOfRange(size): "party size \(size) out of range"
        }
    }
}

extension ReservationApiModel: DomainRecord {
    /// What a reservation record is called in the log.
    public static let recordName = "reservation"

    /// The validated domain model, or the first reason this record is unusable.
    public func domainModel() throws(ReservationValidationError) -> Reservation {
        let name = landmarkName.trimmingWhitespaceAndNewlines()
        guard !name.isEmpty else { throw .blankLandmarkName }
        guard ReservationRules.partySize.contains(partySize) else { throw .partySizeOutOfRange(partySize) }
        return Reservation(
            id: id, landmarkId: landmarkId, landmarkName: name, date: date, partySize: partySize,
            notes: notes,
            status: status == .cancelled ? .cancelled : .confirmed, version: version)
    }
}
