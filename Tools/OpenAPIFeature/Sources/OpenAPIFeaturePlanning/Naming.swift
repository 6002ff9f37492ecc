/// Swift names as swift-openapi-generator's `idiomatic` naming strategy writes them, for the
/// names it writes predictably: letters and digits, with `_` or `-` between words. A feature
/// refers to generated members by these names; a name outside that shape is left out, never
/// guessed.
enum Naming {
    /// Whether `name` is a plain identifier the generator turns into camel case the same way
    /// every time: `listed_at`, `petId`, `age-months`.
    static func isPredictable(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter, !keywords.contains(name) else {
            return false
        }
        guard name.contains(where: { $0.isLowercase }) else { return false }
        var afterSeparator = false
        for character in name.dropFirst() {
            if separators.contains(character) || character == "." {
                if afterSeparator { return false }
                afterSeparator = true
            } else if character.isASCII && (character.isLetter || character.isNumber) {
                afterSeparator = false
            } else {
                return false
            }
        }
        return !afterSeparator
    }

    /// `listed_at` → `listedAt`: a property or method name.
    static func member(_ name: String) -> String {
        let camel = camelCase(name)
        guard let first = camel.first, first.isUppercase else { return camel }
        // A leading run of capitals is lowered as one word: `HTTPProxy` → `httpProxy`.
        let run = camel.prefix { $0.isUppercase }
        let lowered = run.count > 1 && run.count < camel.count ? run.dropLast() : run
        return lowered.lowercased() + camel.dropFirst(lowered.count)
    }

    /// `pet_page` → `PetPage`: a type name.
    static func type(_ name: String) -> String {
        let camel = camelCase(name)
        return camel.prefix(1).uppercased() + camel.dropFirst()
    }

    /// `listed_at` → "Listed at", `ageMonths` → "Age months": a label for a person.
    static func label(_ name: String) -> String {
        let sentence = words(name).joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    /// `issue_number` → `["issue", "number"]`, `petId` → `["pet", "id"]`: the name's words,
    /// lowercased.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in name {
            if character == "_" || character == "-" || character == "." || character == " " {
                words.append(word)
                word = ""
            } else if character.isUppercase, let last = word.last, last.isLowercase {
                words.append(word)
                word = String(character)
            } else {
                word.append(character)
            }
        }
        words.append(word)
        return words.filter { !$0.isEmpty }.map { $0.lowercased() }
    }

    /// The generated `Output` case for a success status: `ok` for 200.
    static func statusCase(_ status: Int) -> String {
        switch status {
        case 200: "ok"
        case 201: "created"
        case 202: "accepted"
        case 203: "nonAuthoritativeInformation"
        case 206: "partialContent"
        default: "code\(status)"
        }
    }

    /// As swift-openapi-generator's idiomatic strategy: `_`, `-`, `/`, `+` and spaces end a
    /// word, `.` becomes `_` within one (`books.volumes.get` → `books_volumes_get`), and a name in
    /// capitals alone is lowered (`HELLO_WORLD` → `helloWorld`).
    private static func camelCase(_ name: String) -> String {
        let source = name.contains(where: \.isLowercase) ? name : name.lowercased()
        var result = ""
        var upperNext = false
        for character in source {
            if separators.contains(character) {
                upperNext = !result.isEmpty
            } else if character == "." {
                result.append("_")
            } else if upperNext {
                result += character.uppercased()
                upperNext = false
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static let separators: Set<Character> = ["_", "-", "/", "+", " "]

    /// Whether `name` is a word Swift reserves.
    static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    /// Words Swift reserves, which the generator writes differently.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol",
    ]
}
