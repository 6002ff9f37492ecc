public import Toolkit

/// How an action of the other device went.
public enum ElsewhereOutcome: Sendable, Equatable {
    /// It was done: its change is on its way to the screen.
    case done
    /// The services refused it (the empty server has nothing to book, the error preset fails
    /// every call): nothing changed, as nothing would on a real second device.
    case refused(AppError)
    /// No action has that name; these are the ones there are.
    case unknown(known: [String])
}

/// Who does a script's `elsewhere:` steps for the runners: the same person on another device,
/// as FeatureKit's `OtherDevice` binds a feature's actions to its services. ``nobody`` knows no
/// action.
public struct Elsewhere: Sendable {
    private let perform: @MainActor @Sendable (String) async -> ElsewhereOutcome

    /// Nobody: every action is unknown.
    public static let nobody = Elsewhere { _ in .unknown(known: []) }

    /// Does an action by calling `perform` with its name.
    public init(_ perform: @escaping @MainActor @Sendable (_ action: String) async -> ElsewhereOutcome) {
        self.perform = perform
    }

    /// Does `action`.
    @MainActor public func callAsFunction(_ action: String) async -> ElsewhereOutcome {
        await perform(action)
    }
}
