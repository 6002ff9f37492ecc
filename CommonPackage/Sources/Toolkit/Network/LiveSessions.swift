import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Security)
    import Security
#endif

/// The URLSession setup both live transports share: requests (``NetworkClient/live(defaultTimeout:)``)
/// and the event stream (``EventStreamTransport/live``) go out with the same configuration and
/// trust the same authorities.
enum LiveSessions {
    /// No URL cache and no cookies: the app keeps its own cache (``TieredCache``) and signs
    /// requests with a bearer token.
    static func configuration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        return configuration
    }

    /// The session every request is sent on; it keeps connections open between requests.
    static let requests = URLSession(
        configuration: configuration(), delegate: ServerTrustDelegate(), delegateQueue: nil)
}

/// A session delegate that, on Apple platforms, evaluates a server's certificate with the
/// authorities of ``TrustedAuthorities`` beside the system's. On Linux libcurl checks the
/// certificate itself and sends no challenge.
///
/// Its state is behind locks, so it is `Sendable`; `NSObject` is not marked so.
class ServerTrustDelegate: NSObject, URLSessionDelegate, @unchecked Sendable {
    #if canImport(Security)
        func urlSession(
            _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
            completionHandler:
                @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            let anchors = AppleServerTrust.anchors.withLock { $0 }.compactMap {
                SecCertificateCreateWithData(nil, $0 as CFData)
            }
            guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
                let trust = challenge.protectionSpace.serverTrust, !anchors.isEmpty
            else { return completionHandler(.performDefaultHandling, nil) }
            SecTrustSetAnchorCertificates(trust, anchors as CFArray)
            SecTrustSetAnchorCertificatesOnly(trust, false)
            // A failed evaluation falls back to the system's, whose error says what is wrong.
            if SecTrustEvaluateWithError(trust, nil) {
                completionHandler(.useCredential, URLCredential(trust: trust))
            } else {
                completionHandler(.performDefaultHandling, nil)
            }
        }
    #endif
}

#if canImport(Security)
    /// The DER bytes of the authorities added on Apple platforms.
    enum AppleServerTrust {
        static let anchors = Mutex<[Data]>([])
    }
#endif
