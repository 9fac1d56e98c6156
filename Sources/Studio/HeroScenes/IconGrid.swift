import Foundation
import StudioFiles
import LayoutCore
import ViewRuntime

/// The built-in demo, written as an ordinary view on the public API: a grid of cards; tapping one flies
/// it by matched geometry to a full-screen card over a dimmed backdrop, and a tap (or Escape) flies it
/// back. A tap during a flight turns it around. The arrow keys move a focus ring, Return and Space open
/// the focused card. The flights use the config's `present` and `dismiss` curves.
public struct IconGrid: View {
    /// The cards.
    public var items: [HeroItem]
    /// Grid sizes, overlay margin and backdrop, and the two flight curves.
    public var config: HeroConfig

    @Namespace private var hero
    /// The card open or opening.
    @State private var selected: Int?
    /// The card away from its cell (open, opening, or on its way back): its cell stays empty.
    @State private var away: Int?
    /// The keyboard focus, nil until the keyboard is used.
    @State private var focus: Int?
    /// Counts dismissals, so a dismissal's completion that was overtaken does nothing.
    @State private var dismissals = 0

    /// The grid of `items` with `config`.
    public init(items: [HeroItem] = HeroItem.catalogue, config: HeroConfig = HeroConfig()) {
        self.items = items
        self.config = config
    }

    /// The id of grid cell `index`, for `.id` look-ups and scenarios.
    public static func cellID(_ index: Int) -> String { "cell-\(index)" }

    /// The window's background.
    public static let backgroundColor = Color(hex: 0xF2F2F7)

    /// The widest a cell gets: an adaptive column splits in two beyond twice its minimum plus a gap.
    var widestCell: CGFloat { 2 * config.minimumCellWidth + config.gridSpacing }

    public var body: some View {
        GeometryReader { proxy in
            content(columns: columns(forWidth: proxy.size.width))
        }
    }

    /// How many columns the adaptive grid has in a window `width` wide (24 points of padding each side).
    func columns(forWidth width: CGFloat) -> Int {
        GridItem.adaptiveColumnCount(width: width - 48, minimum: config.minimumCellWidth, spacing: config.gridSpacing)
    }

    func content(columns: Int) -> some View {
        ZStack(alignment: .topLeading) {
            IconGrid.backgroundColor
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("HeroSim").font(.system(size: 28, weight: .bold)).foregroundColor(Color(white: 0.1))
                    Text("Click an icon, or use the arrow keys and Return. Escape closes, Q quits.")
                        .font(.system(size: 14)).foregroundColor(Color(white: 0.42))
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: config.minimumCellWidth), spacing: config.gridSpacing)],
                          alignment: .leading, spacing: config.gridSpacing) {
                    ForEach(items.indices, id: \.self) { index in cell(index) }
                }
            }
            .padding(24)
            // Exactly the window: a grid taller than the window runs off its bottom edge.
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
        }
        .overlay { overlayLayer }
        .onKeyPress(.escape) { close(); return .handled }
        .onKeyPress(.return) { openFocused(); return .handled }
        .onKeyPress(.space) { openFocused(); return .handled }
        .onKeyPress(.leftArrow) { moveFocus(by: -1, columns: columns, sameRow: true); return .handled }
        .onKeyPress(.rightArrow) { moveFocus(by: 1, columns: columns, sameRow: true); return .handled }
        .onKeyPress(.upArrow) { moveFocus(by: -columns, columns: columns, sameRow: false); return .handled }
        .onKeyPress(.downArrow) { moveFocus(by: columns, columns: columns, sameRow: false); return .handled }
    }

    /// A grid cell: empty (keeping its space) while its card is away; the hand-off back is instant.
    func cell(_ index: Int) -> some View {
        CardView(item: items[index], style: .cell)
            .overlay {
                if focus == index {
                    RoundedRectangle(cornerRadius: CardStyle.cell.cornerRadius + 5)
                        .strokeBorder(Color.accentColor, lineWidth: 3)
                        .padding(-6)
                }
            }
            .opacity(away == index ? 0 : 1)
            .transaction { $0.animation = nil }
            // The open card is its group's one source; the emptied cell follows it, unseen.
            .matchedGeometryEffect(id: index, in: hero, isSource: selected != index)
            .id(IconGrid.cellID(index))
            .onTapGesture { open(index) }
    }

    /// The backdrop and the full-screen card, above everything; while a card is away, any tap turns it
    /// around (or closes it).
    var overlayLayer: some View {
        ZStack {
            if selected != nil {
                Color.black.opacity(config.backdropOpacity)
            }
            if let item = selected {
                ResponsiveCardView(item: items[item], widestCell: widestCell)
                    .matchedGeometryEffect(id: item, in: hero)
                    .padding(config.overlayMargin)
                    .id("overlay-target")
                    .transition(.identity)
            }
            if away != nil {
                // Above the card too: a click anywhere, on the card or beside it, closes or turns around.
                Color.clear.contentShape(Rectangle()).onTapGesture { turnAround() }
            }
        }
    }

    func open(_ index: Int) {
        guard away == nil, items.indices.contains(index) else { return }
        withAnimation(Animation(config.present)) {
            selected = index
            away = index
            if focus != nil { focus = index }
        }
    }

    func close() {
        guard selected != nil else { return }
        dismissals += 1
        let dismissal = dismissals
        withAnimation(Animation(config.dismiss)) {
            selected = nil
        } completion: {
            if dismissal == dismissals, selected == nil { away = nil }
        }
    }

    func turnAround() {
        if selected != nil {
            close()
        } else if let item = away {
            withAnimation(Animation(config.present)) { selected = item }
        }
    }

    func openFocused() {
        guard away == nil, let focus else { return }
        open(focus)
    }

    func moveFocus(by delta: Int, columns: Int, sameRow: Bool) {
        guard away == nil, !items.isEmpty else { return }
        guard let current = focus else { focus = 0; return }
        let target = current + delta
        guard target >= 0, target < items.count else { return }
        if sameRow, target / columns != current / columns { return }
        focus = target
    }
}
