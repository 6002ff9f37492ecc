import Formatting
public import Foundation
public import Observation
public import ReservationsDomain
public import Toolkit

/// The Reservations feature's root: the navigation stack, the list, the form when one is open,
/// a pending cancel confirmation, and the notice shown above the screen. Of how it is drawn it
/// knows only the date format its views share, made once with it.
@MainActor @Observable
public final class ReservationsModel {
    /// The reservations every screen of the feature reads, and the bookings and changes made to them.
    public let store: ReservationStore
    /// The screens pushed over the list.
    public let navigator: Navigator<ReservationRoute>
    /// The list (root screen).
    public let list: ReservationListModel
    /// The reservation waiting for the person to confirm its cancellation.
    public private(set) var pendingCancel: Reservation.ID?
    /// A message above the screen, cleared by the next key.
    public var notice: Notice?
    /// How the views show dates, in the store clock's time zone and locale: made once, as a
    /// calendar and its format styles cost more to make than a frame costs to draw.
    @ObservationIgnored let dateFormat: DateTimeFormat
    /// The list rows' column widths, measured over every reservation once per store revision.
    @ObservationIgnored let rowColumns = Memo<ReservationRow.Columns.Key, ReservationRow.Columns>()
    /// Called with a landmark's id when the person asks to open it (`l`); whoever composes the
    /// feature decides what that shows. `nil` hides the action.
    @ObservationIgnored public var onLandmarkTapped: (@MainActor (_ landmarkId: UUID) -> Void)?

    /// Creates the feature over `store`.
    public init(store: ReservationStore, navigator: Navigator<ReservationRoute> = Navigator()) {
        self.store = store
        self.navigator = navigator
        self.list = ReservationListModel(store: store)
        self.dateFormat = DateTimeFormat(store.clock)
        store.onRemoteChange = { [weak self] change in self?.announce(change) }
    }

    /// A banner for a change made on another device: "Booked on another device: Turtle Rock,
    /// Sat, Jun 16, 7:00 PM". A form open on that reservation is told, and saving it asks first.
    func announce(_ change: ReservationChange) {
        let reservation = change.reservation
        let what =
            switch change {
            case .booked: "Booked"
            case .changed: "Changed"
            case .cancelled: "Cancelled"
            }
        let when = "\(dateFormat.shortDate(reservation.date)), \(dateFormat.time(reservation.date))"
        var message = "\(what) on another device: \(reservation.landmarkName), \(when)"
        if let form, form.mode == .edit(reservation.id) {
            form.noteChangedElsewhere(reservation)
            message +=
                reservation.isCancelled ? ". This form can no longer be saved." : ". Saving asks first."
        }
        notice = Notice(.info, message)
    }

    /// The open form: the model of the route on top, when it is a form's.
    public var form: ReservationFormModel? {
        navigator.top.flatMap(formModel(for:))
    }

    /// The form `route` shows; `nil` for a detail, or an edit whose reservation is not loaded.
    public func formModel(for route: ReservationRoute) -> ReservationFormModel? {
        switch route {
        case .detail: nil
        case let .new(landmark): formModel(new: landmark)
        case let .edit(id): formModel(editing: id)
        }
    }

    /// The form of route `.new(landmark:)`, kept with the route while it is on the stack
    /// (`Navigator.state(for:make:)`): the one pushed with it, else one made from the route.
    public func formModel(new landmark: UUID?) -> ReservationFormModel {
        navigator.state(for: .new(landmark: landmark)) { newForm(for: landmark) }
    }

    /// The form of route `.edit(id)`, kept as ``formModel(new:)`` is; `nil` when it was never
    /// made and the reservation is not loaded to make it from.
    public func formModel(editing id: Reservation.ID) -> ReservationFormModel? {
        navigator.state(for: .edit(id)) { store.reservation(id: id).map(editForm) }
    }

    /// Pushes a reservation's detail screen.
    public func showDetail(_ id: Reservation.ID) {
        navigator.push(.detail(id))
    }

    /// Opens the form for a new reservation, for `landmarkId` when given: `n` on the list, and
    /// booking from another screen (`b` on a landmark in the app). A form already open with
    /// unsaved input stays, and a notice says why; one without gives way.
    public func newReservation(for landmarkId: UUID? = nil) {
        if let form {
            guard !form.hasChanges else {
                notice = Notice(.info, "Save or leave this booking before starting another.")
                return
            }
            back()
        }
        navigator.push(.new(landmark: landmarkId), state: newForm(for: landmarkId))
    }

    /// Opens the form on reservation `id`; a cancelled one cannot be changed, which the notice says.
    public func edit(_ id: Reservation.ID) {
        guard let reservation = store.reservation(id: id) else { return }
        guard !reservation.isCancelled else {
            notice = Notice(.info, "A cancelled reservation can't be changed.")
            return
        }
        navigator.push(.edit(id), state: editForm(reservation))
    }

    /// Asks for confirmation before cancelling reservation `id`.
    public func requestCancel(_ id: Reservation.ID) {
        guard let reservation = store.reservation(id: id) else { return }
        guard !reservation.isCancelled else {
            notice = Notice(.info, "This reservation is already cancelled.")
            return
        }
        pendingCancel = id
    }

    /// Cancels the reservation waiting for confirmation.
    public func confirmCancel() {
        guard let id = pendingCancel else { return }
        pendingCancel = nil
        store.cancel(id)
    }

    /// Keeps the reservation waiting for confirmation.
    public func dismissCancel() {
        pendingCancel = nil
    }

    /// Asks whoever composed the feature to open reservation `id`'s landmark.
    public func openLandmark(of id: Reservation.ID) {
        guard let reservation = store.reservation(id: id) else { return }
        onLandmarkTapped?(reservation.landmarkId)
    }

    /// Pops the top screen.
    public func back() {
        navigator.pop()
    }

    /// Where the feature is: its link. A form for a new visit names the landmark it shows.
    public var location: ReservationsLocation {
        switch navigator.top {
        case nil: .list
        case let .detail(id): .detail(id)
        case let .edit(id): .edit(id)
        case let .new(landmark): .new(landmark: form?.effectiveDraft.landmarkId ?? landmark)
        }
    }

    /// Shows `location` as a person would have reached it, over the list, with the reservation
    /// it opens selected there: an edit form opens over its reservation's detail once the
    /// reservations are loaded.
    public func open(_ location: ReservationsLocation) {
        pendingCancel = nil
        navigator.popToRoot()
        switch location {
        case .list: break
        case let .detail(id):
            list.selection = id
            showDetail(id)
        case let .edit(id):
            list.selection = id
            showDetail(id)
            store.whenLoaded { [weak self] in
                if self?.navigator.path == [.detail(id)] { self?.edit(id) }
            }
        case let .new(landmark): newReservation(for: landmark)
        }
    }

    /// Leaves the open form (Esc): at once when nothing changed, else once the person confirms
    /// discarding (``discardForm()``).
    public func leaveForm() {
        guard let form, form.requestLeave() else { return }
        back()
    }

    /// Leaves the open form, throwing away what was typed (the discard question's yes).
    public func discardForm() {
        form?.answerDiscard(true)
        back()
    }

    private func newForm(for landmarkId: UUID?) -> ReservationFormModel {
        ReservationFormModel(creatingFor: landmarkId, store: store) { [weak self] saved in
            self?.finishForm(showing: saved, message: "Booked \(saved.landmarkName)")
        }
    }

    private func editForm(_ reservation: Reservation) -> ReservationFormModel {
        ReservationFormModel(editing: reservation, store: store) { [weak self] saved in
            self?.finishForm(showing: saved, message: "Changes saved")
        }
    }

    /// After a save: the form closes and the saved reservation's detail shows.
    private func finishForm(showing saved: Reservation, message: String) {
        back()
        if navigator.top != .detail(saved.id) { showDetail(saved.id) }
        notice = Notice(.success, message)
    }
}
