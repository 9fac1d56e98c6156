extension Array {
    /// Whether `other` is this very array (the same storage), not merely an equal one. Meaningful while
    /// both are alive; two empty arrays may share the empty storage.
    func sharesStorage(with other: [Element]) -> Bool {
        count == other.count && withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}
