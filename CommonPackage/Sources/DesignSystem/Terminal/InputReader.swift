#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization
import Toolkit

/// Reads standard input on a thread of its own and delivers decoded keys (those of one read, or
/// of a whole paste, together), and the signals
/// (resize, suspend, continue) that ``SignalBridge`` writes to `signals`.
///
/// A blocking read belongs on a thread, not in the cooperative pool. After a lone `ESC` it waits
/// briefly for the rest of a sequence; if none comes, the Esc key is delivered.
final class InputReader: Sendable {
    /// How long to wait for the rest of an escape sequence before taking `ESC` as the Esc key.
    static let escapeDelayMilliseconds: Int32 = 25
    private let stopped = Atomic<Bool>(false)

    /// Starts reading; `deliver` is called on the reader thread.
    init(signals: Int32, deliver: @escaping @Sendable (RunnerEvent) -> Void) {
        BlockingWork.start(named: "landmarks.input") { [self] in
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 256)
            while !self.stopped.load(ordering: .relaxed) {
                var descriptors = [
                    pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(
                    &descriptors, nfds_t(signals >= 0 ? 2 : 1),
                    decoder.hasPending ? Self.escapeDelayMilliseconds : 200)
                if ready == 0 {
                    let keys = decoder.flush()
                    if !keys.isEmpty { deliver(.keys(keys)) }
                    continue
                }
                if ready < 0 {
                    if errno == EINTR { continue }
                    deliver(.inputClosed)
                    return
                }
                if descriptors[1].revents & Int16(POLLIN) != 0 {
                    let count = read(signals, &buffer, buffer.count)
                    for byte in buffer.prefix(max(0, count)) {
                        switch SignalBridge.Received(rawValue: byte) {
                        case .resized: deliver(.resized)
                        case .suspendRequested: deliver(.suspendRequested)
                        case .continued: deliver(.continued)
                        case nil: break
                        }
                    }
                }
                guard descriptors[0].revents != 0 else { continue }
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else {
                    deliver(.inputClosed)
                    return
                }
                let keys = decoder.feed(buffer[0..<count])
                if !keys.isEmpty { deliver(.keys(keys)) }
            }
        }
    }

    /// Stops the thread at its next poll.
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }
}
