public import Foundation
import ReservationsDomain
public import Toolkit

/// Where a `landmarks://reservations…` link opens the feature, with the screens under it a
/// person would have passed through. Its links are printed and parsed here, beside the routes
/// they stand for:
///
/// | link | screen |
/// | --- | --- |
/// | `landmarks://reservations` | the list |
/// | `landmarks://reservations/<id>` | a reservation's detail, over the list |
/// | `landmarks://reservations/<id>/edit` | its edit form, over its detail |
/// | `landmarks://reservations/new` | the booking form |
/// | `landmarks://reservations/new?landmark=<id>` | the booking form, for a landmark |
public enum ReservationsLocation: FeatureLocation {
    /// The list of reservations, Upcoming then Past: `landmarks://reservations`.
    case list
    /// A reservation's detail.
    case detail(UUID)
    /// A reservation's edit form, over its detail.
    case edit(UUID)
    /// The booking form, for a landmark when given.
    case new(landmark: UUID?)

    /// Its links' host.
    public static let feature = "reservations"
    /// The forms of its links, for the message about one that is not among them.
    public static let forms = [
        "landmarks://reservations", "landmarks://reservations/<id>", "landmarks://reservations/<id>/edit",
        "landmarks://reservations/new", "landmarks://reservations/new?landmark=<id>",
    ]

    /// Parses a link's path and query; `nil` when they are none of ``forms``.
    public init?(path: [String], query: [URLQueryItem]) {
        let id = path.first.flatMap(UUID.init(uuidString:))
        let landmark = query.first { $0.name == "landmark" }?.value.flatMap(UUID.init(uuidString:))
        switch (path.count, path.last, id) {
        case (0, nil, nil) where query.isEmpty: self = .list
        case (1, "new", nil) where query.isEmpty: self = .new(landmark: nil)
        case (1, "new", nil) where query.count == 1 && landmark != nil: self = .new(landmark: landmark)
        case let (1, _, id?) where query.isEmpty: self = .detail(id)
        case let (2, "edit", id?) where query.isEmpty: self = .edit(id)
        default: return nil
        }
    }

    /// The path the location prints as.
    public var path: [String] {
        switch self {
        case .list: []
        case let .detail(id): [id.uuidString.lowercased()]
        case let .edit(id): [id.uuidString.lowercased(), "edit"]
        case .new: ["new"]
        }
    }

    /// The query the location prints as.
    public var query: [URLQueryItem] {
        guard case let .new(landmark?) = self else { return [] }
        return [URLQueryItem(name: "landmark", value: landmark.uuidString.lowercased())]
    }
}
