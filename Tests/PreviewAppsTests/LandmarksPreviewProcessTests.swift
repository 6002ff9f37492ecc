import Foundation
import HarnessTesting
import Testing

/// Runs the real `landmarks-preview` binary, headless, the way CI and a person would.
@Suite(.timeLimit(.minutes(2))) struct LandmarksPreviewProcessTests {
    let harness: HarnessProcess

    init() throws {
        harness = try HarnessProcess("landmarks-preview")
    }

    @Test func mockShowsFeaturedAndAllLandmarks() async throws {
        let output = try await harness.run(["--headless", "--preset", "mock"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 24 + 1, "24 rows and a final newline")
        #expect(lines[0].hasSuffix("14 landmarks"))
        #expect(output.stdout.contains("── Featured · 4"))
        #expect(output.stdout.contains("▸ ★ Turtle Rock"))
        #expect(output.stderr.isEmpty)
    }

    @Test func emptySaysNoLandmarksAndWhatToDo() async throws {
        let output = try await harness.run(["--headless", "--preset", "empty", "--size", "60x12"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("No landmarks"))
        #expect(output.stdout.contains("Press r to load"))
        #expect(output.stdout.contains("r Refresh"))
    }

    @Test func errorShowsTheMessageAndRetryRunsTheLoadAgain() async throws {
        let output = try await harness.run(["--headless", "--preset", "error", "--keys", "r", "--frames"])
        #expect(output.status == 0)
        let frames = output.stdout.components(separatedBy: "── frame ").dropFirst()
        #expect(frames.count == 4)
        #expect(frames.map { $0.contains("Loading landmarks…") } == [true, false, true, false])
        #expect(frames.last?.contains("Couldn't reach the server: connection refused.") == true)
        #expect(frames.last?.contains("r Retry") == true)
        #expect(frames.dropFirst(2).first?.hasPrefix("3 after r") == true)
    }

    @Test func slowShowsASpinnerThenTheData() async throws {
        let start = ContinuousClock.now
        let output = try await harness.run(["--headless", "--preset", "slow", "--frames"])
        #expect(ContinuousClock.now - start >= .milliseconds(2500))
        let frames = output.stdout.components(separatedBy: "── frame ").dropFirst()
        #expect(frames.first?.contains("⠋ Loading landmarks…") == true)
        #expect(frames.last?.contains("Turtle Rock") == true)
    }

    @Test func scriptedKeysOpenADetailAndFavoriteIt() async throws {
        let output = try await harness.run(["--headless", "--latency", "0", "--keys", "down enter f"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("St. Mary Lake  ★ Favorite"))
        #expect(output.stdout.contains("Coordinates  48.6942° N, 113.5362° W"))
    }

    @Test func bNamesTheLandmarkTheAppWouldBook() async throws {
        let output = try await harness.run(["--headless", "--latency", "0", "--keys", "down enter b"])
        #expect(output.stdout.contains("b Book a visit"))
        #expect(output.stdout.contains("ℹ The app would open the booking form for St. Mary Lake here."))
    }

    @Test func generatedLandmarksScale() async throws {
        let output = try await harness.run([
            "--headless", "--landmarks", "100000", "--latency", "0", "--keys", "end",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.contains("100,000 landmarks"))
        #expect(output.stdout.contains("Echo Bay 100000"))
    }

    @Test func unknownPresetIsAUsageErrorListingTheValidNames() async throws {
        let output = try await harness.run(["--headless", "--preset", "nope"])
        #expect(output.status == 64)
        #expect(
            output.stderr.contains(
                "unknown preset 'nope'; valid presets: mock, empty, error, slow, offline, live"))
        #expect(output.stdout.isEmpty)
    }

    @Test func withoutATerminalOrHeadlessItIsAOneLineUsageError() async throws {
        let output = try await harness.run([])
        #expect(output.status == 64)
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(output.stderr.contains("--headless"))
    }

    @Test(arguments: [
        ["--headless", "--size", "80"],
        ["--headless", "--keys", "up teleport"],
        ["--headless", "--preset", "empty", "--landmarks", "10"],
        ["--headless", "--landmarks", "-1"],
        ["--headless", "--server", "http://127.0.0.1:8080"],
        ["--headless", "--preset", "live", "--server", "ftp://example.com"],
        ["--headless", "--preset", "live", "--password", "secret"],
        ["--headless", "--preset", "live", "--timeout", "0"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) async throws {
        let output = try await harness.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: "))
    }

    @Test(arguments: [
        (["--headless", "--latency", "-5"], "--latency must be between 0 and 60000 milliseconds"),
        (["--headless", "--landmarks", "-5"], "--landmarks must be between 0 and 1000000"),
        (["--headless", "--size", "10x10"], "10x10 is smaller than the smallest size, 20x6"),
        (["--headless", "--size", "2000x30"], "2000x30 is larger than the largest size, 1000x1000"),
        (["--headless", "--size", "big"], "'big' is not a size: use COLSxROWS, for example 80x24"),
        (["--keys", "down"], "--keys applies only with --headless"),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], message: String) async throws {
        let output = try await harness.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(!output.stderr.contains("Missing value"))
    }

    @Test func searchShowsOneCountInOneFormat() async throws {
        let output = try await harness.run([
            "--headless", "--landmarks", "20000", "--latency", "0", "--keys", "/ a",
        ])
        let lines = output.stdout.split(separator: "\n")
        let firstLine = try #require(lines.first)
        let title = try #require(firstLine.split(separator: " ").suffix(2).first)
        let header = try #require(lines.first { $0.hasPrefix("── Results · ") })
        let counted = header.dropFirst("── Results · ".count).prefix { $0 != " " }
        #expect(title == counted, "title says \(title), the section \(counted)")
        #expect(title.contains(","), "thousands are grouped: \(title)")
    }

    @Test func offlineShowsTheCachedListAndSaysSo() async throws {
        let output = try await harness.run(["--headless", "--preset", "offline"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Showing cached data"))
        #expect(output.stdout.contains("Turtle Rock"))
    }

    @Test func listPresetsPrintsOneLineEach() async throws {
        let output = try await harness.run(["--list-presets"])
        #expect(output.status == 0)
        #expect(output.firstWords == ["mock", "empty", "error", "slow", "offline", "live"])
    }

    @Test func listStoriesPrintsOneLineEachAndAStoryPlaysHeadless() async throws {
        let list = try await harness.run(["--list-stories"])
        #expect(list.status == 0)
        let names = ["search", "favorite", "categories", "another device stars a landmark"]
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == names.count)
        #expect(zip(lines, names).allSatisfy { line, name in line.hasPrefix(name + "  ") })
        let played = try await harness.run(["--headless", "--latency", "0", "--story", "categories"])
        #expect(played.status == 0)
        #expect(played.stdout.hasPrefix(" Mountains"))
    }

    @Test func aStoryOfAnotherDeviceStarsALandmarkThroughTheMockServer() async throws {
        let played = try await harness.run(
            ["--headless", "--latency", "0", "--story", "another device stars a landmark"])
        #expect(played.status == 0)
        #expect(played.stdout.contains("ℹ Starred on another device: Silver Salmon Creek"))
        let unknown = try await harness.run(["--headless", "--keys", "elsewhere:book"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("the other device has no action 'book'; its actions: favorite"))
    }

    @Test func anUnknownStoryIsAUsageErrorNamingTheStories() async throws {
        let output = try await harness.run(["--headless", "--story", "nope"])
        #expect(output.status == 64)
        #expect(
            output.stderr.contains(
                "unknown story 'nope'; stories: search, favorite, categories, another device stars a landmark"
            ))
        #expect(output.stdout.isEmpty)
    }

    @Test func helpExplainsTheOptions() async throws {
        let output = try await harness.run(["--help"])
        #expect(output.status == 0)
        for option in [
            "--preset", "--list-presets", "--headless", "--size", "--keys", "--frames", "--landmarks",
            "--latency", "--server", "--user", "--password", "--cache-dir", "--timeout", "LANDMARKS_TOKEN",
        ] {
            #expect(output.stdout.contains(option), "\(option)")
        }
    }

    @Test func logsGoToTheLogFileNotTheScreen() async throws {
        let output = try await harness.run(["--headless", "--latency", "0"])
        let log = try String(
            contentsOf: harness.logDirectory.appending(path: "landmarks-preview.log"), encoding: .utf8)
        #expect(log.contains("loaded landmarks"))
        #expect(!output.stdout.contains("loaded landmarks"))
    }
}
