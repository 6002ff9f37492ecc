public import Foundation
import Synchronization

/// Text that another thread appends (a child process's output, read from its pipe or
/// terminal), which a test waits on: each wait ends when the text it waits for arrives, not on
/// the next tick of a timer.
///
/// ```swift
/// let output = ArrivingText(reading: pipe.fileHandleForReading)
/// try process.run()
/// try await output.wait(for: "listening on")
/// ```
public final class ArrivingText: Sendable {
    private struct Waiter {
        let condition: @Sendable (String) -> Bool
        let arrived: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var bytes: [UInt8] = []
        var waiters: [UUID: Waiter] = [:]
        /// Waits that timed out before they were registered.
        var abandoned: Set<UUID> = []
        /// Whether the writer said no more text comes (the pipe reached its end).
        var isClosed = false
    }

    private let state = Mutex(State())

    /// No text yet.
    public init() {}

    /// The text read from `handle` until its end, on a thread of its own (a blocking read:
    /// no dispatch source, whose handler Foundation on Linux cannot safely remove at the end),
    /// then closed.
    public convenience init(reading handle: FileHandle) {
        self.init()
        Thread { [self] in
            while case let data = handle.availableData, !data.isEmpty { append(data) }
            close()
        }.start()
    }

    /// Everything appended so far, as UTF-8.
    public var text: String { state.withLock { String(decoding: $0.bytes, as: UTF8.self) } }

    /// Appends `bytes`, and ends every wait whose condition the text now meets.
    public func append(_ bytes: some Sequence<UInt8>) {
        let met = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.bytes.append(contentsOf: bytes)
            guard !state.waiters.isEmpty else { return [] }
            let text = String(decoding: state.bytes, as: UTF8.self)
            let met = state.waiters.filter { $0.value.condition(text) }
            for id in met.keys { state.waiters[id] = nil }
            return met.values.map(\.arrived)
        }
        for arrived in met { arrived.resume(returning: true) }
    }

    /// Says that no more text comes (the process closed its output): every wait still waiting
    /// fails now instead of at its timeout.
    public func close() {
        let waiting = state.withLock { state -> [Waiter] in
            state.isClosed = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiting { waiter.arrived.resume(returning: false) }
    }

    /// Waits until the text contains `needle`.
    ///
    /// - Throws: `CancellationError` when it has not arrived within `timeout`.
    public func wait(for needle: String, timeout: Duration = .seconds(20)) async throws {
        try await wait(timeout: timeout) { $0.contains(needle) }
    }

    /// Waits until `condition` holds of the text (checked now, and again on each append).
    ///
    /// - Throws: `CancellationError` when it does not hold within `timeout`, or by the time the
    ///   text is closed.
    public func wait(timeout: Duration = .seconds(20), until condition: @escaping @Sendable (String) -> Bool)
        async throws
    {
        if condition(text) { return }
        let id = UUID()
        // nil: the timeout came first.
        let arrived = await withTaskGroup(of: Bool?.self) { group in
            group.addTask { await self.arrival(id, condition) }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            if first == nil { abandon(id) }
            group.cancelAll()
            return first ?? false
        }
        guard arrived else { throw CancellationError() }
    }

    private func arrival(_ id: UUID, _ condition: @escaping @Sendable (String) -> Bool) async -> Bool {
        await withCheckedContinuation { arrived in
            let now = state.withLock { state -> Bool? in
                if state.abandoned.remove(id) != nil { return false }
                if condition(String(decoding: state.bytes, as: UTF8.self)) { return true }
                if state.isClosed { return false }
                state.waiters[id] = Waiter(condition: condition, arrived: arrived)
                return nil
            }
            if let now { arrived.resume(returning: now) }
        }
    }

    /// Ends the wait `id` if it is still waiting, or marks it so it never starts.
    private func abandon(_ id: UUID) {
        let waiting = state.withLock { state -> Waiter? in
            guard let waiter = state.waiters.removeValue(forKey: id) else {
                state.abandoned.insert(id)
                return nil
            }
            return waiter
        }
        waiting?.arrived.resume(returning: false)
    }
}
