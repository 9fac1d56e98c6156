import Foundation
import LayoutCore
import Motion

/// One animatable value of a node.
enum AnimatedAttribute: Hashable {
    /// The frame: x, y, width, height.
    case frame
    /// An `.opacity` node's opacity.
    case opacity
    /// A rounded rectangle's corner radius, drawn or clipped to.
    case cornerRadius
    /// A shape's fill or a text's colour: a colour's red, green, blue, alpha, or a gradient's colours and points.
    case fill
    /// A shape's stroke: its paint's numbers, then its line width.
    case stroke
    /// A text's font size (the text is drawn at the animated size).
    case fontSize
    /// A shadow: radius, x, y, then its colour's red, green, blue, alpha.
    case shadow
    /// A custom `Shape`'s `animatableData`, drawn or clipped to.
    case shapeData
    /// A drawing-only effect's numbers (`scaleEffect`, `rotationEffect`, `blur`, a `GeometryEffect`'s data,
    /// a `visualEffect`'s or `scrollTransition`'s layers).
    case effect
    /// An insertion or removal transition: opacity, dx, dy, scale.
    case transition
    /// A content transition's progress from the old content to the new, 0 to 1 (a text whose string changed).
    case contentChange
    /// A matched-geometry follower's drawn frame (x, y, width, height) gliding from where it was drawn to
    /// where its group puts it, after it changed group (its id changed). The presenter adds how far its
    /// group has moved since the glide was aimed, so the follower still follows its source.
    case followedFrame
}

/// Which value of which node a track animates.
struct TrackKey: Hashable {
    let path: ViewPath
    let attribute: AnimatedAttribute
}

/// The animatable values of one laid-out node, as the last update left them.
struct NodeTargets {
    /// x, y, width, height.
    var frame: [Double]
    /// An `.opacity` node's opacity.
    var opacity: [Double]?
    /// A rounded rectangle's corner radius.
    var cornerRadius: [Double]?
    /// A shape's fill or a text's colour (see `Paint.animationVector`).
    var fill: [Double]?
    /// A shape's stroke paint and line width.
    var stroke: [Double]?
    /// A text's font size.
    var fontSize: [Double]?
    /// A shadow's radius, offset and colour.
    var shadow: [Double]?
    /// A custom shape's animatable data.
    var shapeData: [Double]?
    /// A drawing-only effect's numbers.
    var effect: [Double]?

    init(_ placed: PlacedNode) {
        self.init(kind: placed.node.kind, frame: placed.frame)
    }

    /// The values of a node of `kind` laid out at `frame`.
    init(kind: NodeKind, frame: CGRect) {
        self.frame = frame.vector
        switch kind {
        case .opacity(let alpha): opacity = [alpha]
        case .shape(let kind, let fill, let stroke):
            if case .roundedRectangle(let radius, _) = kind { cornerRadius = [radius] }
            if case .custom(let outline) = kind { shapeData = outline.vector }
            self.fill = fill?.animationVector
            self.stroke = stroke.map { $0.paint.animationVector + [$0.lineWidth, $0.style.dashPhase] }
        case .text(_, let font, let paint, _):
            fill = paint.animationVector
            fontSize = [font.size]
        case .symbol(let glyph, _):
            fill = glyph.paint.animationVector
        case .shadow(let color, let radius, let offset):
            shadow = [radius, offset.width, offset.height] + color.animationVector
        case .clip(.roundedRectangle(let radius, _)):
            cornerRadius = [radius]
        case .clip(.custom(let outline)):
            shapeData = outline.vector
        case .effect(let renderEffect):
            effect = renderEffect.animatableVector
        case .visualEffect(let spec):
            effect = spec.layers.vector
        default: break
        }
    }

    /// The value of `attribute`, if this node has one.
    subscript(attribute: AnimatedAttribute) -> [Double]? {
        switch attribute {
        case .frame: return frame
        case .opacity: return opacity
        case .cornerRadius: return cornerRadius
        case .fill: return fill
        case .stroke: return stroke
        case .fontSize: return fontSize
        case .shadow: return shadow
        case .shapeData: return shapeData
        case .effect: return effect
        case .transition, .followedFrame, .contentChange: return nil
        }
    }

    /// The attributes a node can have.
    static let attributes: [AnimatedAttribute] = [.frame, .opacity, .cornerRadius, .fill, .stroke, .fontSize, .shadow, .shapeData, .effect]
}

extension CGRect {
    /// x, y, width, height.
    package var vector: [Double] { [minX, minY, width, height] }

    /// A rectangle from x, y, width, height (negative sizes, as a spring's overshoot may give, become 0).
    init(vector v: [Double]) {
        self.init(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    }
}

/// A removed subtree that stays drawn, above or below its old siblings as before, until its removal
/// transition (and, for matched geometry, its flight to the view that replaced it) ends.
struct DepartingView {
    /// The subtree as it was presented when it was removed.
    var placed: PlacedNode
    /// The parent it is drawn in.
    var parentPath: ViewPath
    /// Its position among the parent's children.
    var index: Int
    /// Its animations, keyed by the removed nodes' paths.
    var tracks: [TrackKey: AnimationTrack]
    /// Set when this is the old content of a view still in the tree (a text whose string changed): the
    /// presenter draws it inside that view, cross-faded or rolled, never on its own.
    var replacedContent: ReplacedContent?

    /// The parent of a removed root view (a body whose root is an `if`/`else`): the host, which SwiftUI's
    /// hosting view is. The presenter draws such a departing view beside the root, below it.
    static var hostParent: ViewPath { ViewPath().appending(HostComponent()) }

    /// The path component of the host, which no view's path has.
    private struct HostComponent: Hashable {}

    /// `tracks` with the tracks of `departing views` added (a live view's own wins over a departing view's at one path).
    static func merging(_ tracks: [TrackKey: AnimationTrack], _ departingViews: [DepartingView]) -> [TrackKey: AnimationTrack] {
        var all = tracks
        for departingView in departingViews { all.merge(departingView.tracks) { live, _ in live } }
        return all
    }

    /// Whether every animation of the departing view has ended at `time`.
    func isFinished(at time: Double) -> Bool { tracks.values.allSatisfy { $0.isFinished(at: time) } }
}

/// Marks a departing view's subtree in the presented tree: drawn, but never hit by taps.
struct DepartingMarker: NodeMarker {}
