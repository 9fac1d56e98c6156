import LayoutCore

/// One transition written as modifiers in each phase (a `Transition`, or `AnyTransition.modifier(active:
/// identity:)`): builds its body around a view's nodes in a phase. A class so an `AnyTransition` holding it
/// stays one word and compares by identity; it holds only the user's transition value and never changes.
final class PhaseTransition: Hashable, @unchecked Sendable {
    /// The body in `phase` around the nodes `content` builds, in an environment.
    let build: (_ phase: TransitionPhase, _ content: @escaping (BuildEnvironment) -> [Node], BuildEnvironment) -> [Node]
    /// Whether it moves the view (`Transition.properties.hasMotion`).
    let hasMotion: Bool

    /// The transition `transition`'s body.
    init<T: Transition>(_ transition: T) {
        build = { phase, content, environment in
            LayoutCore.makeNodes(transition.body(content: PlaceholderContentView<T>(build: content), phase: phase), in: environment)
        }
        hasMotion = T.properties.hasMotion
    }

    /// `active` applied in the inserted and removed phases, `identity` while the view is shown.
    init<M: ViewModifier>(active: M, identity: M) {
        build = { phase, content, environment in
            let placeholder = PlaceholderContentView<M>(build: content)
            return LayoutCore.makeNodes(placeholder.modifier(phase.isIdentity ? identity : active), in: environment)
        }
        hasMotion = true
    }

    static func == (lhs: PhaseTransition, rhs: PhaseTransition) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a phase transition's body starts in the tree: its child is the body built in the `identity` phase.
/// It keeps the environment it was built in, to build the other phases' bodies when the view comes or goes.
struct PhaseTransitionMarker: NodeMarker {
    let transition: PhaseTransition
    let environment: BuildEnvironment

    /// The body in `phase` around a stand-in for the content: the modifiers, down to `PhaseContentStandIn`.
    func body(in phase: TransitionPhase) -> [Node] {
        var environment = self.environment
        // Only the modifiers' values are read: no state is connected, nothing is kept.
        environment.hooks = nil
        return transition.build(phase, { _ in [Node(.marker(PhaseContentStandIn()))] }, environment)
    }
}

/// Stands in for the transitioned view when a phase's body is built only to read its modifiers' values.
struct PhaseContentStandIn: NodeMarker {}

/// `.transition(_:)`: marks how the view enters and leaves, and applies the `identity` body of each of its
/// phase transitions to it.
public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition
    /// Built-in modifiers have no body.
    public typealias Body = Never

    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        var build: (BuildEnvironment) -> [Node] = { content($0) }
        for (index, phased) in transition.shownPhases.enumerated() {
            let inner = build
            build = { environment in
                let bodyEnvironment = environment.appendingPath("transition \(index)")
                let nodes = phased.build(.identity, inner, bodyEnvironment)
                return nodes.indices.map { i in
                    var wrapper = Node(.marker(PhaseTransitionMarker(transition: phased, environment: bodyEnvironment)), children: [nodes[i]])
                    wrapper.path = bodyEnvironment.path.appending(nodes.count == 1 ? "marker" : "marker \(i)")
                    return wrapper
                }
            }
        }
        return _RuntimeMarkerModifier(marker: TransitionMarker(transition: transition))._primitiveNodes(content: build, in: environment)
    }
}
