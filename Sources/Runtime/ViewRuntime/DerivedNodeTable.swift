import LayoutCore

/// The nodes modifiers and grids made in the last build, by where they made them: a build that makes the
/// same node again from the very same source keeps the last one, and with it its layout.
struct DerivedNodeTable {
    private var last: [DerivedNodeKey: DerivedNode] = [:]
    private var next: [DerivedNodeKey: DerivedNode] = [:]

    /// The node the last build made for `key`.
    func node(for key: DerivedNodeKey) -> DerivedNode? { last[key] }

    /// Keeps `derived` for the next build.
    mutating func keep(_ derived: DerivedNode, for key: DerivedNodeKey) { next[key] = derived }

    /// A build starts: it keeps what it makes.
    mutating func beginBuild() {
        next = [:]
        next.reserveCapacity(last.count)
    }

    /// The build ended: what it kept is what the next build finds.
    mutating func endBuild() {
        last = next
        next = [:]
    }

    /// Lets go of every node (nodes can hold the state store through their actions).
    mutating func forgetAll() {
        last = [:]
        next = [:]
    }
}
