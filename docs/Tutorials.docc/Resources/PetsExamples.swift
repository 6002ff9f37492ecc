public import Foundation

/// What the Pets feature knows of Pet Adoption API besides its generated client: where it
/// is, and the answers its OpenAPI document gives as examples, which the mock preset serves
/// through that client and `scripts/start-openapi-mock` serves over HTTP.
public enum PetsExamples {
    /// The API's server: the document's first.
    public static let serverURL = URL(string: "https://api.pet-adoption.example/v2")!

    /// The variable that names another server for the API in the app, whose `--server` is our
    /// own backend's: a staging server, or `scripts/start-openapi-mock`'s.
    public static let serverVariable = "LANDMARKS_PETS_SERVER"

    /// `serverVariable`'s server in `environment` when it is an http or https URL, else
    /// ``serverURL``.
    public static func server(in environment: [String: String]) -> URL {
        guard let text = environment[serverVariable], let url = URL(string: text),
            ["http", "https"].contains(url.scheme?.lowercased()), url.host() != nil
        else { return serverURL }
        return url
    }

    /// `GET /pets (list_pets)`: its 200 example.
    public static let listPets = ##"""
        {
          "items" : [
            {
              "age_months" : 14,
              "description" : "Loves long walks and sulks in the rain.",
              "id" : "pet_7Hq2",
              "listed_at" : "2026-10-02T09:30:00Z",
              "name" : "Biscuit",
              "shelter" : {
                "city" : "Bristol",
                "name" : "Harbour Lane Shelter"
              },
              "species" : "dog",
              "status" : "available",
              "weight_kg" : 11.5
            },
            {
              "age_months" : 38,
              "id" : "pet_9Lm4",
              "listed_at" : "2026-09-18T15:05:00Z",
              "name" : "Juniper",
              "shelter" : {
                "city" : "Leeds",
                "name" : "Northfield Cat Rescue"
              },
              "species" : "cat",
              "status" : "reserved"
            },
            {
              "age_months" : 7,
              "description" : "Shares well; chews cables.",
              "id" : "pet_2Rb8",
              "listed_at" : "2026-08-27T11:00:00Z",
              "name" : "Clover",
              "shelter" : {
                "city" : "Bristol",
                "name" : "Harbour Lane Shelter"
              },
              "species" : "rabbit",
              "status" : "available",
              "weight_kg" : 1.9
            }
          ],
          "page" : {
            "next" : null,
            "number" : 1,
            "per_page" : 20,
            "total_items" : 3
          }
        }
        """##

    /// `GET /pets/{pet_id} (get_pet)`: its 200 example.
    public static let getPet = ##"""
        {
          "age_months" : 14,
          "description" : "Loves long walks and sulks in the rain.",
          "id" : "pet_7Hq2",
          "listed_at" : "2026-10-02T09:30:00Z",
          "name" : "Biscuit",
          "shelter" : {
            "city" : "Bristol",
            "name" : "Harbour Lane Shelter"
          },
          "species" : "dog",
          "status" : "available",
          "weight_kg" : 11.5
        }
        """##

    /// Each example by the operation it answers: its status and JSON body.
    public static let responses: [String: (status: Int, json: String)] = [
        "list_pets": (200, listPets),
        "get_pet": (200, getPet),
    ]

    /// Where the list is in the list's answer: under `items`.
    public static let itemsPath: [String] = ["items"]
}
