import Foundation
import Synchronization

#if canImport(ExtraTrustAnchors)
    import ExtraTrustAnchors
#endif
#if canImport(Security)
    import Security
#endif

/// Certificate authorities the live transport trusts in addition to the system's, as
/// `curl --cacert` adds one: what `--ca-file` and `LANDMARKS_CA_FILE` name. Nothing here turns
/// certificate checks off; a server must still show a certificate for its own host name that
/// has not expired.
///
/// They are trusted by the whole process from the moment they are added, so add them at launch,
/// before the first https request (libcurl keeps the trust store it loaded first).
///
/// On Linux, URLSession sends through libcurl and OpenSSL and has no API for this (no CA option,
/// no server-trust challenge): the `ExtraTrustAnchors` module adds the files to every store
/// libcurl loads. On Apple platforms the sessions' delegate evaluates the server's trust with
/// these anchors beside the system's.
public enum TrustedAuthorities {
    /// Why a file cannot be trusted.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        /// The file.
        public var path: String
        /// What is wrong with it, for people.
        public var reason: String

        /// `path: reason`, after the option that named the file.
        public var description: String { "\(path): \(reason)" }
    }

    /// The files added, so that adding one again changes nothing.
    private static let added = Mutex<Set<String>>([])

    /// Trusts the PEM certificates in the file at `path` from now on.
    ///
    /// - Throws: ``Refusal`` when the file cannot be read or holds no PEM certificate
    ///   (`-----BEGIN CERTIFICATE-----`).
    public static func add(pemFile path: String) throws(Refusal) {
        let absolute = URL(filePath: path).standardizedFileURL.path
        guard let text = try? String(contentsOfFile: absolute, encoding: .utf8) else {
            throw Refusal(path: path, reason: "cannot be read")
        }
        let certificates = PEMCertificates.derBlocks(in: text)
        guard !certificates.isEmpty else {
            throw Refusal(path: path, reason: "holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
        }
        guard added.withLock({ $0.insert(absolute).inserted }) else { return }
        #if canImport(ExtraTrustAnchors)
            guard landmarks_trust_anchors_add_file(absolute) != 0 else {
                throw Refusal(path: path, reason: "one file too many (at most 8 are trusted)")
            }
        #elseif canImport(Security)
            guard certificates.allSatisfy({ SecCertificateCreateWithData(nil, $0 as CFData) != nil }) else {
                throw Refusal(path: path, reason: "holds a certificate that cannot be read")
            }
            AppleServerTrust.anchors.withLock { $0 += certificates }
        #endif
    }
}

/// The certificates of a PEM file, as DER bytes.
enum PEMCertificates {
    static func derBlocks(in text: String) -> [Data] {
        let begin = "-----BEGIN CERTIFICATE-----"
        let end = "-----END CERTIFICATE-----"
        var blocks: [Data] = []
        var rest = text[...]
        while let start = rest.range(of: begin),
            let stop = rest.range(of: end, range: start.upperBound..<rest.endIndex)
        {
            let body = rest[start.upperBound..<stop.lowerBound].filter { !$0.isWhitespace }
            if let der = Data(base64Encoded: String(body)), !der.isEmpty { blocks.append(der) }
            rest = rest[stop.upperBound...]
        }
        return blocks
    }
}
