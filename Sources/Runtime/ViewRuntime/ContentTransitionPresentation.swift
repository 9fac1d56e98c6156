import Foundation
import LayoutCore
import Motion

/// How far a rolling character travels, as a fraction of the text's line height (HeroSim's number: Apple
/// does not document one).
let contentRollDistance = 0.5

extension Presenter {
    /// The text `out` (as drawn now) while its content transition plays: its old content and its new one
    /// drawn together at the transition's progress, cross-faded or with the changed characters rolled; nil
    /// when none plays.
    func contentTransitioned(_ out: PlacedNode, laidOut: CGRect, path: ViewPath?, _ tracks: [TrackKey: AnimationTrack]) -> PlacedNode? {
        guard let path, let value = value(path, .contentChange, tracks),
              let replaced = departingViews.first(where: { $0.replacedContent != nil && $0.placed.node.path == path }),
              let style = replaced.replacedContent else { return nil }
        let progress = min(1, max(0, value[0]))
        let new = PlacedNode(node: Node(out.node.kind), frame: out.frame, safeArea: out.safeArea, children: [])
        var pieces: [PlacedNode]
        if case .roll(let down) = style, let rolled = rolled(from: replaced.placed, to: new, laidOut: laidOut, progress: progress, down: down) {
            pieces = rolled
        } else if case .replace(let outScale, let inScale) = style {
            // The old symbol shrinks (or grows) away and fades, at once when it only goes off; the new one grows in.
            let old = Self.unnamed(replaced.placed)
            pieces = [faded(scaled(old, 1 + (outScale - 1) * progress), outScale == 1 ? (progress > 0 ? 0 : 1) : 1 - progress),
                      faded(scaled(new, inScale + (1 - inScale) * progress), progress)]
        } else {
            pieces = [faded(Self.unnamed(replaced.placed), 1 - progress), faded(new, progress)]
        }
        pieces = pieces.filter { !$0.node.isFullyTransparent }
        var composite = out
        composite.node.kind = .zstack(.topLeading)
        composite.node.children = pieces.map(\.node)
        composite.children = pieces
        return composite
    }

    /// The old and new texts as characters: those both share at the start and the end slide from their old
    /// place to their new one; the changed ones in between roll out of and into the line, fading.
    private func rolled(from old: PlacedNode, to new: PlacedNode, laidOut: CGRect, progress p: Double, down: Bool) -> [PlacedNode]? {
        guard case .text(let oldString, let oldFont, let oldPaint, var oldOptions) = old.node.kind,
              case .text(let newString, let font, let paint, var options) = new.node.kind,
              !oldString.contains("\n"), !newString.contains("\n") else { return nil }
        oldOptions.layoutSize = nil
        options.layoutSize = nil
        let before = Array(oldString), after = Array(newString)
        let oldWidths = prefixWidths(before, font: oldFont, paint: oldPaint, options: oldOptions)
        let newWidths = prefixWidths(after, font: font, paint: paint, options: options)
        // Only a text drawn on one line rolls.
        guard newWidths[after.count] <= laidOut.width + 0.5, oldWidths[before.count] <= old.frame.width + 0.5 else { return nil }
        var shared = 0
        while shared < min(before.count, after.count), before[shared] == after[shared] { shared += 1 }
        var sharedEnd = 0
        while sharedEnd < min(before.count, after.count) - shared, before[before.count - 1 - sharedEnd] == after[after.count - 1 - sharedEnd] {
            sharedEnd += 1
        }
        let origin = new.frame.origin, height = new.frame.height
        let roll = height * contentRollDistance * (down ? -1 : 1)
        func piece(_ character: Character, font: Font, paint: Paint, options: TextOptions, x: Double, dy: Double, width: Double) -> PlacedNode {
            var single = options
            single.alignment = .leading
            single.layoutSize = CGSize(width: width + 1, height: height)
            return PlacedNode(node: Node(.text(String(character), font: font, paint: paint, options: single)),
                              frame: CGRect(x: x, y: origin.y + dy, width: width + 1, height: height), safeArea: new.safeArea, children: [])
        }
        var pieces: [PlacedNode] = []
        for i in after.indices {
            let width = newWidths[i + 1] - newWidths[i]
            if i < shared {
                pieces.append(piece(after[i], font: font, paint: paint, options: options, x: origin.x + newWidths[i], dy: 0, width: width))
            } else if i >= after.count - sharedEnd {
                let j = before.count - (after.count - i)
                let x = origin.x + oldWidths[j] + (newWidths[i] - oldWidths[j]) * p
                pieces.append(piece(after[i], font: font, paint: paint, options: options, x: x, dy: 0, width: width))
            } else {
                // Coming in from below (above when counting down).
                pieces.append(faded(piece(after[i], font: font, paint: paint, options: options, x: origin.x + newWidths[i],
                                          dy: roll * (1 - p), width: width), p))
            }
        }
        for j in shared..<(before.count - sharedEnd) {
            // Going out upwards (downwards when counting down).
            pieces.append(faded(piece(before[j], font: oldFont, paint: oldPaint, options: oldOptions, x: origin.x + oldWidths[j],
                                      dy: -roll * p, width: oldWidths[j + 1] - oldWidths[j]), 1 - p))
        }
        return pieces
    }

    /// The width of the first 0, 1, ... `characters.count` characters drawn on one line.
    private func prefixWidths(_ characters: [Character], font: Font, paint: Paint, options: TextOptions) -> [Double] {
        var widths = [0.0]
        var prefix = ""
        for character in characters {
            prefix.append(character)
            widths.append(engine.sizeThatFits(Node(.text(prefix, font: font, paint: paint, options: options)), .unspecified).width)
        }
        return widths
    }

    /// `piece` drawn scaled by `scale` about its centre.
    private func scaled(_ piece: PlacedNode, _ scale: Double) -> PlacedNode {
        PlacedNode(node: Node(.effect(.scale(CGSize(width: scale, height: scale), anchor: .center)), children: [piece.node]), frame: piece.frame,
                   safeArea: piece.safeArea, children: [piece])
    }

    /// `piece` drawn at `alpha`.
    private func faded(_ piece: PlacedNode, _ alpha: Double) -> PlacedNode {
        PlacedNode(node: Node(.opacity(alpha), children: [piece.node]), frame: piece.frame, safeArea: piece.safeArea, children: [piece])
    }

    /// A copy of the old content's node without its path or id (it is drawn inside the view that has them).
    private static func unnamed(_ placed: PlacedNode) -> PlacedNode {
        PlacedNode(node: Node(placed.node.kind), frame: placed.frame, safeArea: placed.safeArea, children: [])
    }
}

private extension Node {
    /// An opacity of 0 draws nothing.
    var isFullyTransparent: Bool {
        if case .opacity(let alpha) = kind { return alpha <= 0 }
        return false
    }
}
