public import Foundation

extension UUID {
    /// The fixed identifier of the demo record or generated fixture numbered `number`:
    /// `00000000-0000-4000-8000-` and the number in twelve hex digits (`4` and `8` make it a
    /// well-formed version 4 identifier), the same on every run and machine, so the backend's
    /// seed and the client's mock data name a record alike.
    ///
    /// - Precondition: `number` is in `0..<1 << 48` (twelve hex digits).
    public init(fixture number: Int) {
        precondition((0..<1 << 48).contains(number), "a fixture's number has at most twelve hex digits")
        let hex = String(number, radix: 16)
        let digits = String(repeating: "0", count: 12 - hex.count) + hex
        self.init(uuidString: "00000000-0000-4000-8000-\(digits)")!
    }
}
