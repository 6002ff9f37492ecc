public import Foundation
import LandmarksDomain
public import Toolkit

/// Where a `landmarks://landmarks…` link opens the feature: a root tab, the list's search, and
/// the screens over them, as a person would have pushed them. Its links are printed and parsed
/// here, beside the routes they stand for:
///
/// | link | screen |
/// | --- | --- |
/// | `landmarks://landmarks` | the list |
/// | `landmarks://landmarks?search=lake` | the list, searched |
/// | `landmarks://landmarks/<id>` | a landmark's detail, over the list |
/// | `landmarks://landmarks/categories` | the Categories tab |
/// | `landmarks://landmarks/categories/lakes` | a category's landmarks |
/// | `landmarks://landmarks/categories/lakes/<id>` | a landmark's detail, over its category |
public struct LandmarksLocation: FeatureLocation {
    /// Its links' host.
    public static let feature = "landmarks"
    /// The forms of its links, for the message about one that is not among them.
    public static let forms = [
        "landmarks://landmarks", "landmarks://landmarks?search=<text>", "landmarks://landmarks/<id>",
        "landmarks://landmarks/categories", "landmarks://landmarks/categories/<category>",
        "landmarks://landmarks/categories/<category>/<id>",
    ]

    /// Which list the tab shows under the pushed screens: landmarks or categories.
    public var tab: LandmarksTab
    /// The list's search; empty for none. Only the Landmarks tab's links carry it.
    public var search: String
    /// The screens over the root, bottom first.
    public var routes: [LandmarkRoute]

    /// A location; the list, unsearched, by default.
    public init(tab: LandmarksTab = .landmarks, search: String = "", routes: [LandmarkRoute] = []) {
        self.tab = tab
        self.search = tab == .landmarks ? search : ""
        self.routes = routes
    }

    /// Parses a link's path and query; `nil` when they are none of ``forms``.
    public init?(path: [String], query: [URLQueryItem]) {
        let search = query.first { $0.name == "search" }?.value ?? ""
        guard query.count <= 1, query.allSatisfy({ $0.name == "search" }) else { return nil }
        guard path.first == "categories" else {
            // The Landmarks tab: the list, or one landmark over it.
            switch path.count {
            case 0: self.init(search: search)
            case 1:
                guard let id = UUID(uuidString: path[0]) else { return nil }
                self.init(search: search, routes: [.detail(id)])
            default: return nil
            }
            return
        }
        // The Categories tab: the list, a category, or one landmark over it.
        guard query.isEmpty, path.count <= 3 else { return nil }
        var routes: [LandmarkRoute] = []
        if path.count >= 2 {
            guard let category = Category(rawValue: path[1]) else { return nil }
            routes.append(.category(category))
        }
        if path.count == 3 {
            guard let id = UUID(uuidString: path[2]) else { return nil }
            routes.append(.detail(id))
        }
        self.init(tab: .categories, routes: routes)
    }

    /// The path the location prints as.
    public var path: [String] {
        (tab == .categories ? ["categories"] : [])
            + routes.map { route in
                switch route {
                case let .detail(id): id.uuidString.lowercased()
                case let .category(category): category.rawValue
                }
            }
    }

    /// The query the location prints as.
    public var query: [URLQueryItem] {
        search.isEmpty ? [] : [URLQueryItem(name: "search", value: search)]
    }
}
