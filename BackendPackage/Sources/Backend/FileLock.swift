public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on a file beside the database, held while the server runs: a second
/// process (or a second server in this one) on the same SQLite file is refused at start, because
/// each keeps per-process caches that only stay exact while it is the only writer.
///
/// Once the server listens, the lock file holds its address (``announce(_:)``), so whoever is
/// refused can talk to that server instead: `landmarks-app` on a data directory that a
/// `landmarks-server` already serves.
final class FileLock: Sendable {
    private let descriptor: Int32
    private let released = Atomic(false)

    /// Takes the lock on `path` (created if missing).
    ///
    /// - Throws: ``DatabaseInUse`` when another server holds it, with the address it announced;
    ///   ``StartupError`` when the file cannot be opened or locked.
    init(path: String, database: String) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StartupError("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            close(descriptor)
            guard reason == EWOULDBLOCK else {
                throw StartupError("cannot lock \(path): \(String(cString: strerror(reason)))")
            }
            throw DatabaseInUse(database: database, lock: path, address: Self.announcedAddress(at: path))
        }
        self.descriptor = descriptor
    }

    /// Writes where the server listens into the lock file, replacing what was there.
    func announce(_ address: URL) {
        guard !released.load(ordering: .relaxed) else { return }
        let bytes = Array(address.absoluteString.utf8)
        ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Clears the address and releases the lock.
    func release() {
        guard !released.exchange(true, ordering: .relaxed) else { return }
        ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The address the holder of the lock at `path` announced, if it has announced one yet.
    static func announcedAddress(at path: String) -> URL? {
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            let url = URL(string: text), url.scheme == "http", url.host != nil
        else { return nil }
        return url
    }
}

/// Another server holds the SQLite database: its lock is taken. `address` is where that server
/// listens, when it has said so (it does once it listens).
public struct DatabaseInUse: Error, CustomStringConvertible, Sendable {
    /// The database, as `sqlite:PATH`.
    public var database: String
    /// The lock file beside it.
    public var lock: String
    /// Where the server holding it listens, if it announced it.
    public var address: URL?

    /// One sentence for an operator starting a second server.
    public var description: String {
        let serving = address.map { " at \($0.absoluteString)" } ?? ""
        return "\(database) is in use by another landmarks server\(serving) (lock \(lock)): stop it, or pass "
            + "--database for another file (several instances share one PostgreSQL database)"
    }
}
