import ArgumentParser
import Backend
import Foundation
import Hummingbird
import LandmarksApi
import WireContract

/// The benchmark's reference: a plain Hummingbird route answering one landmark's JSON, encoded
/// once at start, so the backend's per-request cost can be compared against "no work at all".
@main
struct ConstantJSONServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constant-json-server",
        abstract: "Serve GET /constant: a landmark's JSON encoded once (the backend benchmark's reference).")

    @Option(help: "The port to listen on.")
    var port = 8090

    func run() async throws {
        let body = try JSONCoding.encoder().encode(LandmarkApiModel.demo[0])
        try await buildConstantApplication(path: "/constant", body: body, port: port).runService()
    }
}
