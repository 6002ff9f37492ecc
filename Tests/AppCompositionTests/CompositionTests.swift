import AppComposition
import FeatureKit
import DesignSystem
import Foundation
import LandmarksFeature
import Logger
import ReservationsFeature
import Testing
import Toolkit

/// A third feature composed from its descriptor alone, as `new-feature` composes a generated one
/// and the app composes Landmarks and Reservations: it gets its preset of the app's preset name,
/// its live preset, tab `3` and its links; and the composition wires features only when both
/// ends are there.
@MainActor @Suite(.timeLimit(.minutes(1))) struct CompositionTests {
    /// Notes' services: which preset made them.
    struct NoteService: Sendable, Equatable {
        var made: String
    }

    enum NotesDescriptor: FeatureDescriptor {
        static let title = "Notes"
        static let stories: [Story] = []
        static func presets(clock: CalendarClock) -> ServicePresets<NoteService> {
            .standard(
                mock: "two notes",
                data: { latency, _ in NoteService(made: "data after \(latency.duration)") },
                empty: ("no notes", { NoteService(made: "empty") }),
                failing: { NoteService(made: "failing: \($0)") },
                offline: ("cached notes", { NoteService(made: "offline") }),
                live: ("the server's notes", { NoteService(made: "live at \($0.baseURL.absoluteString)") }))
        }
        static func makeRoot(_ service: NoteService, context: FeatureContext) -> NotesModel {
            NotesModel(service: service)
        }
    }

    /// Notes' one screen: `landmarks://notes`.
    struct NotesLocation: FeatureLocation {
        static let feature = "notes"
        static let forms = ["landmarks://notes"]
        init() {}
        init?(path: [String], query: [URLQueryItem]) {
            guard path.isEmpty, query.isEmpty else { return nil }
        }
        var path: [String] { [] }
        var query: [URLQueryItem] { [] }
    }

    final class NotesModel: FeatureRoot {
        let service: NoteService
        let navigator = Navigator<Never>()
        var notice: Notice?
        init(service: NoteService) { self.service = service }
        func start() {}
        func rootView() -> any View<Page> { Page("Notes") { Text([Line(service.made)]) } }
        func view(for route: Never) -> any View<Page> {}
        var location: NotesLocation { NotesLocation() }
        func open(_ location: NotesLocation) {}
    }

    /// The two features written by hand, and Notes: the same after `new-feature` adds a tab.
    let withNotes = Composition(
        Composition.app.only(["landmarks", "reservations"]).features + [NotesDescriptor.self],
        connect: Composition.app.connect)

    @Test func eachPresetGivesTheFeatureItsPresetOfThatName() throws {
        let mock = try #require(ServiceEnvironment.preset(.mock, composing: withNotes))
        #expect(mock[NotesDescriptor.self] == NoteService(made: "data after 0.3 seconds"))
        let slow = try #require(ServiceEnvironment.preset(.slow, composing: withNotes))
        #expect(slow[NotesDescriptor.self] == NoteService(made: "data after 2.5 seconds"))
        let empty = try #require(ServiceEnvironment.preset(.empty, composing: withNotes))
        #expect(empty[NotesDescriptor.self] == NoteService(made: "empty"))
        let error = try #require(ServiceEnvironment.preset(.error, composing: withNotes))
        #expect(error[NotesDescriptor.self].made.hasPrefix("failing: "))
        let mockWithoutNotes = try #require(ServiceEnvironment.preset(.mock))
        #expect(
            mockWithoutNotes[NotesDescriptor.self] == NoteService(made: "empty"),
            "not composed: its empty preset")
    }

    @Test func liveGivesEveryFeatureItsLivePresetOnTheSameConnection() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9"))
        let client = NetworkClient { _ in throw AppError.timeout }
        let services = LiveServices(
            client: client, baseURL: url, cache: TieredCache(disk: nil), logger: .disabled)
        let live = ServiceEnvironment.live(services, composing: withNotes)
        #expect(live[NotesDescriptor.self] == NoteService(made: "live at http://127.0.0.1:9"))
    }

    @Test func itsTabComesThirdAndThreeShowsItAndItsLinksOpenIt() async throws {
        let environment = try #require(ServiceEnvironment.preset(.offline, composing: withNotes))
        let shell = ShellModel(environment: environment)
        #expect(shell.tabs.tabs.map(\.title) == ["Landmarks", "Reservations", "Notes"])
        #expect(shell.tab(NotesDescriptor.self) == 2)
        #expect(shell.root(NotesDescriptor.self)?.service == NoteService(made: "offline"))
        try shell.open(AppLink(parsing: "landmarks://notes"))
        #expect(shell.tabs.selected == 2)
        #expect(throws: Never.self) {
            try AppLinks.check(
                AppLink(parsing: "landmarks://notes"), features: AppFeatures(), composing: withNotes)
        }
    }

    @Test func aFeatureTurnedOffHasNoTabAndTheOthersAreNotJoinedToIt() throws {
        let environment = try #require(ServiceEnvironment.preset(.mock, composing: withNotes))
        let shell = ShellModel(environment: environment.with(AppFeatures(off: ["reservations"])))
        #expect(shell.tabs.tabs.map(\.title) == ["Landmarks", "Notes"])
        #expect(shell.root(ReservationsDescriptor.self) == nil)
        #expect(shell.root(LandmarksDescriptor.self)?.onBookTapped == nil, "b has nowhere to book")
        let both = ShellModel(environment: environment)
        #expect(both.root(LandmarksDescriptor.self)?.onBookTapped != nil)
    }

    @Test func disableTurnsOffTheFeaturesItNamesAndNoOther() {
        let all = AppFeatures(disabling: [], env: nil)
        #expect(all.isOn("reservations") && all.isOn("landmarks"))
        let off = AppFeatures(disabling: ["reservations"], env: nil)
        #expect(!off.isOn("reservations") && off.isOn("landmarks"))
    }

    @Test func theNamesDisableTakesAreTheFeaturesThatCanBeTurnedOff() {
        #expect(withNotes.namesThatCanBeTurnedOff == ["reservations", "notes"])
        #expect(Composition.app.only(["landmarks"]).features.map { $0.name } == ["landmarks"])
    }
}
