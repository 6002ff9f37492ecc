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
        let inbox = try ListeningInbox()
        defer { inbox.end() }
        let socket = inbox.socket
        for _ in 0..<5 {
            let probe = try #require(LinkInbox.dial(socket.path))
            close(probe)
        }
        let link = try AppLink(parsing: "landmarks://landmarks/categories/lakes")
        #expect(try LinkInbox.send(link, to: socket))
        #expect(inbox.received == [link])
    }

    /// A peer that connects and says nothing (an `open` that hangs, another app's probe that
    /// lingers) is given up on after ``LinkInbox/peerPatience``, and the link sent after it is
    /// taken: the inbox reads one peer at a time, and waited on this one for ever.
    @Test func aSilentPeerDoesNotHoldUpTheLinkAfterIt() throws {
        let inbox = try ListeningInbox()
        defer { inbox.end() }
        let socket = inbox.socket
        let silent = try #require(LinkInbox.dial(socket.path))
        defer { close(silent) }
        let link = try AppLink(parsing: "landmarks://reservations")
        let started = ContinuousClock.now
        #expect(try LinkInbox.send(link, to: socket))
        #expect(inbox.received == [link])
        #expect(ContinuousClock.now - started < LinkInbox.answerPatience, "answered within the sender's wait")
    }
}

/// An inbox at a socket in a folder of its own, taking every link it is sent.
final class ListeningInbox: Sendable {
    let folder = FileManager.default.temporaryDirectory.appending(path: "link-inbox-\(UUID().uuidString)")
    var socket: URL { folder.appending(path: "links.sock") }
    private let links = Mutex<[AppLink]>([])
    private let inbox = Mutex<LinkInbox?>(nil)

    init() throws {
        let taken = try LinkInbox(listeningAt: socket) { [weak self] link in
            self?.links.withLock { $0.append(link) }
            return .success(())
        }
        inbox.withLock { $0 = taken }
    }

    /// The links taken so far, in order.
    var received: [AppLink] { links.withLock { $0 } }

    /// Stops the inbox and removes its folder.
    func end() {
        inbox.withLock { $0?.stop() }
        try? FileManager.default.removeItem(at: folder)
    }
}
