import Foundation
import Synchronization
import Testing
import Toolkit

@testable import LaunchSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running app's inbox for links (`landmarks-app open LINK`).
@Suite(.timeLimit(.minutes(1))) struct LinkInboxTests {
    /// Another app starting on the same data directory connects to see whether one listens, and
    /// hangs up without a word: the inbox's answer then meets a closed socket, which must not end
    /// the app (it did, with SIGPIPE, when two apps started side by side).
    @Test func aPeerThatHangsUpUnansweredLeavesTheInboxTakingLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "link-inbox-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let socket = folder.appending(path: "links.sock")
        let received = Mutex<[AppLink]>([])
        let inbox = try LinkInbox(listeningAt: socket) { link in
            received.withLock { $0.append(link) }
            return .success(())
        }
        defer { inbox.stop() }
        for _ in 0..<5 {
            let probe = try #require(LinkInbox.dial(socket.path))
            close(probe)
        }
        let link = try AppLink(parsing: "landmarks://landmarks/categories/lakes")
        #expect(try LinkInbox.send(link, to: socket))
        #expect(received.withLock { $0 } == [link])
    }
}
