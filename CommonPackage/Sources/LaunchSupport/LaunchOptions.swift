public import ArgumentParser
public import DesignSystem
public import Toolkit

/// The options every executable that runs screens shares: the preset, and the headless run.
public struct LaunchOptions: ParsableArguments {
    /// The preset's name, if one was given.
    @Option(help: "The data to run with; see --list-presets.", transform: PresetName.init(rawValue:))
    public var preset: PresetName?

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

    /// The in-memory terminal's size, if one was given.
    @Option(
        name: .customLong("size"),
        help: ArgumentHelp("The headless terminal's size (default: 80x24).", valueName: "COLSxROWS"),
        transform: { text in
            switch Size.parse(text) {
            case let .success(size): return size
            case let .failure(error): throw ValidationError(error.description)
            }
        })
    var requestedSize: Size?

    /// The in-memory terminal's size: `--size`, else 80x24.
    public var size: Size { requestedSize ?? .standard }

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

    /// The link to start on, if one was given.
    @Option(
        help: ArgumentHelp(
            "Start on the screen this landmarks:// link names, with the screens under it a person would have passed through (Esc walks back).",
            valueName: "link"),
        transform: { text in
            do { return try AppLink(parsing: text) } catch { throw ValidationError("\(error)") }
        })
    public var open: AppLink?

    /// Whether to print the final screen's link.
    @Flag(help: "With --headless, print the final screen's link on the line after its frame.")
    public var printLink = false

    /// Where to keep the link of the screen showing, if anywhere.
    @Option(
        help: ArgumentHelp(
            "Keep the link of the screen showing in this file, written again whenever it changes (scripts/preview reopens that screen after a rebuild).",
            valueName: "path"))
    public var linkFile: String?

    /// Creates the options with their defaults.
    public init() {}

    /// `--keys`, `--frames` and `--size` describe a headless run; in a terminal they would do
    /// nothing, so they are a usage error there, not silently ignored.
    public func validate() throws {
        guard !headless else { return }
        let headlessOnly = [
            keys.isEmpty ? nil : "--keys", frames ? "--frames" : nil, requestedSize == nil ? nil : "--size",
            printLink ? "--print-link" : nil,
        ].compactMap { $0 }
        guard let first = headlessOnly.first else { return }
        let named =
            headlessOnly.count == 1 ? "\(first) applies" : "\(headlessOnly.joined(separator: ", ")) apply"
        throw ValidationError(
            "\(named) only with --headless: in a terminal you press the keys, "
                + "and the screen is the terminal's size")
    }
}
