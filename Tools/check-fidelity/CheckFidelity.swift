import ArgumentParser
import Fidelity
import Foundation

/// Runs every service's behaviour suite (each feature's, and the session's) against its simulated
/// presets and against the real Backend in this process, and says where they differ.
@main
struct CheckFidelity: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-fidelity",
        abstract: "Prove that each simulated preset answers as the real server does.",
        discussion: """
            Each service's behaviour suite (each feature's, and the session's) runs in five pairings, on the preset and on the \
            Backend in this process (SQLite in a temporary folder, an ephemeral port): mock and a \
            database seeded with the same fixtures; empty and a database with users only; error and \
            a closed port; offline and a closed port after the fixtures were read into the cache; \
            slow and the seeded database (reads only, which must come later). Identifiers the server \
            generates and the wording of transport failures are normalised; everything else (values \
            in order, each refusal's status and body, the changes stream) must match.

            It prints each pairing, every difference with both answers, and the coverage of the \
            server's OpenAPI document (route x status: N of M). It exits 1 on any difference, on a \
            documented answer no step reached, or on an answer the document does not list.

            Then it compares the committed gallery's frames (and outlines) of every story in mock \
            with the same story in live, which runs on the Backend seeded with the same fixtures: \
            once the preset's name and the differences listed as meant (MeantFrameDifferences.swift, \
            each with its reason) are taken out, they must be the same. preview-gallery --check \
            keeps the gallery equal to what the screens draw.
            """)

    @Option(
        name: .customLong("feature"),
        help: ArgumentHelp(
            "Run only this suite (repeatable): \(FidelityCheck.features.joined(separator: ", ")).",
            valueName: "suite"))
    var features: [String] = []

    @Flag(help: "List the documented answers no service can reach, each with why.")
    var outOfReach = false

    @Option(help: "The committed gallery whose mock and live frames are compared (not with --feature).")
    var gallery = "Gallery"

    mutating func run() async throws {
        let known = FidelityCheck.features
        if let unknown = features.first(where: { !known.contains($0) }) {
            throw ValidationError("no suite '\(unknown)'; the suites: \(known.joined(separator: ", "))")
        }
        if features.isEmpty, !FileManager.default.fileExists(atPath: gallery) {
            throw ValidationError(
                "no gallery at \(gallery); run it from the repository's root, or give --gallery")
        }
        let check: FidelityCheck
        do {
            check = try await FidelityCheck.run(
                only: Set(features),
                gallery: features.isEmpty ? URL(filePath: gallery, directoryHint: .isDirectory) : nil)
        } catch {
            print("check-fidelity: the suites could not run: \(error)")
            throw ExitCode(2)
        }
        print(check.report)
        if outOfReach {
            print("out of a service's reach:")
            for (answer, reason) in check.coverage.outOfReach { print("  \(answer): \(reason)") }
        }
        // One feature's steps cannot reach every documented answer: its coverage is shown, and
        // only its differences fail.
        guard check.differences.isEmpty, check.frames?.passes ?? true,
            !features.isEmpty || check.coverage.isComplete
        else {
            throw ExitCode.failure
        }
    }
}
