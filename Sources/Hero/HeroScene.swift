import Foundation
import LayoutCore

/// The scene as a function of state: the grid of cards, and the overlay with the hero when one is open.
public struct HeroScene: View {
    /// The matched-geometry namespace the hero flies in.
    public static let namespace = Namespace.ID("hero")
    /// The matched-geometry key of the flying card.
    public static let heroKey = MatchedGeometryKey(id: AnyHashable("hero"), namespace: namespace)
    /// The id of the frame the presented card occupies.
    public static let overlayTargetID = "overlay-target"
    /// The id of grid cell `index`.
    public static func cellID(_ index: Int) -> String { "cell-\(index)" }

    /// The items in the grid.
    public var items: [HeroItem]
    /// The config (grid sizes, overlay margin, backdrop).
    public var config: HeroConfig
    /// The item open or flying and its progress from cell (0) to overlay (1).
    public var hero: (item: Int, progress: Double)?
    /// The keyboard focus.
    public var focus: Int?
    /// A problem to show at the bottom of the window (an invalid config file), or nil.
    public var banner: String?

    /// Creates the scene.
    public init(items: [HeroItem], config: HeroConfig, hero: (item: Int, progress: Double)?, focus: Int?, banner: String? = nil) {
        self.items = items
        self.config = config
        self.hero = hero
        self.focus = focus
        self.banner = banner
    }

    /// The window's background.
    public static let backgroundColor = Color(hex: 0xF2F2F7)

    public var body: some View {
        ZStack(alignment: .topLeading) {
            HeroScene.backgroundColor
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
            // Exactly the window: a grid taller than the window runs off its bottom edge instead of
            // growing the scene (and with it the overlay).
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
        }
        .overlay {
            if let hero {
                overlayLayer(item: hero.item, progress: hero.progress)
            }
        }
        .overlay(alignment: .bottom) {
            if let banner {
                Text(banner)
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundColor(.white)
                    .padding(12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(hex: 0xC62828, opacity: 0.94))
                    .id("config-error")
            }
        }
    }

    /// A grid cell: the card, hidden (but still taking its space) while it is the hero.
    @ViewBuilder func cell(_ index: Int) -> some View {
        let card = CardView(item: items[index], progress: 0)
            .overlay {
                if focus == index {
                    RoundedRectangle(cornerRadius: CardView.cellCornerRadius + 5)
                        .strokeBorder(Color.accentColor, lineWidth: 3)
                        .padding(-6)
                }
            }
        if hero?.item == index {
            card.hidden().id(HeroScene.cellID(index))
        } else {
            card.id(HeroScene.cellID(index))
        }
    }

    /// The dimmed backdrop and the full-screen card, which renders at the flight's rectangle.
    func overlayLayer(item: Int, progress: Double) -> some View {
        ZStack {
            Color.black.opacity(config.backdropOpacity * progress)
            CardView(item: items[item], progress: progress)
                .matchedGeometryEffect(id: "hero", in: HeroScene.namespace)
                .padding(config.overlayMargin)
                .id(HeroScene.overlayTargetID)
        }
    }
}

/// An icon on a rounded card with its title under it; `progress` morphs it from cell (0) to overlay (1).
public struct CardView: View {
    /// The item shown.
    public var item: HeroItem
    /// 0 in the grid, 1 full-screen.
    public var progress: Double

    /// Corner radius in the grid.
    public static let cellCornerRadius: CGFloat = 18
    /// Corner radius full-screen.
    public static let overlayCornerRadius: CGFloat = 32

    /// Creates a card.
    public init(item: HeroItem, progress: Double) {
        self.item = item
        self.progress = progress
    }

    /// A value morphed between its grid and overlay forms: exact at both ends, never negative (a spring
    /// may overshoot past either end).
    func morph(_ cell: CGFloat, _ overlay: CGFloat) -> CGFloat { max(0, cell * (1 - progress) + overlay * progress) }

    /// The corner radius at this progress.
    public var cornerRadius: CGFloat { morph(CardView.cellCornerRadius, CardView.overlayCornerRadius) }

    public var body: some View {
        VStack(spacing: morph(8, 24)) {
            Image(item.icon).resizable().scaledToFit()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Text(item.title)
                .font(.system(size: morph(13, 34), weight: .semibold))
                .foregroundColor(Color(white: 0.15))
        }
        .padding(morph(16, 48))
        .background(RoundedRectangle(cornerRadius: cornerRadius).fill(item.tint.gradient))
    }
}
