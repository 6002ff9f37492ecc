import Foundation

extension DecodingError {
    /// A coding path as people write it: `landmarks[3].name`.
    public static func render(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { result, key in
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}
