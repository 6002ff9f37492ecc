import ArgumentParser
import Foundation
import LiveSession
import Testing

@testable import LaunchSupport

/// The live options: what messages name is what the command line has, and what `--ca-file`
/// refuses is said before anything is written.
@Suite struct LiveOptionsTests {
    /// The options `--help` lists, one a line, as it spells them.
    static var optionsInHelp: [String] {
        LiveOptions.helpMessage(columns: 200).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("--") && !$0.hasPrefix("--help") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func theNamesAMessageGivesAreTheOptionsOfTheGroup() {
        #expect(LiveOptions.names == Self.optionsInHelp)
        #expect(LiveOptions.listed().hasSuffix("--timeout and --refresh-after"))
        #expect(LiveOptions.listed(with: ["--data-dir"]).hasSuffix("--refresh-after and --data-dir"))
    }

    @Test func theCAFileCountsAsALiveOption() throws {
        #expect(try LiveOptions.parse(["--ca-file", "/x.pem"]).isUsed)
        #expect(try !LiveOptions.parse([]).isUsed)
    }

    @Test func aCAFileThatCannotBeReadStopsTheLaunchWithOneLine() throws {
        let options = try LiveOptions.parse(["--ca-file", "/nonexistent/ca.pem", "--cache-dir", "/tmp"])
        let refusal = #expect(throws: LaunchError.self) {
            try LiveConnection.checkSettings(options, environment: [:])
        }
        #expect(refusal?.description == "--ca-file /nonexistent/ca.pem: cannot be read")
    }
}
