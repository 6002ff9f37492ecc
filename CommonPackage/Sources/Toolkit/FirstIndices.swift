extension Dictionary where Value == Int {
    /// Where each key first comes among `elements`: one pass from the last element back, each
    /// key hashed once, the room made once. A table by id (``MockTable``, a store's) looks
    /// records up with it; of two with one id, the first is the one found.
    ///
    /// Inlinable, so the pass is made for the caller's element type rather than generic.
    @inlinable public init<Element>(firstIndicesOf elements: [Element], by key: (Element) -> Key) {
        self.init(minimumCapacity: elements.count)
        for index in elements.indices.reversed() { self[key(elements[index])] = index }
    }
}
