import Foundation
public import Logger
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

extension ReservationApiModel {
    /// The validated domain model, or the first reason this record is unusable.
    public func domainModel() throws(ReservationValidationError) -> Reservation {
        let name = landmarkName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .blankLandmarkName }
        guard ReservationRules.partySize.contains(partySize) else { throw .partySizeOutOfRange(partySize) }
        return Reservation(
            id: id, landmarkId: landmarkId, landmarkName: name, date: date, partySize: partySize,
            notes: notes,
            status: status == .cancelled ? .cancelled : .confirmed, version: version)
    }
}

extension Sequence<ReservationApiModel> {
    /// The valid records as domain models; each invalid one is dropped and logged with its id
    /// and reason, so one bad record never hides the rest.
    public func domainModels(logger: Logger) -> [Reservation] {
        compactMap { record in
            do {
                return try record.domainModel()
            } catch {
                logger.warning(
                    "dropped invalid reservation", metadata: ["id": "\(record.id)", "reason": "\(error)"])
                return nil
            }
        }
    }
}
