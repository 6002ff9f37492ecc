import Testing
import Toolkit

@MainActor
@Suite struct MemoTests {
    @Test func keepsTheValueUntilTheKeyChanges() {
        let memo = Memo<Int, String>()
        var made = 0
        let make = { () -> String in
            made += 1
            return "value \(made)"
        }
        #expect(memo.value(for: 1, make) == "value 1")
        #expect(memo.value(for: 1, make) == "value 1")
        #expect(made == 1)
        #expect(memo.value(for: 2, make) == "value 2")
        #expect(memo.value(for: 1, make) == "value 3")
        #expect(made == 3)
    }
}
