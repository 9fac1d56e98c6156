import LayoutCore

extension VerticalEdge {
    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The bits of the set.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// What a row declares about its chrome (`listRowBackground`, `listRowSeparator`, `listRowInsets`), read by
/// the list that dresses it; the innermost declaration of each wins, as in SwiftUI.
struct ListRowTraits: NodeMarker {
    var background: AnyView??
    var separatorHidden: Bool?
    var insets: EdgeInsets??

    /// The traits declared in `nodes`, the innermost winning.
    static func declared(in nodes: [Node]) -> ListRowTraits {
        var traits = ListRowTraits()
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            if case .marker(let marker) = node.kind, let declared = marker as? ListRowTraits {
                if let background = declared.background { traits.background = background }
                if let hidden = declared.separatorHidden { traits.separatorHidden = hidden }
                if let insets = declared.insets { traits.insets = insets }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return traits
    }
}

extension View {
    /// Draws `view` behind this list row instead of the list's white (nil: the list's own).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_RuntimeMarkerModifier(marker: ListRowTraits(background: .some(view.map { AnyView($0) }))))
    }

    /// Hides (`.hidden`) or shows this list row's separator on `edges` (HeroSim draws a row's separator at
    /// its bottom edge).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        let hidden: Bool? = edges.contains(.bottom) ? visibility == .hidden : nil
        return modifier(_RuntimeMarkerModifier(marker: ListRowTraits(separatorHidden: hidden)))
    }

    /// Puts this list row's content `insets` in from its edges instead of the list's (nil: the list's own).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_RuntimeMarkerModifier(marker: ListRowTraits(insets: .some(insets))))
    }

    /// Hides (`.hidden`) the background of the scroll views and lists inside, so what is behind shows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackgroundHidden, visibility == .hidden)
    }
}

extension EnvironmentValues {
    private enum ScrollContentBackgroundKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether lists draw no background of their own (`.scrollContentBackground(.hidden)`).
    var scrollContentBackgroundHidden: Bool {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}
