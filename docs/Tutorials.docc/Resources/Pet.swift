public import Foundation
public import PetsApi
import Logger
import OpenAPITransport
public import Toolkit

/// A pet, validated: what the rest of the app works with, whatever shape
/// Pet Adoption API sends it in (`Components.Schemas.Pet`).
public struct Pet: Identifiable, Codable, Sendable, Hashable {
    /// The API's identifier; a link names the pet by it.
    public let id: String
    /// `name` in the answer: what a row and the detail screen are titled with;
    /// never blank.
    public var name: String
    /// `species` in the answer: dog, cat, rabbit, bird.
    public var species: String
    /// `status` in the answer: available, reserved, adopted.
    public var status: String
    /// When the shelter listed the pet.
    public var listedAt: Date
    /// Age in months, when the shelter knows it.
    public var ageMonths: Int?
    /// `weight_kg` in the answer, when sent.
    public var weightKg: Double?
    /// The `name` of the answer's `shelter`.
    public var shelter: String
    /// `description` in the answer, when sent.
    public var description: String?

    /// A pet from validated values; the API's record's `domainModel()` is where they are
    /// checked.
    public init(
        id: String, name: String, species: String, status: String, listedAt: Date, ageMonths: Int?,
        weightKg: Double?, shelter: String, description: String?
    ) {
        self.id = id
        self.name = name
        self.species = species
        self.status = status
        self.listedAt = listedAt
        self.ageMonths = ageMonths
        self.weightKg = weightKg
        self.shelter = shelter
        self.description = description
    }

    /// The row's second line: its species and status.
    public var summary: String {
        [species, status].compactMap { $0 }.joined(separator: " · ")
    }

    /// The fixtures: the pets of the document's example for `list_pets`, validated.
    public static let fixtures: [Pet] = ExampleTransport.items(
        of: PetsExamples.listPets, at: PetsExamples.itemsPath, as: Components.Schemas.Pet.self
    ).domainModels(logger: .disabled)

    /// `count` pets made from the fixtures in turn, for trying the screens with many.
    public static func generated(count: Int) -> [Pet] {
        guard !fixtures.isEmpty else { return [] }
        return (0..<count).map { index in
            let base = fixtures[index % fixtures.count]
            return Pet(
                id: "\(base.id)-\(index + 1)", name: "\(base.name) \(index + 1)", species: base.species,
                status: base.status, listedAt: base.listedAt, ageMonths: base.ageMonths,
                weightKg: base.weightKg, shelter: base.shelter, description: base.description)
        }
    }
}

/// A record the app cannot use.
public struct InvalidPet: Error, CustomStringConvertible {
    /// Which field is wrong, and how, for the log.
    public var description: String
}

extension Components.Schemas.Pet: DomainRecord {
    /// What a pet record is called in the log.
    public static let recordName = "pet"

    /// The validated domain model.
    ///
    /// - Throws: ``InvalidPet`` when its name is blank.
    public func domainModel() throws(InvalidPet) -> Pet {
        let api = self
        let id = api.id
        let name = api.name.trimmingWhitespace()
        guard !name.isEmpty else {
            throw InvalidPet(description: "pet \(id) has no name")
        }
        return Pet(
            id: id, name: name, species: api.species.rawValue, status: api.status.rawValue,
            listedAt: api.listedAt, ageMonths: api.ageMonths, weightKg: api.weightKg,
            shelter: api.shelter.name, description: api.description)
    }
}
