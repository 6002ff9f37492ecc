/// What the planner saw of each `GET` that is not half of a resource, for the sentence that
/// says why a document has none: which operations were considered, and why each is not a list
/// or a detail, a few of each kind.
struct Survey {
    /// "GET /greet (getGreeting) answers one Greeting, not a list of objects".
    var notLists: [String] = []
    /// "GET /events (getEvents) answers a stream (text/event-stream)".
    var notJSON: [String] = []
    /// Operations whose success answers no body.
    var noAnswer: [String] = []
    /// "GET /pets (listPets) lists Pet": lists with no detail.
    var unpaired: [String] = []

    /// The refusal when no resource was found among `consideredCount` `GET`s.
    func sentence(consideredCount: Int) -> String {
        let start =
            "The document has no resource to list and show (a GET answering a list of objects of one named schema, and a GET whose path ends in a parameter answering one of them)"
        guard consideredCount > 0 else { return start + ": it has no GET operation." }
        var parts = [String]()
        parts += Self.few(notLists)
        parts += Self.few(notJSON)
        if !noAnswer.isEmpty {
            parts.append("\(Self.names(noAnswer)) \(noAnswer.count == 1 ? "answers" : "answer") no body")
        }
        if !unpaired.isEmpty {
            parts.append(
                "\(unpaired.prefix(3).joined(separator: ", ")) but no GET ending in a path parameter answers one of them or an object sharing its identifier"
                    + (unpaired.count > 3 ? " (nor for \(unpaired.count - 3) more lists)" : ""))
        }
        let operations =
            consideredCount == 1 ? "its one GET operation" : "its \(consideredCount) GET operations"
        return start + " among \(operations): " + parts.joined(separator: "; ") + "."
    }

    /// The first three reasons, and how many more there are like them.
    private static func few(_ reasons: [String]) -> [String] {
        guard reasons.count > 3 else { return reasons }
        return Array(reasons.prefix(3)) + ["and \(reasons.count - 3) more like them"]
    }

    private static func names(_ operations: [String]) -> String {
        operations.count > 3
            ? operations.prefix(3).joined(separator: ", ") + " and \(operations.count - 3) more"
            : operations.joined(separator: ", ")
    }
}
