import AppComposition
import DesignSystem
import Foundation
import Logger
import Testing
import Toolkit

/// A third feature composed through one entry, as `new-feature` composes a generated one: it
/// gets its preset of the app's preset name, its live preset, and tab `3`.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ComposedFeatureTests {
    /// Notes' services: which preset made them.
    struct NoteService: Sendable, Equatable {
        var made: String
    }

    enum NotesEntry: ComposedFeature {
        static var presets: ServicePresets<NoteService> {
            .standard(
                mock: "two notes", data: { latency, _ in NoteService(made: "data after \(latency.duration)") },
                empty: ("no notes", { NoteService(made: "empty") }), failing: { NoteService(made: "failing: \($0)") },
                offline: ("cached notes", { NoteService(made: "offline") }),
                live: ("the server's notes", { NoteService(made: "live at \($0.baseURL.absoluteString)") }))
        }
        static var defaultServices: NoteService { NoteService(made: "default") }
        static var links: any FeatureLocation.Type { NotesLocation.self }
        static func tab(_ environment: ServiceEnvironment) -> AppFeature {
            AppFeature(title: "Notes", screen: NotesScreen(service: environment[NotesEntry.self]))
        }
    }

    /// Notes' one screen: `landmarks://notes`.
    struct NotesLocation: FeatureLocation {
        static let feature = "notes"
        static let forms = ["landmarks://notes"]
        init?(path: [String], query: [URLQueryItem]) {
            guard path.isEmpty, query.isEmpty else { return nil }
        }
        var path: [String] { [] }
        var query: [URLQueryItem] { [] }
    }

    final class NotesScreen: Screen {
        let service: NoteService
        init(service: NoteService) { self.service = service }
        func body() -> any Widget {
            Page("Notes") { Text([Line(service.made)]) }
        }
    }

    @Test func eachPresetGivesTheFeatureItsPresetOfThatName() throws {
        let mock = try #require(ServiceEnvironment.preset("mock", composing: [NotesEntry.self]))
        #expect(mock[NotesEntry.self] == NoteService(made: "data after 0.3 seconds"))
        let slow = try #require(ServiceEnvironment.preset("slow", composing: [NotesEntry.self]))
        #expect(slow[NotesEntry.self] == NoteService(made: "data after 2.5 seconds"))
        let empty = try #require(ServiceEnvironment.preset("empty", composing: [NotesEntry.self]))
        #expect(empty[NotesEntry.self] == NoteService(made: "empty"))
        let error = try #require(ServiceEnvironment.preset("error", composing: [NotesEntry.self]))
        #expect(error[NotesEntry.self].made.hasPrefix("failing: "))
        #expect(ServiceEnvironment.preset("mock")?[NotesEntry.self] == NoteService(made: "default"), "not composed")
    }

    @Test func liveGivesTheFeatureItsLivePresetOnTheSameConnection() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9"))
        let client = NetworkClient { _ in throw AppError.timeout }
        let live = ServiceEnvironment.live(
            client: client, baseURL: url, cache: TieredCache(disk: nil), logger: .disabled,
            composing: [NotesEntry.self])
        #expect(live[NotesEntry.self] == NoteService(made: "live at http://127.0.0.1:9"))
    }

    @Test func itsTabComesThirdAndThreeShowsIt() async throws {
        let environment = try #require(ServiceEnvironment.preset("offline", composing: [NotesEntry.self]))
        let shell = ShellModel(environment: environment, composing: [NotesEntry.self])
        #expect(shell.features.map(\.title) == ["Landmarks", "Reservations", "Notes"])
        shell.select(2)
        let page = try #require(shell.screen as? NotesScreen)
        #expect(page.service == NoteService(made: "offline"))
    }
}
