import LayoutCore

/// The metrics of a list's rows, after UIKit's table views on an iPhone: rows at least 44 points tall,
/// content 20 points in from the row's leading edge, hairline separators from there to the trailing
/// edge, section cards 16 points in from the sides with corners of 10, 35 points between sections.
enum ListMetrics {
    static let minimumRowHeight: CGFloat = 44
    static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
    static let cardInset: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    static let sectionSpacing: CGFloat = 35
    /// UIKit's separator colour: rgba(60, 60, 67, 0.29).
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// UIKit's grouped background: rgb(242, 242, 247).
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
}

/// Nodes already built, as a view (so a list can dress a row it built lazily).
struct PrebuiltNodes: View, PrimitiveView {
    let nodes: [Node]
    var body: Never { fatalError("PrebuiltNodes has no body") }
    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] { nodes }
}

/// A list's content with each item dressed as a row, header or footer of `style`; built item by item by
/// the lazy stack inside the list.
struct ListRows<Content: View>: View, PrimitiveView, LazyItemsContent {
    let style: ListStyleKind
    let content: Content

    var body: Never { fatalError("ListRows has no body") }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let items = lazyItems(in: environment)
        return (0..<items.count).flatMap { items.make($0) }
    }

    func lazyItems(in environment: BuildEnvironment) -> LazyItems {
        let items = LayoutCore.lazyItems(content, in: environment)
        let style = self.style
        return LazyItems(count: items.count, make: { index in
            let nodes = items.make(index)
            guard let path = nodes.first?.path else { return nodes }
            let place = ListPlace(index: index, items: items)
            return LayoutCore.makeNodes(ListItemChrome(style: style, place: place, content: PrebuiltNodes(nodes: nodes)),
                                        in: environment.appendingPath(path))
        }, index: items.index, role: items.role)
    }
}

/// Where an item sits in a list: what it is, and whether it starts or ends its group and the list.
struct ListPlace {
    let role: ListItemRole
    let startsGroup: Bool
    let endsGroup: Bool
    let isFirst: Bool
    let isLast: Bool
    /// Whether a section's header is right above.
    let followsHeader: Bool

    init(index: Int, items: LazyItems) {
        role = items.role(index)
        followsHeader = index > 0 && items.role(index - 1) == .header
        isFirst = index == 0
        isLast = index == items.count - 1
        switch role {
        case .row:
            // Rows outside sections side by side make one group.
            startsGroup = isFirst || items.role(index - 1) != .row
            endsGroup = isLast || items.role(index + 1) != .row
        case .sectionRow(let first, let last):
            startsGroup = first
            endsGroup = last
        case .header, .footer:
            startsGroup = false
            endsGroup = false
        }
    }

    /// Whether a group starts here with no header above it (it then keeps the space between sections).
    var startsGroupWithoutHeader: Bool { startsGroup && !followsHeader }
}

/// One item of a list dressed in the list's style.
struct ListItemChrome: View, PrimitiveView {
    let style: ListStyleKind
    let place: ListPlace
    let content: PrebuiltNodes

    var body: Never { fatalError("ListItemChrome has no body") }

    /// Whether the groups are cards inset from the sides.
    private var insetsCards: Bool { style == .insetGrouped || style == .inset }
    /// Whether sections are apart, on grey.
    private var isGrouped: Bool { style == .insetGrouped || style == .grouped }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let side = insetsCards ? ListMetrics.cardInset : 0
        let dressed: AnyView
        switch place.role {
        case .header:
            dressed = AnyView(content
                .padding(EdgeInsets(top: isGrouped ? ListMetrics.sectionSpacing - 18 : 6, leading: side + 20, bottom: 6, trailing: side + 20))
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(style == .plain ? Color(white: 0.97) : Color.clear))
        case .footer:
            dressed = AnyView(content
                .padding(EdgeInsets(top: 6, leading: side + 20, bottom: 0, trailing: side + 20))
                .frame(maxWidth: .infinity, alignment: .leading))
        case .row, .sectionRow:
            let corners: CGFloat = insetsCards ? ListMetrics.cornerRadius : 0
            let traits = ListRowTraits.declared(in: content.nodes)
            let separated = (!place.endsGroup || style == .plain) && traits.separatorHidden != true
            let background = traits.background ?? nil
            let row = content
                .padding((traits.insets ?? nil) ?? ListMetrics.rowInsets)
                .frame(maxWidth: .infinity, minHeight: ListMetrics.minimumRowHeight, alignment: .leading)
                .overlay(alignment: .bottom) {
                    if separated { ListMetrics.separator.frame(height: 1).padding(.leading, 20) }
                }
                .background {
                    RowBackground(radius: corners, top: place.startsGroup, bottom: place.endsGroup, custom: background)
                }
            let swipe = SwipeActionsMarker.declared(in: content.nodes)
            let swipeable = swipe.leading == nil && swipe.trailing == nil ? AnyView(row)
                : AnyView(SwipeableRow(row: AnyView(row), leading: swipe.leading, trailing: swipe.trailing)
                    .clipShape(UnevenRoundedRectangle(topLeadingRadius: place.startsGroup ? corners : 0, bottomLeadingRadius: place.endsGroup ? corners : 0,
                                                      bottomTrailingRadius: place.endsGroup ? corners : 0, topTrailingRadius: place.startsGroup ? corners : 0)))
            let placed = swipeable
                .padding(.horizontal, side)
                .padding(.top, place.startsGroupWithoutHeader && isGrouped ? ListMetrics.sectionSpacing : 0)
            dressed = AnyView(placed)
        }
        return LayoutCore.makeNodes(dressed.padding(.bottom, place.isLast && isGrouped ? ListMetrics.sectionSpacing : 0), in: environment)
    }
}

/// A row's white background: its top corners rounded when it starts a group, its bottom ones when it ends one.
private struct RowBackground: View, BuiltInView {
    let radius: CGFloat
    let top: Bool
    let bottom: Bool
    /// The row's own background (`listRowBackground`), drawn in the row's shape instead of white.
    let custom: AnyView?

    var body: some View {
        if let custom {
            custom.clipShape(UnevenRoundedRectangle(topLeadingRadius: top ? radius : 0, bottomLeadingRadius: bottom ? radius : 0,
                                                    bottomTrailingRadius: bottom ? radius : 0, topTrailingRadius: top ? radius : 0))
        } else if radius > 0, top || bottom {
            RoundedRectangle(cornerRadius: radius).fill(Color.white)
                .padding(.top, top ? 0 : -radius)
                .padding(.bottom, bottom ? 0 : -radius)
                .clipped()
        } else {
            Color.white
        }
    }
}
