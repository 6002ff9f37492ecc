public import DesignSystem
public import Toolkit

/// Something the same person does on another device, declared by a feature for its stories: a
/// script's `elsewhere:book` runs the action called "book" against the feature's own services,
/// as a second device signed in to the same account would. Its change then reaches the screen
/// the way every change made elsewhere does, through the service's `changes`: the mock server
/// sends it, and the live one over `GET /events`.
///
/// ```swift
/// OtherDeviceAction<ReservationService>("book") { service, clock in
///     _ = try await service.create(ReservationDraft(…, date: clock.date(daysFromToday: 1, hour: 19), …))
/// }
/// ```
public struct OtherDeviceAction<Services: Sendable>: Sendable {
    /// The word after `elsewhere:` in a script.
    public let name: String
    /// Does it through `services`, with dates around `clock`; throws what the services throw.
    public let perform: @Sendable (_ services: Services, _ clock: CalendarClock) async throws -> Void

    /// The action called `name`, which `perform`s through the feature's services.
    public init(
        _ name: String,
        perform: @escaping @Sendable (_ services: Services, _ clock: CalendarClock) async throws -> Void
    ) {
        self.name = name
        self.perform = perform
    }
}

/// A screen's other device: the actions its features declare, bound to the services the screen
/// runs on. ``none`` has no actions. The runners do a script's `elsewhere:` steps through
/// ``perform(_:)``, which a ``StagedScreen`` hands them.
public struct OtherDevice: Sendable {
    /// The names of its actions, in order.
    public let actions: [String]
    private let run: @Sendable (String) async throws -> Bool

    /// No actions: a screen whose feature declares none.
    public static let none = OtherDevice(actions: []) { _ in false }

    private init(actions: [String], run: @escaping @Sendable (String) async throws -> Bool) {
        self.actions = actions
        self.run = run
    }

    /// `actions` bound to `services`, with dates around `clock`.
    public init<Services: Sendable>(
        _ actions: [OtherDeviceAction<Services>], services: Services, clock: CalendarClock
    ) {
        self.init(actions: actions.map(\.name)) { name in
            guard let action = actions.first(where: { $0.name == name }) else { return false }
            try await action.perform(services, clock)
            return true
        }
    }

    /// Does the action called `name`.
    public func perform(_ name: String) async -> ElsewhereOutcome {
        do {
            return try await run(name) ? .done : .unknown(known: actions)
        } catch {
            return .refused(AppError(error))
        }
    }

    /// The actions of each of `devices`, in order: an action is done by the first that has it,
    /// as the app's tabs share one second device.
    public init(combining devices: [OtherDevice]) {
        self.init(actions: devices.flatMap(\.actions)) { name in
            guard let device = devices.first(where: { $0.actions.contains(name) }) else { return false }
            switch await device.perform(name) {
            case .done: return true
            case let .refused(error): throw error
            case .unknown: return false
            }
        }
    }
}

extension OtherDevice {
    /// What the runners do a script's `elsewhere:` steps through.
    public var elsewhere: Elsewhere { Elsewhere { await perform($0) } }
}
