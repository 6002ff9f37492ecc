import Foundation
import Testing

/// The documentation's benchmark figures are the benchmark's own output: the article
/// `scripts/benchmark-report` writes says when and at which commit of this repository they were
/// measured, and holds the tables as `landmarks-benchmark` prints them.
@Suite struct BenchmarkResultsTests {
    static let article = "AppComposition/Sources/AppComposition/AppComposition.docc/BenchmarkResults.md"

    @Test func theFiguresNameTheCommitAndDateTheyWereMeasuredAt() throws {
        let text = try String(
            contentsOf: Readme.repositoryRoot.appending(path: Self.article), encoding: .utf8)
        let header = try #require(
            text.firstMatch(of: /Measured on\s+(\d{4}-\d{2}-\d{2}) at commit ([0-9a-f]{12}), release build/),
            "the header scripts/benchmark-report writes")
        let commit = String(header.output.2)
        let git = Process()
        git.executableURL = URL(filePath: "/usr/bin/env")
        git.arguments = ["git", "-C", Readme.repositoryRoot.path, "cat-file", "-e", "\(commit)^{commit}"]
        git.standardError = FileHandle.nullDevice
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "commit \(commit) is in this repository's history")
        for table in [
            "Key press → finished frame", "Reservations: key press", "Search session (key → finished frame",
        ] {
            #expect(text.contains(table), "the \(table) table, as the benchmark prints it")
        }
    }
}
