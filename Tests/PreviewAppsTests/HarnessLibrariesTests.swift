import Foundation
import HarnessTesting
import Testing

/// The libraries a harness loads, as the dynamic linker resolves them (`ldd`): its live preset
/// sends through URLSession, which on Linux is FoundationNetworking over libcurl, and the
/// `ExtraTrustAnchors` module must be able to stand in for OpenSSL's loading of the CA bundle,
/// which only a function the executable exports can.
@Suite(.timeLimit(.minutes(1))) struct HarnessLibrariesTests {
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"), "ldd is Linux's"),
        arguments: ["landmarks-preview", "reservations-preview"])
    func aHarnessSendsThroughURLSession(harness: String) async throws {
        let executable = try HarnessProcess(harness).executable
        let ldd = try await HarnessProcess(executable: URL(filePath: "/usr/bin/ldd")).run([executable.path])
        #expect(ldd.status == 0, "\(ldd.stderr)")
        let libraries = Set(
            ldd.stdout.split(separator: "\n").compactMap {
                $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
            })
        #expect(libraries.contains("libFoundationNetworking.so"), "\(libraries.sorted())")
        #expect(libraries.contains { $0.hasPrefix("libcurl.so") }, "\(libraries.sorted())")
        let nm = try await HarnessProcess(executable: URL(filePath: "/usr/bin/nm")).run([
            "-D", executable.path,
        ])
        #expect(
            nm.stdout.contains(" T X509_STORE_load_file"), "the executable exports the CA bundle's loader")
    }
}
