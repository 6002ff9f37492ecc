/// One event of `GET /events`, a Server-Sent Events stream (`text/event-stream`), as the server
/// writes it and the client reads it: the same type on both sides, like every body of the contract.
///
/// ```text
/// id: 42
/// event: reservation.changed
/// data: {"id":"…","version":2,…}
///
/// ```
///
/// The `data` of a feature's event is JSON of the type its Api module names for that event
/// (a reservation's carries the reservation). Two events belong to the stream itself:
/// ``ready`` opens every stream with the id it starts after, and ``reset`` says the id a client
/// resumed from is older than what the server keeps, so the client reloads everything.
public struct ServerSentEvent: Codable, Sendable, Hashable {
    /// The stream position; a client sends the last one it saw as `Last-Event-ID` to resume.
    public var id: String?
    /// What happened: `reservation.created`, `favorite.added`, …
    public var event: String
    /// The new value, as JSON.
    public var data: String

    /// An event.
    public init(id: String? = nil, event: String, data: String) {
        self.id = id
        self.event = event
        self.data = data
    }

    /// The first event of every stream; its `id` is where the stream starts.
    public static let ready = "ready"
    /// The id resumed from is no longer kept (or never was): reload everything, then go on from
    /// this event's `id`.
    public static let reset = "reset"
    /// The header that asks for the events after an id.
    public static let lastEventIDHeader = "Last-Event-ID"
    /// The stream's media type.
    public static let contentType = "text/event-stream"

    /// The event as the stream carries it, ending in the blank line that dispatches it. A `data`
    /// with line breaks becomes one `data:` line per line, as the format requires.
    public var encoded: String {
        var text = ""
        if let id { text += "id: \(id)\n" }
        text += "event: \(event)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }

    /// A comment line, which keeps an idle connection open and dispatches nothing.
    public static func comment(_ text: String) -> String { ": \(text)\n\n" }
}

/// Reads a `text/event-stream` line by line, as the WHATWG HTML standard's "event stream
/// interpretation" says, and gives each event when its blank line arrives. Comments, `retry:` and
/// unknown fields are skipped; an event without `data` is not dispatched, though its `id` is kept.
///
/// ```swift
/// var parser = ServerSentEventParser()
/// for line in lines { if let event = parser.consume(line: line) { handle(event) } }
/// ```
public struct ServerSentEventParser: Sendable {
    private var event = ""
    private var data: [Substring] = []
    private var hasData = false
    /// The last `id:` seen, carried to every later event until another arrives.
    public private(set) var lastEventID: String?

    /// A parser at the start of a stream.
    public init() {}

    /// Takes one line, without its line ending; returns the event a blank line completes.
    public mutating func consume(line: Substring) -> ServerSentEvent? {
        guard !line.isEmpty else { return dispatch() }
        guard !line.hasPrefix(":") else { return nil }
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.hasPrefix(" ") { value = value.dropFirst() }
        } else {
            field = line
            value = ""
        }
        switch field {
        case "event": event = String(value)
        case "data":
            data.append(value)
            hasData = true
        case "id" where !value.contains("\0"): lastEventID = String(value)
        default: break
        }
        return nil
    }

    /// Takes one line, without its line ending.
    public mutating func consume(line: String) -> ServerSentEvent? {
        consume(line: line[...])
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            event = ""
            data = []
            hasData = false
        }
        guard hasData else { return nil }
        return ServerSentEvent(
            id: lastEventID, event: event.isEmpty ? "message" : event, data: data.joined(separator: "\n"))
    }
}

/// What `GET /events` answers: not one JSON body but a stream of ``ServerSentEvent``s. It marks
/// the shared route's type; nothing decodes it as a whole.
public enum EventStream: Decodable, Sendable {
    /// Always throws: a stream is read event by event with ``ServerSentEventParser``.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "an event stream is read event by event, not decoded"))
    }
}
