import LandmarksFeature
import ReservationsFeature
public import Toolkit

/// The app's links: each feature's grammar under its own name (`landmarks://landmarks/…`,
/// `landmarks://reservations/…`, and one per composed feature), so the app composes links by
/// tab and checks one before anything starts.
public enum AppLinks {
    /// Every feature's link grammar, in tab order.
    static func grammars(composing composed: [any ComposedFeature.Type]) -> [any FeatureLocation.Type] {
        [LandmarksLocation.self, ReservationsLocation.self] + composed.map { $0.links }
    }

    /// Checks that `link` names a screen of a feature that is on.
    ///
    /// - Throws: ``LinkError/malformed(_:)`` naming the forms that exist, or
    ///   ``LinkError/featureOff(_:)`` for a feature `features` turns off.
    public static func check(
        _ link: AppLink, features: AppFeatures,
        composing composed: [any ComposedFeature.Type] = ServiceEnvironment.composedFeatures
    ) throws(LinkError) {
        let grammars = grammars(composing: composed)
        guard let grammar = grammars.first(where: { $0.feature == link.feature }) else {
            let forms = grammars.flatMap { $0.forms }.joined(separator: ", ")
            throw .malformed("'\(link)' opens no screen; links here: \(forms)")
        }
        try grammar.check(link)
        if !features.isOn(link.feature) { throw .featureOff(link.feature) }
    }
}

extension AppFeatures {
    /// Whether the feature called `name` in links is on; features that cannot be turned off are.
    func isOn(_ name: String) -> Bool {
        name == "reservations" ? reservations : true
    }
}
