import Foundation
import LandmarksApi
import NIOCore
import Testing
import WireContract

@testable import Backend

/// Signed-in answers are assembled from pre-encoded bytes; they must be exactly what encoding
/// the marked records would give.
@Suite struct LandmarkCatalogTests {
    @Test(arguments: [0, 1, 2, 14])
    func assembledListsEqualEncodedOnes(favoriteCount: Int) throws {
        let catalog = try LandmarkCatalog(LandmarkApiModel.demo)
        let favorites = Set(LandmarkApiModel.demo.shuffled().prefix(favoriteCount).map(\.id))
        for records in [catalog.all, catalog.landmarks(category: "lakes"), []] {
            let assembled = try catalog.encoded(records, favorites: favorites)
            let encoded = try JSONCoding.encoder().encode(
                LandmarkCatalog.marking(records, favorites: favorites))
            #expect(Array(buffer: assembled.bytes) == Array(encoded))
        }
    }

    @Test func oneLandmarkComesEncodedEitherWay() throws {
        let catalog = try LandmarkCatalog(LandmarkApiModel.demo)
        var record = catalog.all[3]
        for isFavorite in [false, true] {
            record.isFavorite = isFavorite
            let bytes = try #require(catalog.encoded(id: record.id, isFavorite: isFavorite)).bytes
            #expect(Array(buffer: bytes) == Array(try JSONCoding.encoder().encode(record)))
        }
        #expect(catalog.encoded(id: UUID()) == nil)
    }
}
