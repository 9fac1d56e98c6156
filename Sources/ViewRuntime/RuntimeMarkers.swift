import LayoutCore

/// `.animation(_:value:)` and `.animation(_:)`: the subtree's changes use `animation` when `value` changed
/// since the last update (always, when there is no value).
struct AnimationMarker: NodeMarker {
    let animation: Animation?
    let value: (any Equatable)?
}

/// `.transaction(_:)`: rewrites the transaction for the subtree.
struct TransactionMarker: NodeMarker {
    let transform: (inout Transaction) -> Void
}

/// `.transition(_:)`: how the subtree enters and leaves.
struct TransitionMarker: NodeMarker {
    let transition: AnyTransition
}

/// `.onTapGesture(count:perform:)`.
struct TapMarker: NodeMarker {
    let count: Int
    let action: () -> Void
}

/// `.disabled(_:)` (gestures inside do nothing) and `.allowsHitTesting(_:)` (nothing inside is hit).
struct InteractionMarker: NodeMarker {
    var disabled = false
    var hitTestingAllowed = true
}

/// `.contentShape(_:)`: the whole frame is hit, not only what is drawn.
struct ContentShapeMarker: NodeMarker {}

/// `.onKeyPress(_:action:)`.
struct KeyPressMarker: NodeMarker {
    let key: KeyEquivalent
    let action: () -> KeyPress.Result
}

/// A modifier that wraps each node of its content in a runtime marker.
public struct _RuntimeMarkerModifier: ViewModifier, PrimitiveModifier {
    let marker: any NodeMarker
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package func makeNodes(content: (BuildEnvironment) -> [Node], in environment: BuildEnvironment) -> [Node] {
        content(environment).map { Node(.marker(marker), children: [$0]) }
    }
}

/// Whether two values of any equatable types are equal (values of different types never are).
func valuesEqual(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func open<T: Equatable>(_ a: T) -> Bool { (b as? T) == a }
    return open(a)
}
