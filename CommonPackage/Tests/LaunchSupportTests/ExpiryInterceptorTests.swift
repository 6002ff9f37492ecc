import Foundation
@testable import LiveSession
import Synchronization
import Testing
import Toolkit

/// The session's token goes to its own server only: a feature over someone else's API neither
/// receives it nor, by answering 401, signs the session out.
@Suite struct ExpiryInterceptorTests {
    @Test func theTokenAndItsExpiryBelongToTheSessionsServer() async throws {
        let sent = Mutex<[String: String?]>([:])
        let expired = Mutex<[String]>([])
        let server = NetworkClient { request in
            sent.withLock { $0[request.url.host() ?? ""] = request.header("Authorization") }
            return NetworkResponse(status: 401)
        }
        let client = server.intercepted(by: [
            ExpiryInterceptor(tokens: TokenStore(token: "t0k"), origin: URL(string: "http://127.0.0.1:8080")!)
            {
                token in expired.withLock { $0.append(token) }
            }
        ])
        _ = try await client.send(
            NetworkRequest(method: .get, url: URL(string: "https://api.pets.example/v2/pets")!))
        #expect(sent.withLock { $0["api.pets.example"] } == .some(nil), "no token to another API")
        #expect(expired.withLock { $0 }.isEmpty, "another API's 401 is not our token expiring")

        _ = try await client.send(NetworkRequest(method: .get, url: URL(string: "http://127.0.0.1:8080/me")!))
        #expect(sent.withLock { $0["127.0.0.1"] } == "Bearer t0k")
        #expect(expired.withLock { $0 } == ["t0k"])
    }
}
