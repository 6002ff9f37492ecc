extension AsyncThrowingStream where Failure == any Error {
    /// A stream fed by `body`, which runs in a task of its own and yields each element. The stream
    /// ends when `body` returns, fails with what it throws, and cancels the task when its
    /// consumer stops listening.
    public static func producing(
        _ body: @escaping @Sendable (_ yield: @Sendable (Element) -> Void) async throws -> Void
    ) -> Self where Element: Sendable {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await body { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// A stream that runs `body` once and delivers its value, or its error.
    public static func single(_ body: @escaping @Sendable () async throws -> Element) -> Self
    where Element: Sendable {
        producing { yield in yield(try await body()) }
    }
}
