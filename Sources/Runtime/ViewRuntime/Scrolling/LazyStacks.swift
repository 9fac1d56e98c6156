import LayoutCore

/// SwiftUI's `LazyVStack`: a column that builds only the views near what is seen (in a scroll view, or in
/// the window), as they come into view. It takes the whole width offered; each view is proposed that width
/// and its ideal height. The length of the views not built is estimated from the ones built.
public struct LazyVStack<Content: View>: View, BuiltInView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    @State private var builtItems: Range<Int>?

    /// A lazy column; `spacing` nil means the default spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The items built so far, laid out as a column.
    public var body: some View {
        LazyStackItems(axis: .vertical, alignment: alignment.key, spacing: spacing, builtItems: builtItems,
                       marker: LazyStackMarker.maker($builtItems), content: content)
    }
}

/// SwiftUI's `LazyHStack`: a row that builds only the views near what is seen, as they come into view. It
/// takes the whole height offered; each view is proposed that height and its ideal width.
public struct LazyHStack<Content: View>: View, BuiltInView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    @State private var builtItems: Range<Int>?

    /// A lazy row; `spacing` nil means the default spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The items built so far, laid out as a row.
    public var body: some View {
        LazyStackItems(axis: .horizontal, alignment: alignment.key, spacing: spacing, builtItems: builtItems,
                       marker: LazyStackMarker.maker($builtItems), content: content)
    }
}

/// A lazy stack's node in the tree: its items (to find one by id) and how to build others.
struct LazyStackMarker: NodeMarker {
    let items: LazyItems
    /// How many nodes each built item made, in order.
    let nodeCounts: [Int]
    let setBuiltItems: (Range<Int>) -> Void

    /// The marker maker a lazy stack gives its items, writing the items to build to `builtItems`.
    static func maker(_ builtItems: Binding<Range<Int>?>) -> (LazyItems, [Int]) -> any NodeMarker {
        { items, counts in LazyStackMarker(items: items, nodeCounts: counts, setBuiltItems: { builtItems.wrappedValue = $0 }) }
    }
}

/// The items a lazy grid built, in its slot.
struct LazyBuiltItems {
    var range: Range<Int>?
}
