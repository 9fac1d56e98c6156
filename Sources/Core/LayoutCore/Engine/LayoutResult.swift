import Foundation

/// The outcome of laying out a view tree: every identified view's frame, and the display list.
public struct LayoutResult {
    /// Where the tree was laid out.
    package let host: LayoutHost
    package let root: PlacedNode
    package let engine: LayoutEngine
    /// The frame, in host coordinates, of every view with an `.id(...)`.
    public var frames: [AnyHashable: CGRect] { index.value.frames }
    /// The laid-out frames of matched-geometry sources.
    package var matchedSources: [MatchedGeometryKey: CGRect] { index.value.sources.mapValues(\.frame) }
    /// Identified views in layout order (parents before children, in declaration order).
    public var identifiedViews: [AnyHashable] { index.value.ids }
    /// The lookup tables above, made on first use: most layouts are only drawn.
    private let index: LazyFrameIndex

    package init(host: LayoutHost, root: PlacedNode, engine: LayoutEngine) {
        self.host = host
        self.root = root
        self.engine = engine
        index = LazyFrameIndex(root)
    }

    /// The frame of the view with `.id(id)`, in host coordinates, or `nil` if there is none.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? { frames[AnyHashable(id)] }

    /// The root view's frame.
    public var rootFrame: CGRect { root.frame }

    /// Warnings about bad input found while building and laying out (each once, in order): negative or
    /// non-finite sizes, NaN alignment guides, min > max frames.
    public var warnings: [String] { engine.diagnostics.messages }

    /// The display list of an already resolved placed tree (frames final, matched geometry resolved).
    /// With a `cache`, subtrees drawn unchanged in the frame before are copied from it.
    package static func displayList(of root: PlacedNode, engine: LayoutEngine, bounds: CGRect, cache: DisplayListCache? = nil) -> DisplayList {
        var builder = DisplayListBuilder(engine: engine, bounds: bounds, overrides: [:], sources: [:], cache: cache)
        builder.emit(root)
        cache?.finishFrame()
        return builder.list
    }

    /// The display list; `overrides` render the matched-geometry group with that key at the given rect.
    package func displayList(overrides: [MatchedGeometryKey: CGRect] = [:]) -> DisplayList {
        var builder = DisplayListBuilder(engine: engine, bounds: CGRect(origin: .zero, size: host.size), overrides: overrides,
                                         sources: index.value.sources, cache: nil)
        builder.emit(root)
        return builder.list
    }

    /// The identified views in the order they are drawn (back to front).
    public var drawOrder: [AnyHashable] { displayList().drawOrder }

    /// Identified views whose frame contains `point`, topmost first.
    public func hitTest(_ point: CGPoint) -> [AnyHashable] {
        drawOrder.reversed().filter { frames[$0]?.contains(point) == true }
    }

    /// A human-readable dump: one line per identified view with its frame.
    public func dump() -> String {
        identifiedViews.map { id in
            let f = frames[id]!
            return "\(id.base): x=\(f.minX.formatted2) y=\(f.minY.formatted2) w=\(f.width.formatted2) h=\(f.height.formatted2)"
        }.joined(separator: "\n")
    }
}

extension CGFloat {
    /// At most two decimals, no trailing zeros.
    var formatted2: String {
        let rounded = (self * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}

/// The identified views' frames and the matched sources of one placed tree, collected on first use.
private final class LazyFrameIndex {
    struct Tables {
        var frames: [AnyHashable: CGRect] = [:]
        var sources: [MatchedGeometryKey: MatchedGeometrySource] = [:]
        var ids: [AnyHashable] = []
    }
    private let root: PlacedNode
    private var tables: Tables?

    init(_ root: PlacedNode) { self.root = root }

    var value: Tables {
        if let tables { return tables }
        var made = Tables()
        func visit(_ placed: PlacedNode) {
            if let id = placed.node.id, made.frames[id] == nil {
                made.frames[id] = placed.frame
                made.ids.append(id)
            }
            if case .matchedGeometry(let key, true, let shape) = placed.node.kind, made.sources[key] == nil {
                made.sources[key] = shape.shared(by: placed.frame)
            }
            placed.children.forEach(visit)
        }
        visit(root)
        tables = made
        return made
    }
}
