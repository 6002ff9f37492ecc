import Foundation
import Testing

@testable import Toolkit

/// What `--ca-file` may name: a readable file holding PEM certificates, and nothing else.
@Suite struct TrustedAuthoritiesTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "trusted-\(UUID().uuidString)")

    func file(_ text: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appending(path: "ca.pem")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aFileThatCannotBeReadIsRefused() {
        #expect(throws: TrustedAuthorities.Refusal(path: "/nonexistent/ca.pem", reason: "cannot be read")) {
            try TrustedAuthorities.add(pemFile: "/nonexistent/ca.pem")
        }
    }

    @Test(arguments: [
        "", "not a certificate", "-----BEGIN CERTIFICATE-----\n!!!\n-----END CERTIFICATE-----\n",
        "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
    ])
    func aFileWithoutACertificateIsRefused(text: String) throws {
        let path = try file(text)
        #expect(
            throws: TrustedAuthorities.Refusal(
                path: path, reason: "holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
        ) { try TrustedAuthorities.add(pemFile: path) }
    }

    @Test func eachCertificateOfABundleIsRead() {
        let block = "-----BEGIN CERTIFICATE-----\nAAEC\nAw==\n-----END CERTIFICATE-----\n"
        #expect(
            PEMCertificates.derBlocks(in: "# two\n" + block + "text\n" + block) == [
                Data([0, 1, 2, 3]), Data([0, 1, 2, 3]),
            ])
    }
}
