/// A difference between a story's frames in `mock` and in `live` that is meant: text the live
/// frames show and the mock ones do not, and why. Reviewed: the frame check fails on any other
/// difference, and on an entry no frame needs any more.
public struct MeantFrameDifference: Sendable, Hashable {
    /// The gallery feature whose live frames show it: `app`.
    public var feature: String
    /// The text, as it stands in a live frame's line.
    public var liveText: String
    /// Why the mock frames cannot show it.
    public var reason: String

    /// A meant difference.
    public init(feature: String, liveText: String, reason: String) {
        self.feature = feature
        self.liveText = liveText
        self.reason = reason
    }
}

/// Every meant difference between mock and live frames: none today. A preset signs in and out
/// through its own session, as the live app does, so even the app's bar and its sign-in screen
/// draw the same.
public let meantFrameDifferences: [MeantFrameDifference] = []
