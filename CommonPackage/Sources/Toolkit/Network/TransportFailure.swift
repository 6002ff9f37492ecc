import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What is wrong with a server's certificate, in the words the app shows after "Couldn't reach
/// the server:". A refused certificate is an ``AppError/transport(_:)`` with one of these.
public enum CertificateProblem: String, Sendable, CaseIterable {
    /// The certificate names other hosts than the one in the URL.
    case otherHost = "the server's certificate is for another host"
    /// The certificate's validity ended.
    case expired = "the server's certificate has expired"
    /// The certificate's validity has not begun.
    case notYetValid = "the server's certificate is not valid yet"
    /// No trusted authority signed the certificate (see ``TrustedAuthorities``).
    case untrusted = "the server's certificate is not trusted"

    /// The problem libcurl's message names (Linux), if it names one: "SSL certificate problem:
    /// certificate has expired", "SSL: no alternative certificate subject name matches target
    /// host name 'x'", …
    init?(curlMessage message: String) {
        let text = message.lowercased()
        if text.contains("subject name") && text.contains("target host") {
            self = .otherHost
        } else if text.contains("certificate has expired") {
            self = .expired
        } else if text.contains("certificate is not yet valid") {
            self = .notYetValid
        } else if text.hasPrefix("ssl certificate problem") {
            self = .untrusted
        } else {
            return nil
        }
    }
}

extension AppError {
    /// A URLSession failure in the app's words. Linux's URLSession reports most of libcurl's
    /// failures, certificate problems among them, as `.unknown` with libcurl's message, so the
    /// message is read there; Apple's reports each as a code of its own.
    init(urlError error: URLError) {
        switch error.code {
        case .timedOut: self = .timeout
        case .cancelled: self = .cancelled
        case .notConnectedToInternet: self = .networkOffline
        case .cannotConnectToHost: self = .transport("connection refused")
        case .cannotFindHost, .dnsLookupFailed: self = .transport("unknown host")
        case .networkConnectionLost: self = .transport("the connection was lost")
        case .badServerResponse: self = .transport("the server closed the connection without answering")
        case .serverCertificateHasBadDate: self = .transport(CertificateProblem.expired.rawValue)
        case .serverCertificateNotYetValid: self = .transport(CertificateProblem.notYetValid.rawValue)
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot:
            self = .transport(CertificateProblem.untrusted.rawValue)
        case .secureConnectionFailed: self = .transport("the secure connection failed")
        default:
            let message = (error as NSError).localizedDescription
            if let problem = CertificateProblem(curlMessage: message) {
                self = .transport(problem.rawValue)
            } else if message.hasPrefix("Failed to connect") {
                self = .transport("cannot connect to the server")
            } else if message.contains("HTTP/0.9") || message.contains("Unsupported HTTP") {
                self = .transport("the server's answer was not HTTP")
            } else {
                self = .transport(message.isEmpty ? "URL error \(error.code.rawValue)" : message)
            }
        }
    }
}
