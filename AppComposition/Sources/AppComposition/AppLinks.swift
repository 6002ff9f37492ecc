import DesignSystem
public import Toolkit
import FeatureKit

/// The app's links: each composed feature's grammar under its own name
/// (`landmarks://landmarks/…`, `landmarks://reservations/…`, …), so the app composes links by
/// tab and checks one before anything starts.
public enum AppLinks {
    /// Checks that `link` names a screen of a feature of `composition` that is on.
    ///
    /// - Throws: `LinkError.malformed(_:)` naming the forms that exist, or
    ///   `LinkError.featureOff(_:)` for a feature `features` turns off.
    public static func check(
        _ link: AppLink, features: AppFeatures, composing composition: Composition = .app
    ) throws(LinkError) {
        try composition.features.map { $0.links }.check(link)
        if !features.isOn(link.feature) { throw .featureOff(link.feature) }
    }
}
