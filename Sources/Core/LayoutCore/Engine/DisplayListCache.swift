import Foundation

/// The drawing commands of the multi-child subtrees drawn in the last frame, so a frame whose subtree is
/// the very same one (same node, same placed children, same frame, safe area and host bounds) copies its
/// commands instead of walking it again. A subtree's commands depend on nothing else, and placed
/// subtrees that did not move are passed on unchanged from frame to frame: the cost of a frame's display
/// list stops growing with the views that stand still.
package final class DisplayListCache {
    struct Entry {
        let node: Node
        let children: [PlacedNode]
        let frame: CGRect
        let safeArea: CGRect
        let bounds: CGRect
        let items: [DisplayItem]
        let drawOrder: [AnyHashable]

        /// Whether `placed` is the subtree these commands were made from. Holding the node and the
        /// children keeps their storage alive, so equal addresses mean the same storage.
        func matches(_ placed: PlacedNode, bounds: CGRect) -> Bool {
            placed.node.isIdentical(to: node) && placed.frame == frame && placed.safeArea == safeArea && self.bounds == bounds
                && placed.children.sharesStorage(with: children)
        }
    }

    private var previous: [ObjectIdentifier: Entry] = [:]
    private var current: [ObjectIdentifier: Entry] = [:]

    /// An empty cache.
    package init() {}

    func reusable(for placed: PlacedNode, bounds: CGRect) -> Entry? {
        let key = ObjectIdentifier(placed.node.memo)
        guard let entry = previous[key] ?? current[key], entry.matches(placed, bounds: bounds) else { return nil }
        current[key] = entry
        return entry
    }

    func remember(_ placed: PlacedNode, bounds: CGRect, items: [DisplayItem], drawOrder: [AnyHashable]) {
        current[ObjectIdentifier(placed.node.memo)] = Entry(node: placed.node, children: placed.children, frame: placed.frame,
                                                           safeArea: placed.safeArea, bounds: bounds, items: items, drawOrder: drawOrder)
    }

    /// Ends a frame: what it drew is what the next frame may reuse; the rest is dropped.
    func finishFrame() {
        previous = current
        current = [:]
    }
}
