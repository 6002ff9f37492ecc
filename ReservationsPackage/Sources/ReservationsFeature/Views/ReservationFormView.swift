import DesignSystem
import Formatting
import ReservationsDomain
import Toolkit

/// The form for booking a visit or changing one: Landmark, Date, Time, Party size, Notes, Save.
/// Each control is bound to the form model, which owns the values, the focus and the errors.
@MainActor
struct ReservationFormView: View {
    let root: ReservationsModel
    let model: ReservationFormModel

    var body: Page {
        let form = Bindable(model)
        let errors = model.errors
        let format = root.dateFormat
        let hasChanges = model.hasChanges
        return Page(
            model.mode == .create ? "New reservation" : "Edit reservation",
            trailing: hasChanges ? "Unsaved changes" : ""
        ) {
            Form(
                focus: Binding(get: { model.focus }, set: model.focus), scroll: model.scroll,
                submit: FormSubmit(state: saveState(hasChanges: hasChanges), action: model.save)
            ) {
                landmark.error(errors[.landmark])
                DatePicker(
                    "Date", selection: form.date, step: .day, calendar: format.calendar, format: format.date
                ).error(errors[.date])
                DatePicker(
                    "Time", selection: form.time, step: .minutes(ReservationDraft.timeStepMinutes),
                    calendar: format.calendar, format: format.time
                ).error(errors[.time])
                Stepper("Party size", value: form.partySize, in: ReservationDraft.partySizes) {
                    $0 == 1 ? "1 person" : "\($0) people"
                }.error(errors[.partySize])
                TextField("Notes", text: form.notes, prompt: "Optional: anything the guide should know")
                    .error(errors[.notes])
            }
        }
        .banner(banner)
        .keyBinding(.escape, KeyHint("esc", hasChanges ? "Discard" : "Back")) {
            root.leaveForm()
        }
        .quitDisabled()
        .confirmationDialog(dialog)
    }

    /// Leaving with changes, or saving over another device's change, asks first.
    private var dialog: ConfirmationDialog? {
        if model.isConfirmingDiscard {
            return ConfirmationDialog(
                title: "Discard your changes?", message: "What you typed in this form will be lost.",
                confirmLabel: "Discard", refuseLabel: "Keep editing",
                onConfirm: root.discardForm,
                onRefuse: { model.answerDiscard(false) })
        }
        if model.isConfirmingOverwrite, let newer = model.changedElsewhere {
            let format = root.dateFormat
            return ConfirmationDialog(
                title: "Save over the other device's change?",
                message:
                    "It now says \(format.shortDate(newer.date)), \(format.time(newer.date)), \(newer.partyLabel).",
                confirmLabel: "Save mine", refuseLabel: "Keep editing",
                onConfirm: { model.answerOverwrite(true) },
                onRefuse: { model.answerOverwrite(false) })
        }
        return nil
    }

    /// The landmark row: a picker once the choices are in, fixed text until then (or when editing).
    private var landmark: any FormField {
        if let name = model.fixedLandmarkName { return LabeledContent("Landmark", value: name) }
        switch model.choices {
        case .idle, .loading:
            return LabeledContent("Landmark", value: "Loading landmarks…", isFocusable: true)
        case let .failed(error):
            return LabeledContent("Landmark", value: "Couldn't load landmarks: \(error.message)")
        case let .loaded(choices):
            guard !choices.isEmpty else {
                return LabeledContent("Landmark", value: "No landmarks to book", isFocusable: true)
            }
            return Picker("Landmark", selection: Bindable(model).landmarkID, options: choices) {
                choice, position in
                "\(choice.name)  (\(position + 1) of \(choices.count))"
            }
        }
    }

    private func saveState(hasChanges: Bool) -> SaveButton {
        if model.isSaving { return .saving }
        return model.mode != .create && !hasChanges ? .disabled("Nothing changed yet") : .ready
    }

    private var banner: Banner? {
        if let error = model.saveError { return Banner(.error, "Couldn't save: \(error.message)") }
        if let newer = model.changedElsewhere {
            return newer.isCancelled
                ? Banner(.error, "Cancelled on another device: this visit can no longer be changed.")
                : Banner(.info, "Changed on another device while you edit it: saving asks first.")
        }
        if model.mode == .create, model.choices.isLoading { return Banner(.progress, "Loading landmarks…") }
        return nil
    }
}
