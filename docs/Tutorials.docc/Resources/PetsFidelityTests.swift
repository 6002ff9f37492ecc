import Foundation
import Testing
import Toolkit
import PetsDomain

/// The mock server `LANDMARKS_OPENAPI_MOCK_URL` names, if any.
private let mockServer = ProcessInfo.processInfo.environment["LANDMARKS_OPENAPI_MOCK_URL"].flatMap(
    URL.init(string:))

/// The mock preset beside a server that answers from the same document
/// (`scripts/start-openapi-mock PetsPackage/openapi.yaml`), step by step, through the live
/// service: any difference fails. It runs when `LANDMARKS_OPENAPI_MOCK_URL` names that server,
/// as `scripts/prove-openapi-feature` does.
@Suite(.enabled(if: mockServer != nil, "LANDMARKS_OPENAPI_MOCK_URL names no mock server"))
struct PetsFidelityTests {
    /// What one step answered: the value, or the error a person would see.
    static func outcome<Value: Equatable & Sendable>(_ step: () async throws -> Value) async -> Result<
        Value, AppError
    > {
        do {
            return .success(try await step())
        } catch {
            return .failure(AppError(error))
        }
    }

    /// The list, each pet of it, and one the document does not name, in `service`.
    static func steps(_ service: PetService) async -> [String: Result<[Pet], AppError>] {
        var answers: [String: Result<[Pet], AppError>] = [:]
        answers["list"] = await outcome {
            var last: [Pet] = []
            for try await fetched in service.fetchAll(.networkOnly) { last = fetched.value }
            return last
        }
        for id in Pet.fixtures.map(\.id) + ["not-in-the-document"] {
            answers["one \(id)"] = await outcome { [try await service.fetchOne(id)] }
        }
        return answers
    }

    @Test func theMockPresetAnswersAsTheMockServerDoes() async throws {
        let server = try #require(mockServer)
        let live = PetService.live(client: .live(), serverURL: server, cache: TieredCache(disk: nil))
        let mock = await Self.steps(.mock(latency: .zero))
        let served = await Self.steps(live)
        for step in mock.keys.sorted() {
            #expect(mock[step] == served[step], "\(step): the mock preset and the server differ")
        }
        #expect(try mock["list"]?.get().isEmpty == false, "the list step answered pets")
    }
}
