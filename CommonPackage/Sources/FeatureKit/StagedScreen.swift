public import DesignSystem

/// A screen ready to run, with who does its stories' `elsewhere:` steps and what to do once it
/// is gone (stop a server, delete a folder): what a harness, the app and the preview gallery
/// hand the runners.
///
/// ```swift
/// let staged = TrailsDescriptor.stage(root, services: services, clock: .system)
/// let run = try await staged.run(keys: story.keys)
/// ```
@MainActor
public struct StagedScreen {
    /// The screen, not started yet.
    public let screen: any Screen
    /// Does the `elsewhere:` steps of a story played on it: the same person on another device.
    public let elsewhere: Elsewhere
    /// What stops what the screen runs on (a live scene's server), once it is done.
    public let cleanup: @MainActor () async -> Void

    /// `screen`, with `elsewhere` doing its stories' steps on another device and `cleanup` to
    /// run after it.
    public init(
        _ screen: any Screen, elsewhere: Elsewhere = .nobody,
        cleanup: @escaping @MainActor () async -> Void = {}
    ) {
        self.screen = screen
        self.elsewhere = elsewhere
        self.cleanup = cleanup
    }
}

extension StagedScreen {
    /// Starts the screen headless, presses `keys` (their `elsewhere:` steps done by its other
    /// device) and returns every frame `runner` drew.
    public func run(keys: [Key], in runner: HeadlessRunner = HeadlessRunner()) async throws(HeadlessError)
        -> HeadlessRunner.Run
    {
        try await runner.run(screen, keys: keys, elsewhere: elsewhere)
    }
}
