/// Keys and values in order of use, least recent first, with O(1) lookup, touch, insert and
/// removal: a doubly linked list threaded through an array, indexed by a dictionary.
struct LRUList<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var newer: Int?
        var older: Int?
    }

    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var slotByKey: [Key: Int] = [:]
    private var oldest: Int?
    private var newest: Int?

    /// The number of entries.
    var count: Int { slotByKey.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func touch(_ key: Key) -> Value? {
        guard let slot = slotByKey[key] else { return nil }
        moveToNewest(slot)
        return nodes[slot]?.value
    }

    /// Sets the value for `key` and makes it the most recently used.
    ///
    /// - Returns: the value it replaced, if any.
    @discardableResult
    mutating func set(_ value: Value, for key: Key) -> Value? {
        if let slot = slotByKey[key] {
            let previous = nodes[slot]?.value
            nodes[slot]?.value = value
            moveToNewest(slot)
            return previous
        }
        let node = Node(key: key, value: value, newer: nil, older: newest)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            nodes[slot] = node
        } else {
            slot = nodes.count
            nodes.append(node)
        }
        if let newest { nodes[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
        slotByKey[key] = slot
        return nil
    }

    /// Removes `key`.
    ///
    /// - Returns: its value, if it was present.
    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let slot = slotByKey.removeValue(forKey: key) else { return nil }
        let value = nodes[slot]?.value
        unlink(slot)
        nodes[slot] = nil
        freeSlots.append(slot)
        return value
    }

    /// Removes and returns the least recently used entry.
    mutating func removeOldest() -> (key: Key, value: Value)? {
        guard let oldest, let node = nodes[oldest] else { return nil }
        remove(node.key)
        return (node.key, node.value)
    }

    private mutating func moveToNewest(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        nodes[slot]?.older = newest
        nodes[slot]?.newer = nil
        if let newest { nodes[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let (newer, older) = (nodes[slot]?.newer, nodes[slot]?.older)
        if let newer { nodes[newer]?.older = older } else { newest = older }
        if let older { nodes[older]?.newer = newer } else { oldest = newer }
        nodes[slot]?.newer = nil
        nodes[slot]?.older = nil
    }
}
