/// The Save row at the end of a form.
public enum SaveButton: Sendable, Hashable {
    /// Enter or `ctrl-s` saves.
    case ready
    /// Saving would do nothing or cannot start yet; the reason says why ("Nothing changed").
    case disabled(String)
    /// A save is in flight: a spinner shows, and headless runs wait for it.
    case saving
}
