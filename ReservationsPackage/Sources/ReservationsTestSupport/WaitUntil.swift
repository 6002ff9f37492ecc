import Testing

/// Waits, on the main actor, for `condition` to hold: what a store's state shows once its
/// asynchronous work (a change stream, a save) has run. Records a failure after `limit`.
@MainActor
public func waitUntil(within limit: Duration = .seconds(2), _ condition: @MainActor () -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("the condition did not hold within \(limit)")
            return
        }
        try await Task.sleep(for: .milliseconds(1))
    }
}
