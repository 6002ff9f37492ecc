import AppComposition

extension ServiceEnvironment {
    /// This environment with the tabs of the two features written by hand, Landmarks and
    /// Reservations, joined as in the app: a test that reads the tab bar or presses `2` reads
    /// the same after `new-feature` adds a third tab.
    var pinned: Self { composing(Composition.app.only(["landmarks", "reservations"])) }
}
