import LayoutCore

/// The values pushed on a `NavigationStack`, of any `Hashable` types, as SwiftUI's `NavigationPath`: each
/// value is shown by the `navigationDestination(for:)` registered for its type.
public struct NavigationPath: Equatable {
    /// The values, bottom of the stack first.
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }
    /// A path of `elements`, bottom of the stack first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops the last `k` values (as many as there are, at most).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}

/// How a stack reads and writes the values pushed on it: its own state, or the path a caller bound.
struct NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}
