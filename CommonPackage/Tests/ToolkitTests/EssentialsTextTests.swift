import Foundation
import Testing
import Toolkit

/// What WireContract does by hand that Foundation's `CharacterSet` and percent coding also do
/// (written when the client's modules did not load Foundation's own library): each gives what
/// Foundation gives.
@Suite struct EssentialsTextTests {
    @Test(arguments: [
        "", " ", "\t a b \t", "\u{3000}名前\u{00A0}", "line\n", "\n\r x \u{2028}", " café ", " \u{85}x\u{85} ",
        "a\u{200B}", "\u{2003}\u{2003}", "\r\n",
    ])
    func trimmingGivesWhatFoundationGives(_ text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [0, 1, 14, 255, 1_000_000, 1_999_999, 1 << 48 - 1])
    func aFixturesIdentifierIsWhatFoundationsFormatGives(_ number: Int) {
        let text = String(format: "00000000-0000-4000-8000-%012lx", number)
        #expect(UUID(fixture: number) == UUID(uuidString: text))
    }

    @Test(arguments: ["a b/c", "ü", "a:b@c!$&'()*+,;=", "100%", "~._-", "名前", "\u{1F600}", "?#[]", ""])
    func aPathParameterIsEncodedAsFoundationEncodesIt(_ value: String) throws {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        let parameter = PathParameter.text("value")
        let route = Route<EmptyBody, EmptyBody>(.get, "/x/\(parameter)")
        let foundation = try #require(value.addingPercentEncoding(withAllowedCharacters: allowed))
        #expect(route.endpoint(parameter, value).path == "/x/" + foundation)
    }

    @Test(arguments: ["caf%C3%A9", "%41%62", "a%2Fb", "%C3", "%ff", "plain", "high%20route"])
    func aLinksPathIsDecodedAsFoundationDecodesIt(_ segment: String) throws {
        let text = "landmarks://landmarks/\(segment)/x"
        let components = try #require(URLComponents(string: text))
        let foundation = components.path.split(separator: "/").map {
            String($0).removingPercentEncoding ?? String($0)
        }
        #expect(try AppLink(parsing: text).path == foundation)
    }
}
