public import ArgumentParser
public import DesignSystem

/// The options every executable that runs screens shares: the preset, and the headless run.
public struct LaunchOptions: ParsableArguments {
    /// The preset's name, if one was given.
    @Option(help: "The data to run with; see --list-presets.")
    public var preset: String?

    /// Whether to print the presets and exit.
    @Flag(help: "Print the presets, one per line, and exit.")
    public var listPresets = false

    /// The story to play, if one was given.
    @Option(
        help: ArgumentHelp(
            "Play a story first: its keys one every 600 ms, then the screen is yours (with --headless, before --keys); see --list-stories.",
            valueName: "name"))
    public var story: String?

    /// Whether to print the stories and exit.
    @Flag(help: "Print the stories, one per line, and exit.")
    public var listStories = false

    /// Whether to run against an in-memory terminal and print frames.
    @Flag(help: "Run without a terminal: apply --keys, then print the final frame as plain text.")
    public var headless = false

    /// The in-memory terminal's size.
    @Option(
        help: ArgumentHelp("The headless terminal's size.", valueName: "COLSxROWS"),
        transform: { text in
            guard let size = Size(parsing: text) else {
                throw ValidationError(
                    "'\(text)' is not a size: use COLSxROWS, from 20x6 to 1000x1000, for example 80x24")
            }
            return size
        })
    public var size = Size.standard

    /// The scripted keys.
    @Option(
        help: ArgumentHelp(
            "Keys to press in headless mode, separated by spaces: \(Key.scriptNames), or one character.",
            valueName: "keys"),
        transform: { text in
            switch Key.script(text) {
            case let .success(keys): return keys
            case let .failure(error): throw ValidationError(error.description)
            }
        })
    public var keys: [Key] = []

    /// Whether to print every frame rather than only the last.
    @Flag(help: "With --headless, print every frame drawn, not only the last.")
    public var frames = false

    /// Creates the options with their defaults.
    public init() {}
}
