import Foundation
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
final class FileLock: Sendable {
    private let descriptor: Int32
    private let released = Atomic(false)

    /// Takes the lock on `path` (created if missing), or throws ``StartupError`` naming it.
    init(path: String, purpose: String) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StartupError("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            close(descriptor)
            throw StartupError(
                reason == EWOULDBLOCK
                    ? "\(purpose) is in use by another landmarks server (lock \(path)). Stop it, or run several instances on PostgreSQL."
                    : "cannot lock \(path): \(String(cString: strerror(reason)))")
        }
        self.descriptor = descriptor
    }

    /// Releases the lock.
    func release() {
        guard !released.exchange(true, ordering: .relaxed) else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
