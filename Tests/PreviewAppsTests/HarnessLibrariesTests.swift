import Foundation
import HarnessTesting
import Testing

/// The libraries a harness loads, as the dynamic linker resolves them (`ldd`): every module a
/// harness links imports FoundationEssentials, not Foundation, so a harness starts without
/// Foundation's own library and the conformance records the runtime would scan in it. One
/// `import Foundation` in a feature's module brings it back to every start, and nothing else
/// would say so.
@Suite(.timeLimit(.minutes(1))) struct HarnessLibrariesTests {
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"), "ldd is Linux's"),
        arguments: [(harness: "landmarks-preview", showsDates: false), ("reservations-preview", true)])
    func aHarnessLoadsFoundationEssentialsAlone(harness: String, showsDates: Bool) async throws {
        let executable = try HarnessProcess(harness).executable
        let ldd = HarnessProcess(executable: URL(filePath: "/usr/bin/ldd"))
        let output = try await ldd.run([executable.path])
        #expect(output.status == 0, "\(output.stderr)")
        let libraries = Set(
            output.stdout.split(separator: "\n").compactMap {
                $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
            })
        #expect(libraries.contains("libFoundationEssentials.so"), "\(libraries.sorted())")
        #expect(!libraries.contains("libFoundation.so"), "\(harness) loads Foundation's own library")
        // Dates are formatted by the Formatting module alone, with ICU: a feature showing none
        // loads neither.
        #expect(libraries.contains("libFoundationInternationalization.so") == showsDates)
        #expect(libraries.contains("lib_FoundationICU.so") == showsDates)
    }
}
