import Foundation
import LayoutCore
import ViewRuntime

/// A counter whose width shows its count (10 points per tap, plus 10), so tests read state from layout.
struct Counter: View {
    @State private var count = 0
    var body: some View {
        Color.blue.frame(width: CGFloat(count * 10 + 10), height: 10).id("counter")
            .onTapGesture { count += 1 }
    }
}

/// A graph of `view` in a 400×400 host with fixed-width text metrics (no fonts involved).
func graph<V: View>(_ view: V, size: CGSize = CGSize(width: 400, height: 400)) -> ViewGraph {
    ViewGraph(view, host: LayoutHost(size: size), engine: LayoutEngine())
}

extension ViewGraph {
    /// Taps the centre of the view with `.id(id)` as drawn now.
    @discardableResult
    func tap<ID: Hashable>(id: ID) -> Bool {
        guard let frame = layout.frame(of: id) else { return false }
        return tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The frame of the view with `.id(id)` as drawn now.
    func frame<ID: Hashable>(_ id: ID) -> CGRect? { layout.frame(of: id) }
}

/// The placed node named `id` in the tree `node`.
func placed(_ id: AnyHashable, in node: PlacedNode) -> PlacedNode? {
    if node.node.id == id { return node }
    for child in node.children { if let found = placed(id, in: child) { return found } }
    return nil
}
