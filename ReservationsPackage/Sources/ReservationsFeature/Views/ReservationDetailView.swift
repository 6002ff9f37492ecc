import DesignSystem
import ReservationsDomain

/// Every field of one reservation, and what can be done with it.
@MainActor
struct ReservationDetailView: FeatureView {
    let root: ReservationsModel
    let id: Reservation.ID

    func content() -> ScreenContent {
        guard let reservation = root.store.reservation(id: id) else {
            return ScreenContent(
                title: TitleBar("Reservation"),
                body: .failed(
                    ErrorState(
                        title: "Reservation not found",
                        message: "It is no longer in your reservations.", action: .back)),
                hints: [.back, .quit])
        }
        let format = DateTimeFormat(root.store.clock)
        let hints =
            reservation.isCancelled
            ? [KeyHint("l", "Landmark"), .back, .quit]
            : [KeyHint("e", "Edit"), KeyHint("c", "Cancel visit"), KeyHint("l", "Landmark"), .back, .quit]
        return ScreenContent(
            title: TitleBar("Reservation", trailing: reservation.isCancelled ? "Cancelled" : "Confirmed"),
            banner: StoreStatus.banner(root, for: id),
            body: .layout { size in Self.lines(for: reservation, format: format, width: size.columns) },
            hints: hints,
            dialog: root.pendingCancel == id ? StoreStatus.cancelDialog(reservation, format: format) : nil)
    }

    static func lines(for reservation: Reservation, format: DateTimeFormat, width: Int) -> [Line] {
        func field(_ label: String, _ value: Line) -> Line {
            Line(" " + label, style: .label).fitted(to: 14) + value
        }
        var heading = Line(" \(reservation.landmarkName)", style: .title)
        if reservation.isCancelled { heading.append("  Cancelled", style: .error) }
        var lines: [Line] = [
            .blank, heading, .blank,
            field("Date", Line(format.date(reservation.date))),
            field("Time", Line(format.time(reservation.date))),
            field("Party", Line(reservation.partyLabel)),
            field("Status", Line(reservation.isCancelled ? "Cancelled" : "Confirmed")),
            .blank, Line(" Notes", style: .label),
        ]
        if reservation.notes.isEmpty {
            lines.append(Line(" None", style: .muted))
        } else {
            lines += Line.wrapping(reservation.notes, width: max(10, width - 2)).map { Line(" ") + $0 }
        }
        return lines
    }

    func handle(_ key: Key) -> KeyResult {
        if root.pendingCancel == id {
            switch ConfirmationDialog.answer(to: key) {
            case .confirmed: root.confirmCancel()
            case .refused: root.dismissCancel()
            case .none: break
            }
            return .handled
        }
        switch key {
        case .character("e"): root.edit(id)
        case .character("c"): root.requestCancel(id)
        case .character("l"): root.openLandmark(of: id)
        case .character("q"): return .quit
        default: return .ignored
        }
        return .handled
    }
}
