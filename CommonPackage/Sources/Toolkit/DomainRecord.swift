public import Logger

/// A record from the backend that the app uses only once it validates: each feature's
/// `…ApiModel`, which its Domain maps to the model the rest of the app works with.
///
/// A list drops the records that do not validate and logs why (one bad record never hides the
/// rest); a single record that does not validate is an error the screen shows.
public protocol DomainRecord: Identifiable {
    /// What the record becomes once it validates.
    associatedtype DomainModel
    /// Why a record is unusable, for the log.
    associatedtype ValidationError: Error

    /// What one record is called in the log and in an error ("landmark").
    static var recordName: String { get }

    /// The validated domain model, or the first reason this record is unusable.
    func domainModel() throws(ValidationError) -> DomainModel
}

extension DomainRecord {
    /// The domain model; a record that does not validate is logged as rejected, with its id and
    /// reason, and thrown as ``AppError/decodingFailed(_:)``.
    public func validated(logger: Logger) throws(AppError) -> DomainModel {
        do {
            return try domainModel()
        } catch {
            logger.warning(
                "rejected invalid \(Self.recordName)", metadata: ["id": "\(id)", "reason": "\(error)"])
            throw .decodingFailed("\(Self.recordName) \(id): \(error)")
        }
    }
}

extension Sequence where Element: DomainRecord {
    /// The valid records as domain models; each invalid one is dropped and logged with its id
    /// and reason, so one bad record never hides the rest.
    public func domainModels(logger: Logger) -> [Element.DomainModel] {
        compactMap { record in
            do {
                return try record.domainModel()
            } catch {
                logger.warning(
                    "dropped invalid \(Element.recordName)",
                    metadata: ["id": "\(record.id)", "reason": "\(error)"])
                return nil
            }
        }
    }
}
