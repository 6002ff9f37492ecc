/// What wakes a runner's loop.
enum RunnerEvent: Sendable {
    /// Keys were pressed: those of one read, or a paste.
    case keys([Key])
    /// A story's next key, played as if pressed.
    case played(Key)
    /// The state the last frame read has changed.
    case invalidated
    /// The terminal was resized.
    case resized
    /// SIGTSTP came from outside: suspend, as Ctrl-Z does.
    case suspendRequested
    /// The process was continued after a stop (SIGCONT).
    case continued
    /// Time for the next spinner phase.
    case tick
    /// Standard input closed.
    case inputClosed
    /// A headless wait ran out; stale ones are told apart by `id`.
    case timeout(id: Int)
}
