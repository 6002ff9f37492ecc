import Toolkit

extension FormFocus {
    /// The focus after `key` from `self`: ↓/↑ and Tab/Shift-Tab, skipping the rows that cannot
    /// take focus; `nil` when the key does not move focus or it cannot go further.
    ///
    /// - Parameter focusable: for each field, in order, whether it takes focus; the submit row
    ///   always does.
    func moved(with key: Key, focusable: [Bool]) -> Self? {
        let direction =
            switch key {
            case .down, .tab: 1
            case .up, .backTab: -1
            default: 0
            }
        guard direction != 0 else { return nil }
        var target = row + direction
        while target >= 0, target < focusable.count, !focusable[target] { target += direction }
        return (0...focusable.count).contains(target) ? Self.rows[target] : nil
    }
}
