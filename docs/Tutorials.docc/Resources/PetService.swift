public import Foundation
public import PetsApi
public import Logger
public import OpenAPITransport
public import Toolkit

/// Everything the Pets feature asks of Pet Adoption API, as closures, so tests and previews
/// swap in any behaviour.
public struct PetService: Sendable {
    /// Every pet, following the cache policy: from the cache, the network, or both.
    public var fetchAll: @Sendable (_ policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Pet]>, any Error>
    /// One pet.
    public var fetchOne: @Sendable (_ id: Pet.ID) async throws -> Pet
    /// Pets changed elsewhere, as the store follows them. Empty: Pet Adoption API has no
    /// event stream the feature reads.
    public var changes: @Sendable () -> AsyncStream<LiveUpdate<Pet>>

    /// Creates a service from its closures.
    public init(
        fetchAll:
            @escaping @Sendable (_ policy: CachePolicy) -> AsyncThrowingStream<Fetched<[Pet]>, any Error>,
        fetchOne: @escaping @Sendable (_ id: Pet.ID) async throws -> Pet,
        changes: @escaping @Sendable () -> AsyncStream<LiveUpdate<Pet>> = { .finished }
    ) {
        self.fetchAll = fetchAll
        self.fetchOne = fetchOne
        self.changes = changes
    }
}

extension PetService {
    /// The list's cache entry; the cache keeps the validated pets.
    public static let allKey = CacheKey<[Pet]>("pets.all")

    /// Pet Adoption API through `api`, a generated client over any transport, with the list kept
    /// in `cache`.
    public static func api(_ api: some APIProtocol, cache: TieredCache, logger: Logger = .disabled) -> Self {
        PetService(
            fetchAll: { policy in
                cache.fetch(allKey, policy: policy) { () async throws(AppError) -> WireValue<[Pet]> in
                    WireValue(try await list(api, logger: logger))
                }
            },
            fetchOne: { id in try await one(api, id: id, logger: logger) }
        )
    }

    /// `GET /pets (list_pets)`: the first page's pets, validated.
    static func list(_ api: some APIProtocol, logger: Logger) async throws(AppError) -> [Pet] {
        do {
            guard case let .ok(answer) = try await api.listPets() else {
                throw AppError.unexpected("list_pets answered no 200")
            }
            return try answer.body.json.items.domainModels(logger: logger)
        } catch {
            throw AppError(openAPI: error)
        }
    }

    /// `GET /pets/{pet_id} (get_pet)`: one pet, validated.
    static func one(_ api: some APIProtocol, id: Pet.ID, logger: Logger) async throws(AppError) -> Pet {
        let key = id
        do {
            guard case let .ok(answer) = try await api.getPet(path: .init(petId: key)) else {
                throw AppError.unexpected("get_pet answered no 200")
            }
            return try answer.body.json.validated(logger: logger)
        } catch {
            throw AppError(openAPI: error)
        }
    }

    /// Pet Adoption API at `serverURL`, through `client` and its interceptors.
    public static func live(
        client: NetworkClient, serverURL: URL = PetsExamples.serverURL, cache: TieredCache,
        logger: Logger = .disabled
    ) -> Self {
        .api(
            Client(serverURL: serverURL, transport: NetworkClientTransport(client)), cache: cache,
            logger: logger)
    }

    /// The document's examples, through the generated client, after `latency`; or `items` from
    /// memory.
    public static func mock(latency: Latency = Latency(PresetDefaults.mockLatency), items: [Pet]? = nil)
        -> Self
    {
        guard let items else {
            let examples = PetsExamples.responses.mapValues {
                ExampleTransport.Example(status: $0.status, json: $0.json)
            }
            let client = Client(
                serverURL: PetsExamples.serverURL, transport: ExampleTransport(examples, latency: latency))
            return .api(client, cache: TieredCache(disk: nil))
        }
        let table = MockTable(items)
        return PetService(
            fetchAll: { _ in
                .single {
                    try await latency.elapse()
                    return Fetched(table.records, from: .network)
                }
            },
            fetchOne: { id in
                try await latency.elapse()
                return try table.record(id)
            }
        )
    }

    /// A server with no pets.
    public static let empty = PetService.mock(latency: .zero, items: [])

    /// A server where every call fails with `error`.
    public static func failing(_ error: AppError) -> Self {
        PetService(fetchAll: { _ in .single { throw error } }, fetchOne: { _ in throw error })
    }

    /// The live service with no network and the fixtures in its cache, as after an earlier run.
    public static func offline(cached: [Pet] = Pet.fixtures) -> Self {
        let cache = TieredCache(disk: nil)
        cache.insert(cached, for: allKey)
        return .live(client: .offline, cache: cache)
    }

    /// The Pets presets, for its harness and the app alike.
    public static let presets = ServicePresets<PetService>.standard(
        mock: "the \(Pet.fixtures.count) pets of the document's examples",
        data: { latency, count in .mock(latency: latency, items: count.map(Pet.generated(count:))) },
        empty: ("a server with no pets", { .empty }),
        failing: PetService.failing,
        offline: (
            "no network, and a cache holding the fixtures (not data of yours): the list shows them as cached",
            { .offline() }
        ),
        live: (
            "Pet Adoption API at --server, else $\(PetsExamples.serverVariable), else https://api.pet-adoption.example/v2; through the disk cache",
            { services in
                .live(
                    client: services.client,
                    serverURL: services.chosenServer
                        ?? PetsExamples.server(in: ProcessInfo.processInfo.environment),
                    cache: services.cache, logger: services.logger)
            }
        )
    )
}
