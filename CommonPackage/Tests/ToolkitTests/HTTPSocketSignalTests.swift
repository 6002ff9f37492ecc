#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization
import Testing

@testable import Toolkit

/// An ``HTTPSocket`` exchange whose thread runs a signal handler while it waits for the answer,
/// as the terminal's handlers for a resize (SIGWINCH) and `fg` (SIGCONT) would on a thread that
/// does not block them: the system call it is blocked in is interrupted, and the exchange must go
/// on. (Foundation's `Thread`, which both live transports use, blocks signals; a thread made any
/// other way may not.)
@Suite(.timeLimit(.minutes(1))) struct HTTPSocketSignalTests {
    /// The exchange's thread, once it runs, and what the exchange gave. The thread stays alive
    /// until `release` is signalled, so a signal sent to it never finds it gone.
    final class Exchange: Sendable {
        let thread = Mutex<pthread_t?>(nil)
        let outcome = Mutex<Result<String, HTTPSocketError>?>(nil)
        let release = DispatchSemaphore(value: 0)
    }

    @Test func aHandledSignalOnTheExchangesThreadDoesNotEndIt() async throws {
        let server = try TestHTTPServer { _ in
            TestHTTPServer.Reply(
                delay: .milliseconds(400), raw: "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
        }
        // The handler stays installed when the test ends: a signal is handled by the disposition
        // in force when it is delivered, not when it is sent, and on a loaded machine the last
        // one sent can still be pending then. Put back to the default, it would end the process.
        // (A handler, unlike SIG_IGN, is not inherited by programs that tests start.)
        signal(SIGUSR2) { _ in }
        let exchange = Exchange()
        defer { exchange.release.signal() }
        let url = server.url
        Thread {
            var handled = sigset_t()
            sigemptyset(&handled)
            sigaddset(&handled, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &handled, nil)
            exchange.thread.withLock { $0 = pthread_self() }
            let socket = HTTPSocket()
            let outcome = Result { () throws(HTTPSocketError) -> String in
                try socket.exchange(
                    url, head: HTTPSocket.head("GET", url, headers: [:]), timeout: .seconds(5)
                ) {
                    _, body throws(HTTPSocketError) in String(decoding: try body.readAll(), as: UTF8.self)
                }
            }
            exchange.outcome.withLock { $0 = outcome }
            exchange.release.wait()
        }.start()

        // While the server holds its answer back, the thread is blocked reading it.
        var interruptions = 0
        while exchange.outcome.withLock({ $0 }) == nil, interruptions < 15 {
            try await Task.sleep(for: .milliseconds(20))
            if let thread = exchange.thread.withLock({ $0 }) {
                pthread_kill(thread, SIGUSR2)
                interruptions += 1
            }
        }
        let deadline = ContinuousClock.now + .seconds(5)
        while exchange.outcome.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(interruptions > 0)
        #expect(exchange.outcome.withLock { $0 } == .success("ok"))
    }
}
