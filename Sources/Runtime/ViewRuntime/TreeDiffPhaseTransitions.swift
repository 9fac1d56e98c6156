import Foundation
import LayoutCore

/// What a subtree's phase transitions (`Transition` bodies, `AnyTransition.modifier(active:identity:)`)
/// change between the `identity` phase, which the shown view wears, and another phase.
struct PhaseTransitionValues {
    /// One modifier value that differs: the shown node's path and which value, and its two values.
    struct Value {
        let key: TrackKey
        let shown: [Double]
        let phased: [Double]
    }

    /// The values that differ.
    var values: [Value] = []
    /// How much further the other phase's offsets move the view (played by the transition's own move).
    var offset = CGSize.zero

    /// No values: a view with no phase transition, or one that zooms instead.
    init() {}

    /// The values of the phase transitions among `playing` that the subtree `root` wears, in `phase`. Each
    /// transition's body is built again in `phase` and walked beside the shown body, modifier by modifier,
    /// down to the content; a body whose modifiers differ in kind is compared only down to where they part.
    init(of root: Node, in phase: TransitionPhase, playing: [PhaseTransition]) {
        guard !playing.isEmpty else { return }
        var node = root
        while true {
            if case .marker(let marker as PhaseTransitionMarker) = node.kind, playing.contains(marker.transition),
               let shown = node.children.first, case let phased = marker.body(in: phase), phased.count == 1 {
                compare(shown, phased[0])
            }
            guard node.children.count == 1 else { return }
            node = node.children[0]
        }
    }

    private mutating func compare(_ shown: Node, _ phased: Node) {
        var shown = shown, phased = phased
        while !(phased.isStandIn) {
            if case .offset(let a) = shown.kind, case .offset(let b) = phased.kind {
                offset.width += b.width - a.width
                offset.height += b.height - a.height
            } else if let path = shown.path {
                let shownValues = NodeTargets(kind: shown.kind, frame: .zero), phasedValues = NodeTargets(kind: phased.kind, frame: .zero)
                for attribute in NodeTargets.attributes where attribute != .frame {
                    guard let a = shownValues[attribute], let b = phasedValues[attribute], a.count == b.count, a != b else { continue }
                    values.append(Value(key: TrackKey(path: path, attribute: attribute), shown: a, phased: b))
                }
            }
            // Down the branch that holds the content (an overlay's or background's other branch is not followed).
            guard shown.children.count == phased.children.count,
                  let branch = phased.children.firstIndex(where: \.holdsStandIn) else { return }
            shown = shown.children[branch]
            phased = phased.children[branch]
        }
    }
}

private extension Node {
    /// Whether this is the stand-in for the transitioned view.
    var isStandIn: Bool {
        if case .marker(let marker) = kind, marker is PhaseContentStandIn { return true }
        return false
    }

    /// Whether the stand-in is in this subtree.
    var holdsStandIn: Bool { isStandIn || children.contains { $0.holdsStandIn } }
}
