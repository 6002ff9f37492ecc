import Dispatch

/// Work that blocks a thread (a socket's reads), on a thread of its own rather than one of the
/// few threads Swift's tasks run on.
///
/// A serial queue of its own runs on Dispatch's overcommitting pool, which starts another thread
/// when the ones it has are blocked, as `Thread` does.
package enum BlockingWork {
    /// Runs `work` at once on a thread of its own; `name` is its queue's label, which a
    /// debugger shows.
    package static func start(named name: String, _ work: @escaping @Sendable () -> Void) {
        DispatchQueue(label: name).async(execute: work)
    }
}
