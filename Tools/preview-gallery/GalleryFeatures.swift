import AppComposition
import Backend
import DesignSystem
import FeatureKit
import Foundation
import LiveSession
import Logger
import PreviewGallery
import Toolkit

/// Every feature the gallery draws: each composed feature alone, as its harness shows it, in
/// the app's tab order, then the app.
@MainActor
let galleryFeatures: [GalleryFeature] = Composition.app.features.map { galleryFeature($0) } + [app]

/// `Feature` alone, from its descriptor: its standalone root over its preset's services.
@MainActor
func galleryFeature<Feature: FeatureDescriptor>(_ feature: Feature.Type) -> GalleryFeature {
    // Live is an embedded backend of ours: it stands in for no one else's API.
    let presets = Feature.isServedByOurBackend ? galleryPresets : galleryPresets.filter { $0 != .live }
    return GalleryFeature(
        Feature.name, stories: Feature.stories, showsDates: Feature.showsDates, presets: presets
    ) {
        scene in
        let clock = clock(scene)
        let (services, cleanup) = try await services(Feature.presets(clock: clock), scene)
        let root = Feature.makeStandaloneRoot(services, context: FeatureContext(clock: clock))
        let staged = Feature.stage(root, services: services, clock: clock)
        return StagedScreen(staged.screen, elsewhere: staged.elsewhere, cleanup: cleanup)
    }
}

/// The app, every feature composed: a preset's environment, or live on a new embedded backend.
@MainActor
let app = GalleryFeature("app", stories: AppStories.all, showsDates: true) { scene in
    let signedOut = scene.story.startsFrom == .signedOut
    guard scene.preset == .live else {
        guard let environment = ServiceEnvironment.preset(scene.preset, clock: clock(scene)) else {
            return nil
        }
        // Signed out, as the live story's server has nobody signed in.
        let start = signedOut ? await environment.signedOut() : environment
        let screen = AppScreen(model: AppModel(start: .ready(start)))
        return StagedScreen(screen, elsewhere: screen.elsewhere)
    }
    let backend = try await GalleryBackend.start(scene)
    let session = Session(
        connection: backend.connection, data: backend.folder, server: "embedded",
        logger: .disabled)
    let demo = DemoData.users[0]
    session.credentials = signedOut ? nil : (demo.username, demo.password)
    let start = AppModel.Start.live(session)
    let screen = AppScreen(model: AppModel(start: start, clock: clock(scene)))
    return StagedScreen(screen, elsewhere: screen.elsewhere, cleanup: backend.stop)
}

/// The clock of `scene`: the gallery's moment, in its variant's time zone and locale.
func clock(_ scene: Scene) -> CalendarClock {
    let variant = scene.variant ?? GalleryVariant.all[0]
    return .fixed(galleryDate, timeZone: variant.timeZone, locale: variant.locale)
}

/// The services of `scene`'s preset: in memory, or for live against a new embedded backend,
/// signed in as the demo user, with what stops it.
@MainActor
func services<Service>(_ presets: ServicePresets<Service>, _ scene: Scene) async throws
    -> (Service, cleanup: @MainActor @Sendable () async -> Void)
{
    if scene.preset == .live {
        let backend = try await GalleryBackend.start(scene)
        let connection = try await backend.signedIn()
        return (presets.live(connection.services), backend.stop)
    }
    guard let service = presets.services(scene.preset) else {
        throw GalleryError("the feature has no '\(scene.preset)' preset")
    }
    return (service, {})
}

struct GalleryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The Backend in this process on a new SQLite database in a temporary folder, seeded with the
/// fixtures the mock presets show, around the scene's day in its time zone: every live scene gets
/// its own, so what one story books another never sees, and each live frame can be compared with
/// its mock twin (see `check-fidelity`).
@MainActor
struct GalleryBackend {
    let server: EmbeddedServer
    let folder: URL
    let settings: LiveConnection.Settings
    /// A connection, signed out.
    let connection: LiveConnection

    static func start(_ scene: Scene) async throws -> GalleryBackend {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "preview-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let clock = clock(scene)
        var configuration = BackendConfiguration(
            host: "127.0.0.1", port: 0,
            database: .sqlite(path: folder.appending(path: "landmarks.sqlite").path),
            logLevel: .critical)
        configuration.seed = .fixtures(today: clock.now(), timeZone: clock.timeZone)
        // The server's "now" is the scene's: a visit a story books ahead of the scene's day is
        // ahead of the server's too, whatever the machine's calendar says (on the real clock,
        // every booking failed as past once the real date passed the scene's).
        configuration.clock = .running(from: clock.now())
        let server = try await EmbeddedServer.start(configuration: configuration)
        let settings = LiveConnection.Settings(
            server: server.url, timeout: .seconds(10), cacheDirectory: folder.appending(path: "cache"))
        return GalleryBackend(
            server: server, folder: folder, settings: settings,
            connection: LiveConnection.connect(settings, logger: .disabled))
    }

    /// A connection signed in as the demo user.
    func signedIn() async throws -> LiveConnection {
        let demo = DemoData.users[0]
        return try await LiveConnection.open(
            settings, credentials: (demo.username, demo.password), token: nil, logger: .disabled)
    }

    func stop() async {
        await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
