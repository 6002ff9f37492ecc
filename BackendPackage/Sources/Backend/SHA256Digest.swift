/// The SHA-256 digest of a message (FIPS 180-4): what the server stores of a session token, so a
/// copy of the database holds no token that signs anyone in.
///
/// Written here rather than taken from swift-crypto: on Linux that library compiles a copy of
/// BoringSSL (246 C and C++ files), and hashing tokens is all the Backend used it for, so the
/// app, which embeds the Backend, compiled it for one function. The tests check this digest
/// against the standard's examples and against swift-crypto's on every message length up to
/// four blocks.
struct SHA256Digest: Sendable {
    /// The 32 bytes of the digest.
    let bytes: [UInt8]

    /// The digest of `message`: its whole 64-byte blocks read where they lie, then the last bytes
    /// with the padding (a 1 bit, zeros to 56 bytes past a block, the length in bits) in one or
    /// two blocks of their own. Every request signed in hashes its token, so nothing here
    /// allocates but the result.
    init(_ message: some Collection<UInt8>) {
        var state = Self.initial
        let digest = { (message: UnsafeBufferPointer<UInt8>) -> [UInt8] in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                let whole = message.count / 64 * 64
                for block in stride(from: 0, to: whole, by: 64) {
                    Self.compress(
                        UnsafeBufferPointer(rebasing: message[block..<block + 64]), &state, schedule)
                }
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                    let rest = message.count - whole
                    let length = rest < 56 ? 64 : 128
                    _ = tail.initialize(from: message[whole...])
                    tail[rest] = 0x80
                    tail[(rest + 1)..<length].initialize(repeating: 0)
                    let bitCount = UInt64(message.count) &* 8
                    for index in 0..<8 {
                        tail[length - 1 - index] = UInt8(truncatingIfNeeded: bitCount >> (index * 8))
                    }
                    for block in stride(from: 0, to: length, by: 64) {
                        Self.compress(
                            UnsafeBufferPointer(rebasing: tail[block..<block + 64]), &state, schedule)
                    }
                }
            }
            return (0..<32).map { UInt8(truncatingIfNeeded: state[$0 / 4] >> (24 - $0 % 4 * 8)) }
        }
        bytes =
            message.withContiguousStorageIfAvailable(digest) ?? Array(message).withUnsafeBufferPointer(digest)
    }

    /// The digest in lowercase hexadecimal, 64 characters.
    var hex: String {
        String(unsafeUninitializedCapacity: 64) { text in
            let digits: StaticString = "0123456789abcdef"
            for (index, byte) in bytes.enumerated() {
                text[index * 2] = digits.utf8Start[Int(byte >> 4)]
                text[index * 2 + 1] = digits.utf8Start[Int(byte & 0x0f)]
            }
            return 64
        }
    }

    /// Folds one 64-byte block into `state`; `schedule` is room for its 64 words.
    private static func compress(
        _ block: UnsafeBufferPointer<UInt8>, _ state: inout SIMD8<UInt32>,
        _ schedule: UnsafeMutableBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            schedule[index] =
                UInt32(block[index * 4]) << 24 | UInt32(block[index * 4 + 1]) << 16
                | UInt32(block[index * 4 + 2]) << 8 | UInt32(block[index * 4 + 3])
        }
        for index in 16..<64 {
            let (early, late) = (schedule[index - 15], schedule[index - 2])
            let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
            let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }
        var (a, b, c, d, e, f, g, h) = (
            state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
        )
        for index in 0..<64 {
            let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let first = h &+ sum1 &+ choice &+ roundConstants[index] &+ schedule[index]
            let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ sum0 &+ majority)
        }
        state &+= SIMD8(a, b, c, d, e, f, g, h)
    }

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initial = SIMD8<UInt32>(
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
        0x5be0_cd19)

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1,
        0x923f_82a4, 0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3,
        0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786,
        0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147,
        0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13,
        0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
        0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a,
        0x5b9c_ca4f, 0x682e_6ff3, 0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208,
        0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { self >> count | self << (32 - count) }
}
