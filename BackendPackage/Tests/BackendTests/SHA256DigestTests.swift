import Crypto
import Testing

@testable import Backend

/// The Backend's own SHA-256, which hashes session tokens: the standard's examples, and
/// swift-crypto's digest of messages of every length up to four blocks.
@Suite struct SHA256DigestTests {
    /// FIPS 180-4's examples (NIST's "SHA256.pdf" and the one-million-"a" message).
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            String(repeating: "a", count: 1_000_000),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        ),
    ])
    func theStandardsExamples(message: String, digest: String) {
        #expect(SHA256Digest(message.utf8).hex == digest)
    }

    /// Lengths 0 to 200 cover an empty message, the padding's edges (55, 56 and 64 bytes) and
    /// four blocks, each message's bytes a different run of values.
    @Test func matchesSwiftCryptoOnEveryLengthToFourBlocks() {
        for length in 0...200 {
            let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ length &* 31) }
            let expected = Array(Crypto.SHA256.hash(data: message))
            #expect(SHA256Digest(message).bytes == expected, "length \(length)")
            // A collection with no contiguous storage takes the other way in.
            #expect(SHA256Digest(message.lazy.map { $0 }).bytes == expected, "length \(length), lazy")
        }
    }

    @Test func aTokensStoredHashIsItsDigestInLowercaseHex() {
        let hash = Authenticator.hash("a-token")
        #expect(hash == Crypto.SHA256.hash(data: Array("a-token".utf8)).map { hex($0) }.joined())
        #expect(hash.count == 64)
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
    }
}
