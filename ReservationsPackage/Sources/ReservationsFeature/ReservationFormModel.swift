public import Foundation
public import Observation
public import ReservationsDomain
public import Toolkit

/// The reservation form, creating a visit or editing one: the draft, which field has focus,
/// each field's error, and whether leaving needs a confirmation.
///
/// Errors show after the first save attempt and then follow every change, so fixing a field
/// clears its error at once. A refused save keeps everything typed.
@MainActor @Observable
public final class ReservationFormModel {
    /// What the form does when saved.
    public enum Mode: Sendable, Hashable {
        /// Books a new visit.
        case create
        /// Changes reservation `id`; its landmark is fixed.
        case edit(Reservation.ID)
    }

    /// The fields, in the order they show.
    public static let fields = ReservationDraft.Field.allCases

    /// Creating or editing.
    public let mode: Mode
    /// The reservations, shared with the list: saving books or changes one there.
    public let store: ReservationStore
    /// The values as edited so far. Its landmark is `nil` until one is picked or the choices
    /// load (then the first choice stands in).
    public private(set) var draft: ReservationDraft
    /// The focused row: a field, or the Save row.
    public private(set) var focus: FormFocus<ReservationDraft.Field>
    /// Where the form is scrolled, on a terminal too short for all of it.
    @ObservationIgnored public let scroll = ScrollPosition()
    /// The cursor in the Notes field, in characters: the text itself is the draft's.
    private var notesCursor: Int
    /// Whether the person is being asked to confirm leaving with unsaved changes.
    public private(set) var isConfirmingDiscard = false
    /// A failed save that no field explains (the server could not be reached, say).
    public private(set) var saveError: AppError?
    /// The reservation as another device changed it while this form was open (edit mode).
    public private(set) var changedElsewhere: Reservation?
    /// Whether the person is being asked to confirm saving over that change.
    public private(set) var isConfirmingOverwrite = false
    /// The name of the landmark being edited (edit mode only).
    public let fixedLandmarkName: String?
    private var showsErrors = false
    private var serverErrors: [ReservationDraft.Field: String] = [:]
    @ObservationIgnored private let original: ReservationDraft
    @ObservationIgnored private let onSaved: @MainActor (Reservation) -> Void

    /// A form for a new visit: `landmarkId` (or the first landmark), tomorrow at 19:00, a party
    /// of 2, no notes. Focus starts on the first field.
    public init(
        creatingFor landmarkId: UUID?, store: ReservationStore,
        onSaved: @escaping @MainActor (Reservation) -> Void
    ) {
        let draft = ReservationDraft.new(for: landmarkId, clock: store.clock)
        self.mode = .create
        self.store = store
        self.draft = draft
        self.original = draft
        self.focus = .field(.landmark)
        self.notesCursor = 0
        self.fixedLandmarkName = nil
        self.onSaved = onSaved
        store.loadLandmarkChoices()
    }

    /// A form on `reservation`: its landmark shows but is fixed, and focus starts on Date.
    public init(
        editing reservation: Reservation, store: ReservationStore,
        onSaved: @escaping @MainActor (Reservation) -> Void
    ) {
        let draft = ReservationDraft(editing: reservation)
        self.mode = .edit(reservation.id)
        self.store = store
        self.draft = draft
        self.original = draft
        self.focus = .field(.date)
        self.notesCursor = reservation.notes.count
        self.fixedLandmarkName = reservation.landmarkName
        self.onSaved = onSaved
    }

    // MARK: - Reading

    /// Whether `field` can take focus: in edit mode the landmark cannot.
    public func isFocusable(_ field: ReservationDraft.Field) -> Bool {
        !(field == .landmark && mode != .create)
    }

    /// The landmarks to pick from, as the store has them.
    public var choices: LoadingState<[LandmarkChoice]> { store.landmarkChoices }

    /// The picked landmark: the draft's when it is among the loaded choices, else the first
    /// choice; `nil` until there are choices.
    public var pickedLandmark: LandmarkChoice? {
        guard let choices = choices.value else { return nil }
        return draft.landmarkId.flatMap { id in choices.first { $0.id == id } } ?? choices.first
    }

    /// The draft as it would be saved: when creating, the landmark the picker shows (the first
    /// choice stands in for no pick, or for a landmark that is not among the choices).
    public var effectiveDraft: ReservationDraft {
        var effective = draft
        if mode == .create, let picked = pickedLandmark { effective.landmarkId = picked.id }
        return effective
    }

    /// Whether anything differs from how the form opened.
    public var hasChanges: Bool { draft != original }

    /// Each field's error, once a save has been tried: the rules' and the server's.
    public var errors: [ReservationDraft.Field: String] {
        guard showsErrors else { return [:] }
        return effectiveDraft.validate(clock: store.clock).merging(serverErrors) { rule, _ in rule }
    }

    /// Whether the save is in flight.
    public var isSaving: Bool {
        switch mode {
        case .create: store.creation.isInProgress
        case let .edit(id): store.updates[id]?.isInProgress ?? false
        }
    }

    // MARK: - Bound by the form's controls: each setter is an edit, which clears that field's
    // server error

    /// The picked landmark's id, as the picker edits it.
    public var landmarkID: LandmarkChoice.ID? {
        get { pickedLandmark?.id }
        set { newValue.map(selectLandmark) }
    }

    /// The visit's day, as the date field edits it.
    public var date: Date {
        get { draft.date }
        set { change(.date) { $0.date = newValue } }
    }

    /// The visit's time of day, as the time field edits it.
    public var time: Date {
        get { draft.date }
        set { change(.time) { $0.date = newValue } }
    }

    /// The party size, as the stepper edits it.
    public var partySize: Int {
        get { draft.partySize }
        set { change(.partySize) { $0.partySize = newValue } }
    }

    /// The notes and the cursor in them, as the text field edits them, within the most the
    /// server keeps.
    public var notes: TextInput {
        get { TextInput(draft.notes, cursor: notesCursor, maxLength: ReservationDraft.maximumNotesLength) }
        set {
            notesCursor = newValue.cursor
            if newValue.text != draft.notes { change(.notes) { $0.notes = newValue.text } }
        }
    }

    // MARK: - Intents

    /// Moves focus to `row`: a field, or the Save row.
    public func focus(_ row: FormFocus<ReservationDraft.Field>) {
        focus = row
    }

    /// Picks landmark `id`, when it is among the loaded choices.
    public func selectLandmark(_ id: LandmarkChoice.ID) {
        guard mode == .create, choices.value?.contains(where: { $0.id == id }) == true else { return }
        change(.landmark) { $0.landmarkId = id }
    }

    /// Saves, or shows every field's error under it and focuses the first one. An edit with
    /// nothing changed has nothing to save.
    public func save() {
        guard !isSaving, mode == .create || hasChanges else { return }
        showsErrors = true
        serverErrors = [:]
        saveError = nil
        let draft = effectiveDraft
        let errors = draft.validate(clock: store.clock)
        if let first = Self.fields.first(where: { errors[$0] != nil }) {
            focus = .field(first)
            return
        }
        if let newer = changedElsewhere {
            // Cancelled elsewhere: nothing to save over. Changed: ask before overwriting it.
            guard !newer.isCancelled else { return }
            guard draft.version == newer.version else {
                isConfirmingOverwrite = true
                return
            }
        }
        send(draft)
    }

    /// Records that another device changed (or cancelled) the reservation this form edits: the
    /// form says so, and a save asks before overwriting it.
    public func noteChangedElsewhere(_ reservation: Reservation) {
        guard mode == .edit(reservation.id) else { return }
        changedElsewhere = reservation
    }

    /// Answers the overwrite question: `true` saves this form over the other device's change,
    /// `false` keeps editing.
    public func answerOverwrite(_ overwrite: Bool) {
        isConfirmingOverwrite = false
        guard overwrite, let newer = changedElsewhere else { return }
        var draft = effectiveDraft
        draft.version = newer.version
        self.draft.version = newer.version
        send(draft)
    }

    private func send(_ draft: ReservationDraft) {
        let completion: @MainActor (Result<Reservation, AppError>) -> Void = { [weak self] result in
            self?.finishSave(result)
        }
        switch mode {
        case .create: store.create(draft, completion: completion)
        case let .edit(id): store.update(id, with: draft, completion: completion)
        }
    }

    /// Whether the form may close now; if there are unsaved changes, asks first and says no.
    func requestLeave() -> Bool {
        guard hasChanges, !isConfirmingDiscard else { return true }
        isConfirmingDiscard = true
        return false
    }

    /// Answers the discard question: `true` leaves without saving, `false` keeps editing.
    public func answerDiscard(_ discard: Bool) {
        isConfirmingDiscard = false
        if !discard { return }
        draft = original
    }

    private func change(_ field: ReservationDraft.Field, _ apply: (inout ReservationDraft) -> Void) {
        apply(&draft)
        serverErrors[field] = nil
        if field == .time || field == .date {
            serverErrors[.date] = nil
            serverErrors[.time] = nil
        }
    }

    private func finishSave(_ result: Result<Reservation, AppError>) {
        switch result {
        case let .success(saved):
            onSaved(saved)
        case let .failure(error):
            serverErrors = ReservationDraft.fieldErrors(from: error)
            if let first = Self.fields.first(where: { serverErrors[$0] != nil }) {
                focus = .field(first)
            } else {
                saveError = error
            }
        }
    }
}
