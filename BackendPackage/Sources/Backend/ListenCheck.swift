import NIOCore
import NIOPosix

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Binds the server's address and lets it go at once, before anything is opened or written: a
/// port another program holds is refused before the database is created, migrated or seeded.
enum ListenCheck {
    /// - Throws: ``StartupError`` saying why the server cannot listen on `host:port`, and what
    ///   to pass instead. Port 0 (any free port) always can.
    static func check(host: String, port: Int) async throws {
        guard port != 0 else { return }
        do {
            let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: host, port: port).get()
            try await channel.close()
        } catch {
            throw StartupError("cannot serve on \(host):\(port): \(reason(error))")
        }
    }

    /// Why a socket could not listen, in an operator's words: no function names, no errno.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as IOError:
            switch error.errnoCode {
            case EADDRINUSE:
                return "the address is already in use by another program: stop it, or pass another --port"
            case EACCES: return "permission denied (ports below 1024 need privileges): pass another --port"
            case EADDRNOTAVAIL: return "the address is not one of this machine's: pass another --host"
            default: return String(cString: strerror(error.errnoCode))
            }
        case is SocketAddressError:
            return "the host name does not resolve: pass another --host"
        default:
            return String(describing: error)
        }
    }
}
