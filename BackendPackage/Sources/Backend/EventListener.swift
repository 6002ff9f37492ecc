import Logging
import ServiceLifecycle

/// On a database several instances share (PostgreSQL), hears every instance's writes through
/// `LISTEN`/`NOTIFY` and wakes this instance's streams and caches (an ``EventHub``), and lends
/// its connection to this instance's ``WriteFence``. A lost connection is made again with backoff
/// (up to a second); once it listens again every stream reads what it may have missed, and every
/// cache forgets what it kept. Nothing reads the events table unless told to.
struct EventListener: Service {
    let database: Database
    let hub: EventHub
    let fence: WriteFence
    let logger: Logger

    func run() async throws {
        guard let listen = database.listen else {
            try? await gracefulShutdown()
            return
        }
        await cancelWhenGracefulShutdown {
            var delay = Duration.milliseconds(100)
            while !Task.isCancelled {
                do {
                    defer { fence.stopListening() }
                    try await listen(
                        EventLog.channel,
                        { [hub, fence] catchUp in
                            hub.changedForEveryone()
                            fence.listening(catchingUpWith: catchUp)
                        }
                    ) { [hub] payload in
                        if payload.hasPrefix("revoked:") {
                            hub.revoked(tokenHash: String(payload.dropFirst("revoked:".count)))
                        } else {
                            hub.changed(userID: payload)
                        }
                    }
                    delay = .milliseconds(100)
                } catch {
                    guard !Task.isCancelled else { return }
                    logger.warning(
                        "event notifications lost; listening again",
                        metadata: ["error": "\(error)", "in": "\(delay)"])
                }
                // At most a second apart: once PostgreSQL is back (a restart), it listens again
                // within about a second.
                try? await Task.sleep(for: delay)
                delay = min(delay * 2, .seconds(1))
            }
        }
    }
}
