/// Which documented answers the suites reached on both sides: a route and status counts when a
/// step whose preset and server answered the same made the server answer it.
public struct Coverage: Sendable {
    /// Every answer of the OpenAPI document.
    public var documented: Set<RouteStatus>
    /// Those that count: the documented ones not out of reach.
    public var counted: Set<RouteStatus>
    /// Those reached on both sides.
    public var reached: Set<RouteStatus>
    /// Answers the server gave that its document does not list.
    public var undocumented: Set<RouteStatus>
    /// Entries of ``answersOutOfReach`` that the document no longer lists.
    public var staleExclusions: Set<RouteStatus>
    /// Answers counted as out of reach that a step reached after all.
    public var reachedExclusions: Set<RouteStatus>

    /// The coverage of `outcomes` over the answers of the OpenAPI `document`.
    public init(document: String, outcomes: [StepOutcome]) {
        var documented: Set<RouteStatus> = []
        var counted: Set<RouteStatus> = []
        for operation in OpenAPIRoutes.operations(in: document) {
            for status in operation.statuses {
                let answer = RouteStatus(operation.method, operation.template, status)
                documented.insert(answer)
                if answersOutOfReach[answer] == nil,
                    !answer.isOutOfReachOfTypedServices(takesBody: operation.takesBody)
                {
                    counted.insert(answer)
                }
            }
        }
        self.documented = documented
        self.counted = counted
        let seen = Set(outcomes.filter(\.isSame).flatMap(\.routes))
        reached = seen.intersection(counted)
        reachedExclusions = seen.intersection(documented.subtracting(counted))
        undocumented = Set(outcomes.flatMap(\.routes)).subtracting(self.documented)
        staleExclusions = Set(answersOutOfReach.keys).subtracting(self.documented)
    }

    /// The documented answers not counted, each with why, in order.
    public var outOfReach: [(answer: RouteStatus, reason: String)] {
        documented.subtracting(counted).sorted().map { answer in
            let reason =
                answersOutOfReach[answer]
                ?? (answer.status == 400
                    ? "no body to get wrong: only a path parameter that is not an id, and the services send typed ones"
                    : answer.status == 401
                        ? "a feature's suite runs signed in: the session's suite signs out"
                        : "a body over 1 MiB: what a service sends is small (notes stop at 500 characters)")
            return (answer, reason)
        }
    }

    /// Counted answers no step reached.
    public var missing: [RouteStatus] { counted.subtracting(reached).sorted() }

    /// Whether every counted answer was reached, the server gave none it does not document, and
    /// the list of exclusions is current.
    public var isComplete: Bool {
        missing.isEmpty && undocumented.isEmpty && staleExclusions.isEmpty && reachedExclusions.isEmpty
    }

    /// `route x status: N of M`, and what is missing, undocumented or stale.
    public var summary: String {
        var lines = [
            "route x status: \(reached.count) of \(counted.count)"
                + " (\(documented.count - counted.count) more documented, out of a service's reach)"
        ]
        lines += missing.map { "  not reached on both sides: \($0)" }
        lines += undocumented.sorted().map { "  answered but not documented: \($0)" }
        lines += staleExclusions.sorted().map { "  listed as out of reach but not documented: \($0)" }
        lines += reachedExclusions.sorted().map { "  counted as out of reach but a step reached it: \($0)" }
        return lines.joined(separator: "\n")
    }
}
