#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
public import Foundation
import Synchronization
public import Toolkit

/// Where a running app takes links from outside, as `onOpenURL` does: a Unix socket in the
/// runtime directory, readable and writable by the user alone, one per data directory.
/// `landmarks-app open LINK` writes the link as a line and reads one back: `ok`, or why not.
///
/// ```swift
/// let inbox = try LinkInbox(listeningAt: LinkInbox.socketURL(for: data, in: runtime)) { link in
///     Task { @MainActor in try? screen.open(link) }
/// }
/// ```
public final class LinkInbox: Sendable {
    /// How long the inbox waits for a connected peer to send (each read of its line) before it
    /// answers that none came and takes the next peer: it reads one at a time, and a silent one
    /// must not hold up the links after it.
    static let peerPatience = Duration.seconds(2)
    /// How long ``send(_:to:)`` waits for the running app's answer: the patience the app may be
    /// spending on a silent peer before this one, and a margin.
    static let answerPatience = Duration.seconds(5)

    private let descriptor: Int32
    private let path: String
    /// Whether ``stop()`` was called. The listening socket is shut down under this lock, and the
    /// serving thread closes it under the lock once it sees the flag: the shutdown never lands on
    /// the number after the close has given it up.
    private let stopped = Mutex(false)

    /// The socket of the app running on `data`, in `runtime`: named by a hash of the data
    /// directory's path, as a socket's path must be short.
    public static func socketURL(for data: URL, in runtime: URL) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in data.standardizedFileURL.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return runtime.appending(path: "app-\(String(hash, radix: 16)).sock")
    }

    /// Listens at `socket`, handing each link received to `deliver` on a thread of its own; the
    /// answer says whether `deliver` took it.
    ///
    /// - Throws: ``LaunchError`` when the folder cannot be made or another app already listens.
    public init(listeningAt socketURL: URL, deliver: @escaping @Sendable (AppLink) -> Result<Void, LinkError>)
        throws(LaunchError)
    {
        path = socketURL.path
        let folder = socketURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw LaunchError(
                "cannot make \(folder.path) for the link socket: \(WritableDirectory.reason(error))")
        }
        if let probe = Self.dial(path) {
            close(probe)
            throw LaunchError("another landmarks-app already takes links at \(path)")
        }
        // Nobody answers there: a socket left by an app that did not end cleanly.
        unlink(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0, var address = Self.address(path) else { throw LaunchError("cannot listen at \(path)") }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, chmod(path, 0o600) == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw LaunchError("cannot listen at \(path): \(String(cString: strerror(errno)))")
        }
        descriptor = fd
        BlockingWork.start(named: "landmarks.links") { [self] in self.serve(deliver) }
    }

    /// Stops listening and removes the socket.
    public func stop() {
        let first = stopped.withLock { stopped in
            guard !stopped else { return false }
            stopped = true
            shutdown(descriptor, Int32(SHUT_RDWR))
            return true
        }
        if first { unlink(path) }
    }

    private func serve(_ deliver: @Sendable (AppLink) -> Result<Void, LinkError>) {
        while !stopped.withLock({ $0 }) {
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else {
                // Stopped, the loop ends. Otherwise the failure is the moment's (a peer gone
                // before it was accepted, no descriptor free): the inbox goes on taking links.
                if errno != EINTR { usleep(10_000) }
                continue
            }
            Self.quiet(client)
            limitSocketWaits(client, to: Self.peerPatience)
            let answer: String
            switch Self.readLine(client).map({ text in
                Result { () throws(LinkError) in try AppLink(parsing: text) }
            }) {
            case let .success(link)?:
                switch deliver(link) {
                case .success: answer = "ok"
                case let .failure(error): answer = "error: \(error)"
                }
            case let .failure(error)?: answer = "error: \(error)"
            case nil: answer = "error: no link received"
            }
            Self.writeAll(answer + "\n", to: client)
            close(client)
        }
        stopped.withLock { _ in _ = close(descriptor) }
    }

    /// Hands `link` to the app listening at `socket`.
    ///
    /// - Returns: `false` when no app listens there.
    /// - Throws: ``LaunchError`` with the running app's answer when it refused the link.
    public static func send(_ link: AppLink, to socket: URL) throws(LaunchError) -> Bool {
        guard let fd = dial(socket.path) else { return false }
        defer { close(fd) }
        writeAll(link.description + "\n", to: fd)
        guard let answer = readLine(fd) else { throw LaunchError("the running app did not answer") }
        guard answer == "ok" else {
            throw LaunchError(answer.hasPrefix("error: ") ? String(answer.dropFirst(7)) : answer)
        }
        return true
    }

    static func dial(_ path: String) -> Int32? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0, var address = address(path) else { return nil }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        quiet(fd)
        limitSocketWaits(fd, to: answerPatience)
        return fd
    }

    private static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
        }
        return address
    }

    #if canImport(Glibc)
        private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        private static let noSignal: Int32 = 0
    #endif

    /// Asks, where `send` has no flag for it (Darwin), that writing to a closed peer be an
    /// error rather than SIGPIPE.
    private static func quiet(_ fd: Int32) {
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    private static func writeAll(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            // A peer that hung up (another app probing whether this one listens, or an
            // `open` that gave up) must not end this process with SIGPIPE: it is an error here.
            let written = bytes.withUnsafeMutableBytes {
                sendBytes(fd, $0.baseAddress! + offset, $0.count - offset, noSignal)
            }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// One line, up to 4 KiB, without its newline; `nil` when the other side sent none.
    private static func readLine(_ fd: Int32) -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.count < 4096 {
            let count = read(fd, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { break }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }
}

/// The system's `send`, which ``LinkInbox/send(_:to:)`` hides inside the type.
private func sendBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(fd, bytes, count, flags)
}

/// Makes each read and each write on the socket `fd` fail with EAGAIN after `limit`, at least a
/// millisecond (zero would mean no limit), instead of waiting for ever.
func limitSocketWaits(_ fd: Int32, to limit: Duration) {
    let (seconds, attoseconds) = limit.components
    let microseconds = max(1000, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    var time = timeval(tv_sec: .init(microseconds / 1_000_000), tv_usec: .init(microseconds % 1_000_000))
    let size = socklen_t(MemoryLayout<timeval>.size)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, size)
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, size)
}
