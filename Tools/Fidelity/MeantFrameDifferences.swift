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

/// Every meant difference between mock and live frames.
public let meantFrameDifferences: [MeantFrameDifference] = [
    MeantFrameDifference(
        feature: "app", liveText: "ada · ctrl-o Sign out",
        reason:
            "the live app is signed in as the demo user: the tab bar names them and offers to sign out; no preset signs in"
    ),
    MeantFrameDifference(
        feature: "app", liveText: "  ctrl-o Sign out",
        reason: "the same, in the footer's keys"),
    MeantFrameDifference(
        feature: "app", liveText: " · ctrl-o Sign out",
        reason: "the same, in the accessibility outline's footer"),
]
