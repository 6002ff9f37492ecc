import DesignSystem
import ReservationsDomain
import Toolkit

/// The form for booking a visit or changing one: Landmark, Date, Time, Party size, Notes, Save.
@MainActor
struct ReservationFormView: FeatureView {
    let root: ReservationsModel
    let model: ReservationFormModel
    let scroll: ScrollPosition

    private var format: DateTimeFormat { DateTimeFormat(model.store.clock) }

    func content() -> ScreenContent {
        let errors = model.errors
        let rows = ReservationFormModel.fields.map { field in
            FormRow(label(field), control(field), error: errors[field])
        }
        let save: SaveButton =
            model.isSaving
            ? .saving
            : (model.mode != .create && !model.hasChanges ? .disabled("Nothing changed yet") : .ready)
        let title = model.mode == .create ? "New reservation" : "Edit reservation"
        return ScreenContent(
            title: TitleBar(title, trailing: model.hasChanges ? "Unsaved changes" : ""),
            banner: banner, body: .form(FormView(rows: rows, focus: model.focus, save: save, scroll: scroll)),
            hints: hints,
            dialog: model.isConfirmingDiscard
                ? ConfirmationDialog(
                    title: "Discard your changes?", message: "What you typed in this form will be lost.",
                    confirmLabel: "Discard", refuseLabel: "Keep editing")
                : nil)
    }

    private var banner: Banner? {
        if let error = model.saveError { return Banner(.error, "Couldn't save: \(error.message)") }
        if model.mode == .create, model.choices.isLoading { return Banner(.progress, "Loading landmarks…") }
        return root.notice.map(StoreStatus.banner)
    }

    private var hints: [KeyHint] {
        var hints = [KeyHint("↑↓", "Field")]
        switch focusedField {
        case .notes?: hints.append(KeyHint("type", "Edit"))
        case nil: hints.append(KeyHint("⏎", "Save"))
        default: hints.append(KeyHint("←→", "Change"))
        }
        return hints + [KeyHint("ctrl-s", "Save"), KeyHint("esc", model.hasChanges ? "Discard" : "Back")]
    }

    private var focusedField: ReservationDraft.Field? {
        ReservationFormModel.fields.indices.contains(model.focus)
            ? ReservationFormModel.fields[model.focus] : nil
    }

    private func label(_ field: ReservationDraft.Field) -> String {
        switch field {
        case .landmark: "Landmark"
        case .date: "Date"
        case .time: "Time"
        case .partySize: "Party size"
        case .notes: "Notes"
        }
    }

    private func control(_ field: ReservationDraft.Field) -> FormControl {
        let draft = model.draft
        switch field {
        case .landmark:
            if let name = model.fixedLandmarkName { return .fixed(name) }
            switch model.choices {
            case .idle, .loading: return .fixed("Loading landmarks…")
            case let .failed(error): return .fixed("Couldn't load landmarks: \(error.message)")
            case let .loaded(choices):
                guard let index = model.landmarkIndex else { return .fixed("No landmarks to book") }
                return .adjustable("\(choices[index].name)  (\(index + 1) of \(choices.count))")
            }
        case .date: return .adjustable(format.date(draft.date))
        case .time: return .adjustable(format.time(draft.date))
        case .partySize: return .adjustable(draft.partySize == 1 ? "1 person" : "\(draft.partySize) people")
        case .notes:
            return .text(
                TextInput(draft.notes, cursor: model.notesCursor),
                placeholder: "Optional: anything the guide should know")
        }
    }

    private var focusable: [Bool] {
        ReservationFormModel.fields.map { field in
            guard model.isFocusable(field) else { return false }
            if field == .landmark, model.landmarkIndex == nil { return model.choices.error == nil }
            return true
        }
    }

    func handle(_ key: Key) -> KeyResult {
        if model.isConfirmingDiscard {
            switch ConfirmationDialog.answer(to: key) {
            case .confirmed:
                model.answerDiscard(true)
                root.back()
            case .refused: model.answerDiscard(false)
            case .none: break
            }
            return .handled
        }
        switch key {
        case .control("s"):
            model.save()
            return .handled
        case .escape:
            if model.requestLeave() { root.back() }
            return .handled
        case .enter where focusedField == nil:
            model.save()
            return .handled
        case .enter:
            model.focus(FormFocus.move(model.focus, with: .down, focusable: focusable) ?? model.focus)
            return .handled
        default:
            break
        }
        if let field = focusedField, edit(field, with: key) { return .handled }
        if let target = FormFocus.move(model.focus, with: key, focusable: focusable) {
            model.focus(target)
            return .handled
        }
        return .ignored
    }

    /// Applies `key` to the focused field; `false` when the key means nothing to it.
    private func edit(_ field: ReservationDraft.Field, with key: Key) -> Bool {
        let draft = model.draft
        let calendar = format.calendar
        switch field {
        case .landmark:
            guard let index = model.landmarkIndex, let count = model.choices.value?.count,
                let next = ChoicePicker.step(index, count: count, with: key)
            else { return false }
            model.selectLandmark(at: next)
        case .date:
            guard let date = DateStepper.step(draft.date, by: .day, with: key, calendar: calendar) else {
                return false
            }
            model.setDate(date, changing: .date)
        case .time:
            let step = DateStepper.Unit.minutes(ReservationDraft.timeStepMinutes)
            guard let date = DateStepper.step(draft.date, by: step, with: key, calendar: calendar) else {
                return false
            }
            model.setDate(date, changing: .time)
        case .partySize:
            guard let size = NumberStepper.step(draft.partySize, in: ReservationDraft.partySizes, with: key)
            else { return false }
            model.setPartySize(size)
        case .notes:
            var input = TextInput(
                draft.notes, cursor: model.notesCursor, maxLength: ReservationDraft.maximumNotesLength)
            guard input.edit(with: key) else { return false }
            model.setNotes(input.text, cursor: input.cursor)
        }
        return true
    }
}
