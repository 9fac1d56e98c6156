import LayoutCore

/// `.animation(_:value:)` and `.animation(_:)`: the subtree's changes use `animation` when `value` changed
/// since the last update (always, when there is no value).
struct AnimationMarker: NodeMarker {
    let animation: Animation?
    let value: (any Equatable)?

    func handOver(to kept: any NodeMarker) -> Bool {
        guard let kept = kept as? AnimationMarker, kept.animation == animation else { return false }
        return valuesEqual(kept.value, value)
    }
}

/// `.transaction(_:)`: rewrites the transaction for the subtree.
struct TransactionMarker: NodeMarker {
    let transform: (inout Transaction) -> Void
}

/// `.animation(_:body:)`: the animation of the changes inside the body, up to the placeholder of the content.
struct ScopedAnimationMarker: NodeMarker {
    let animation: Animation?

    /// The same scope with the same animation keeps its node.
    func handOver(to kept: any NodeMarker) -> Bool {
        guard let kept = kept as? ScopedAnimationMarker else { return false }
        return kept.animation == animation
    }
}

/// Where `.animation(_:body:)`'s content is: changes from here down take the animation from outside the scope.
struct AnimationScopeEndMarker: NodeMarker {
    /// Every end keeps its node.
    func handOver(to kept: any NodeMarker) -> Bool { kept is AnimationScopeEndMarker }
}

/// `.transition(_:)`: how the subtree enters and leaves.
struct TransitionMarker: NodeMarker {
    let transition: AnyTransition
}

/// `.disabled(_:)` (gestures inside do nothing) and `.allowsHitTesting(_:)` (nothing inside is hit).
struct InteractionMarker: NodeMarker, Equatable {
    var disabled = false
    var hitTestingAllowed = true

    func handOver(to kept: any NodeMarker) -> Bool { (kept as? InteractionMarker) == self }
}

/// `.contentShape(_:)`: the whole frame is hit, not only what is drawn.
struct ContentShapeMarker: NodeMarker {
    func handOver(to kept: any NodeMarker) -> Bool { kept is ContentShapeMarker }
}

/// `.onKeyPress(_:action:)`: the trigger is the key.
typealias KeyPressMarker = ActionMarker<KeyEquivalent, () -> KeyPress.Result>

extension ActionMarker where Trigger == KeyEquivalent {
    /// The key that runs the action.
    var key: KeyEquivalent { trigger }
    init(key: KeyEquivalent, action: Action) { self.init(trigger: key, action: action) }
}

/// A marker that runs an action when its trigger happens (a key). A later build of the same
/// view with the same trigger keeps the marker's node and hands it its new action.
struct ActionMarker<Trigger: Equatable, Action>: NodeMarker {
    let trigger: Trigger
    private let box: MarkerAction<Action>
    /// What the trigger runs: the closure of the latest build of the view.
    var action: Action { box.run }

    init(trigger: Trigger, action: Action) {
        self.trigger = trigger
        box = MarkerAction(action)
    }

    func handOver(to kept: any NodeMarker) -> Bool {
        guard let kept = kept as? Self, kept.trigger == trigger else { return false }
        kept.box.run = box.run
        return true
    }
}

/// A closure a marker runs, which the next build of the same view replaces when it keeps the marker's node.
final class MarkerAction<Action> {
    var run: Action
    init(_ run: Action) { self.run = run }
}

/// A modifier that wraps each node of its content in a runtime marker.
public struct _RuntimeMarkerModifier: ViewModifier, PrimitiveModifier {
    let marker: any NodeMarker
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        if marker is any LifecycleRelevantMarker { (environment.hooks as? StateStore)?.usesLifecycle = true }
        let nodes = content(environment)
        return nodes.indices.map { index in
            let node = nodes[index]
            // The last build's wrapper around this very node stays, running this build's actions.
            return environment.derivedNode(.marker, from: node, stillHolds: { kept in
                guard case .marker(let keptMarker) = kept.kind else { return false }
                return marker.handOver(to: keptMarker)
            }) {
                var wrapper = Node(.marker(marker), children: [node])
                wrapper.path = nodes.count == 1 ? environment.path : environment.path.appending(index)
                return wrapper
            }
        }
    }
}

/// Whether two values of any equatable types are equal (values of different types never are).
func valuesEqual(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func open<T: Equatable>(_ a: T) -> Bool { (b as? T) == a }
    return open(a)
}

/// Whether two optional values of any equatable types are equal (nil equals only nil).
func valuesEqual(_ a: (any Equatable)?, _ b: (any Equatable)?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return valuesEqual(a, b)
    default: return false
    }
}
