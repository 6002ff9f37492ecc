import DesignSystem
import ReservationsDomain
import Toolkit

/// How the store's load state and the root's notice show on any screen, so every screen treats
/// loading, failure, emptiness, cached data and messages the same way.
@MainActor
enum StoreStatus {
    /// The body to show instead of the list when there are no reservations to list; `nil` when
    /// there are.
    static func placeholder(_ store: ReservationStore) -> ScreenContent.Body? {
        guard store.reservations.isEmpty else { return nil }
        switch store.state {
        case .idle, .loading:
            return .loading(Spinner("Loading reservations…"))
        case let .failed(error):
            return .failed(ErrorState(title: "Couldn't load reservations", message: error.message))
        case .loaded:
            return .empty(
                EmptyState(
                    title: "No reservations",
                    message: "You have no visits booked yet. Press n to book one, or r to load again."))
        }
    }

    /// The hints for a placeholder body.
    static func placeholderHints(_ store: ReservationStore) -> [KeyHint] {
        switch store.state {
        case .failed: [.retry, .new, .quit]
        case .loaded: [.new, .refresh, .quit]
        case .idle, .loading: [.quit]
        }
    }

    /// The banner: the notice first, then a change in flight or failed for `id`, then the state
    /// of the reservations on screen.
    static func banner(_ root: ReservationsModel, for id: Reservation.ID? = nil) -> Banner? {
        if let notice = root.notice { return banner(notice) }
        let store = root.store
        if let id {
            switch store.cancellations[id] {
            case .inProgress: return Banner(.progress, "Cancelling…")
            case let .failed(error): return Banner(.error, "Couldn't cancel: \(error.message)")
            default: break
            }
        }
        guard !store.reservations.isEmpty else { return nil }
        return .dataStatus(store.state, isRefreshing: store.isRefreshing, refreshError: store.refreshError)
    }

    static func banner(_ notice: Notice) -> Banner {
        switch notice.kind {
        case .info: Banner(.info, notice.message)
        case .success: Banner(.success, notice.message)
        case .error: Banner(.error, notice.message)
        }
    }

    /// The question asked before cancelling `reservation`.
    static func cancelDialog(_ reservation: Reservation, format: DateTimeFormat) -> ConfirmationDialog {
        ConfirmationDialog(
            title: "Cancel this reservation?",
            message:
                "\(reservation.landmarkName) on \(format.date(reservation.date)) at "
                + "\(format.time(reservation.date)), \(reservation.partyLabel). This cannot be undone.",
            confirmLabel: "Cancel visit", refuseLabel: "Keep it")
    }
}
