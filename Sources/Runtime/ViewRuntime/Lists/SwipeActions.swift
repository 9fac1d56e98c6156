import LayoutCore

extension View {
    /// Adds swipe actions (buttons) to this list row: dragging the row towards `edge`'s opposite side
    /// reveals them at `edge`; a tap on one runs it and closes the row. With `allowsFullSwipe`, a drag across
    /// most of the row runs the first action (the outermost). Outside a `List`, swipe actions do nothing.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = content()
        return modifier(_RuntimeMarkerModifier(marker: SwipeActionsMarker(edge: edge, allowsFullSwipe: allowsFullSwipe) { environment in
            LayoutCore.lazyItems(actions, in: environment)
        }))
    }
}

/// A row's swipe actions on one edge, found by the list that dresses the row.
struct SwipeActionsMarker: NodeMarker {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    /// The actions, one item per button, built in `environment`.
    let items: (BuildEnvironment) -> LazyItems

    /// The swipe actions declared in `nodes` (the first on each edge, outermost first).
    static func declared(in nodes: [Node]) -> (leading: SwipeActionsMarker?, trailing: SwipeActionsMarker?) {
        var leading: SwipeActionsMarker?, trailing: SwipeActionsMarker?
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            if case .marker(let marker) = node.kind, let actions = marker as? SwipeActionsMarker {
                if actions.edge == .leading, leading == nil { leading = actions }
                if actions.edge == .trailing, trailing == nil { trailing = actions }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return (leading, trailing)
    }
}

/// UIKit's swipe action measures: buttons at least 74 pt wide, 15 pt of padding either side of the
/// label in white, grey (systemGray, rgb(142, 142, 147)) unless tinted, red for a destructive role; a
/// full swipe past 60% of the row's width.
enum SwipeMetrics {
    static let minimumButtonWidth: CGFloat = 74
    static let padding: CGFloat = 15
    static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    static let fullSwipeFraction: CGFloat = 0.6
    static let animation = Animation.spring(response: 0.35, dampingFraction: 1)
}

/// A list row that slides sideways to show its swipe actions.
struct SwipeableRow: View, BuiltInView {
    let row: AnyView
    let leading: SwipeActionsMarker?
    let trailing: SwipeActionsMarker?
    /// Where the row rests: 0 closed, the actions' width (negative for trailing ones) open.
    @State private var rest: CGFloat = 0
    @State private var drag: CGFloat = 0
    @State private var width: CGFloat = 0
    @State private var actions = SwipeRowActions()
    @GestureState private var isDragging = false

    var body: some View {
        let shown = rest + drag
        row
            .overlay { if rest != 0 { Color.clear.contentShape(Rectangle()).onTapGesture { close() } } }
            .offset(x: shown)
            .background {
                HStack(spacing: 0) {
                    if let leading, shown > 0 {
                        SwipeActionButtons(marker: leading, actions: actions, close: close, reveal: shown)
                    }
                    Spacer(minLength: 0)
                    if let trailing, shown < 0 {
                        SwipeActionButtons(marker: trailing, actions: actions, close: close, reveal: -shown)
                    }
                }
            }
            .clipped()
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
            .gesture(HorizontalDrag().updating($isDragging) { _, state, _ in state = true }.onChanged { value in
                drag = clamped(rest + value.translation.width) - rest
            }.onEnded { value in
                settle(at: clamped(rest + value.predictedEndTranslation.width), released: clamped(rest + value.translation.width))
            })
            // A swipe that was cancelled (another gesture took the pointer) goes back to where the row rests.
            .onChange(of: isDragging) { if !isDragging, drag != 0 { withAnimation(SwipeMetrics.animation) { drag = 0 } } }
    }

    /// `offset` kept to the sides that have actions, at most the row's width.
    private func clamped(_ offset: CGFloat) -> CGFloat {
        let limit = max(width, 1)
        return min(max(offset, trailing == nil ? 0 : -limit), leading == nil ? 0 : limit)
    }

    /// Where the row goes when the finger lifts at `released` (heading for `predicted`): a full swipe runs
    /// the first action; past half the actions' width it stays open; otherwise it closes.
    private func settle(at predicted: CGFloat, released: CGFloat) {
        let marker = released < 0 ? trailing : leading
        let revealWidth = marker.map { actions.naturalWidth[$0.edge] ?? 0 } ?? 0
        if let marker, marker.allowsFullSwipe, abs(released) > width * SwipeMetrics.fullSwipeFraction {
            let run = actions.first[marker.edge]
            withAnimation(SwipeMetrics.animation) { rest = 0; drag = 0 }
            run?()
            return
        }
        let open = revealWidth > 0 && abs(predicted) > revealWidth / 2 && (predicted < 0) == (released < 0)
        withAnimation(SwipeMetrics.animation) {
            rest = open ? (predicted < 0 ? -revealWidth : revealWidth) : 0
            drag = 0
        }
    }

    private func close() {
        withAnimation(SwipeMetrics.animation) { rest = 0; drag = 0 }
    }
}

/// What a row knows of its actions as they are built and laid out: each edge's first action (for a full
/// swipe) and the width its buttons need.
final class SwipeRowActions {
    fileprivate(set) var first: [HorizontalEdge: () -> Void] = [:]
    fileprivate(set) var naturalWidth: [HorizontalEdge: CGFloat] = [:]
    /// The edge whose buttons are being built now, and which of them.
    fileprivate var building: (edge: HorizontalEdge, index: Int)?

    fileprivate func register(_ action: @escaping () -> Void) {
        guard let building, building.index == 0 else { return }
        first[building.edge] = action
    }
}

/// One edge's actions side by side, the first outermost.
struct SwipeActionButtons: View, PrimitiveView {
    let marker: SwipeActionsMarker
    let actions: SwipeRowActions
    let close: () -> Void
    let reveal: CGFloat

    var body: Never { fatalError("SwipeActionButtons has no body") }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let edge = marker.edge
        var inner = environment.appendingPath(edge == .leading ? "swipe-leading" : "swipe-trailing")
        inner.values.buttonStyleBox = ButtonStyleBox(SwipeActionStyle(close: close, register: actions.register))
        inner.values.labelStyleKind = .iconOnly
        let items = marker.items(inner)
        let built = (0..<items.count).map { index in
            actions.building = (edge, index)
            defer { actions.building = nil }
            return items.make(index)
        }
        // The first action is outermost: last in a trailing row, first in a leading one.
        let order = edge == .trailing ? Array(built.indices.reversed()) : Array(built.indices)
        let layout = SwipeButtonsLayout(reveal: reveal, firstIsLast: edge == .trailing) { [actions] in actions.naturalWidth[edge] = $0 }
        return LayoutCore.makeNodes(layout {
            ForEach(order, id: \.self) { PrebuiltNodes(nodes: built[$0]) }
        }, in: environment)
    }
}

/// The buttons side by side at their own widths, the row's height; when the row reveals more than they
/// need, the outermost button takes the rest (a full swipe grows it across the row).
struct SwipeButtonsLayout: Layout {
    let reveal: CGFloat
    let firstIsLast: Bool
    /// Told the width the buttons need.
    let measured: (CGFloat) -> Void

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let natural = subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
        measured(natural)
        return CGSize(width: max(natural, reveal), height: proposal.height ?? 44)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        let extra = max(0, bounds.width - widths.reduce(0, +))
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            let isFirst = firstIsLast ? index == subviews.count - 1 : index == 0
            let width = widths[index] + (isFirst ? extra : 0)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// How a swipe action draws: its label in white on its colour, the full row height; a tap runs it and
/// closes the row.
struct SwipeActionStyle: PrimitiveButtonStyle {
    let close: () -> Void
    let register: (@escaping () -> Void) -> Void

    func makeBody(configuration: Configuration) -> some View {
        register(configuration.trigger)
        return SwipeActionButton(configuration: configuration, close: close)
    }
}

private struct SwipeActionButton: View, BuiltInView {
    let configuration: PrimitiveButtonStyleConfiguration
    let close: () -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        let colour = configuration.role == .destructive ? Color.red : (tint ?? SwipeMetrics.gray)
        configuration.label
            .foregroundStyle(Color.white)
            .padding(.horizontal, SwipeMetrics.padding)
            .frame(minWidth: SwipeMetrics.minimumButtonWidth, maxWidth: .infinity, maxHeight: .infinity)
            .background(colour)
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                close()
            }
    }
}

/// A drag that starts sideways (a vertical one is left to the list's scrolling), as a row's swipe.
struct HorizontalDrag: Gesture {
    typealias Value = DragGesture.Value
    var body: Never { fatalError("HorizontalDrag has no body") }
}

extension HorizontalDrag: RunnableGesture {
    func makeRecognizer() -> GestureRecognizer { DragRecognizer(minimumDistance: 10, space: .local, axis: .horizontal) }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}
