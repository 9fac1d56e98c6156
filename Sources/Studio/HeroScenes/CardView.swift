import Foundation
import StudioFiles
import LayoutCore

/// How a card looks at a given width: grid cells (up to the widest an adaptive column gets) look like
/// cells, wide cards like the full-screen card, and the sizes between blend, so a card flying between the
/// two changes its look with its size and matches each end exactly.
public struct CardStyle: Hashable, Sendable {
    /// Corner radius.
    public var cornerRadius: CGFloat
    /// Space between the icon and the title.
    public var spacing: CGFloat
    /// Title size.
    public var fontSize: CGFloat
    /// Padding around the content.
    public var padding: CGFloat

    /// The style of a grid cell.
    public static let cell = CardStyle(cornerRadius: 18, spacing: 8, fontSize: 13, padding: 16)
    /// The style of the full-screen card.
    public static let overlay = CardStyle(cornerRadius: 32, spacing: 24, fontSize: 34, padding: 48)
    /// From this width on, a card has the full-screen style.
    public static let overlayWidth: CGFloat = 720

    /// The style at `width`, for a grid whose cells are at most `widestCell` wide.
    public init(width: CGFloat, widestCell: CGFloat) {
        let span = CardStyle.overlayWidth - widestCell
        let t = span > 0 ? min(1, max(0, (width - widestCell) / span)) : (width > widestCell ? 1 : 0)
        func blend(_ a: CGFloat, _ b: CGFloat) -> CGFloat { t == 0 ? a : t == 1 ? b : a + (b - a) * t }
        self.init(cornerRadius: blend(CardStyle.cell.cornerRadius, CardStyle.overlay.cornerRadius),
                  spacing: blend(CardStyle.cell.spacing, CardStyle.overlay.spacing),
                  fontSize: blend(CardStyle.cell.fontSize, CardStyle.overlay.fontSize),
                  padding: blend(CardStyle.cell.padding, CardStyle.overlay.padding))
    }

    init(cornerRadius: CGFloat, spacing: CGFloat, fontSize: CGFloat, padding: CGFloat) {
        self.cornerRadius = cornerRadius
        self.spacing = spacing
        self.fontSize = fontSize
        self.padding = padding
    }
}

/// An icon on a rounded card with its title under it.
/// Equatable: an update that leaves a card's item and style as they were keeps the card's nodes, as
/// SwiftUI skips the body of an equatable view that did not change.
public struct CardView: View, Equatable {
    /// The item shown.
    public var item: HeroItem
    /// How it looks.
    public var style: CardStyle

    /// A card of `item` in `style`.
    public init(item: HeroItem, style: CardStyle) {
        self.item = item
        self.style = style
    }

    public var body: some View {
        VStack(spacing: style.spacing) {
            Image(item.icon).resizable().scaledToFit()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Text(item.title)
                .font(.system(size: style.fontSize, weight: .semibold))
                .foregroundColor(Color(white: 0.15))
        }
        .padding(style.padding)
        .background(RoundedRectangle(cornerRadius: style.cornerRadius).fill(item.tint.gradient))
    }
}

/// A card that takes its style from the size it is given: the full-screen card, which looks like a grid
/// cell while it flies at a cell's size.
struct ResponsiveCardView: View {
    let item: HeroItem
    let widestCell: CGFloat
    var body: some View {
        GeometryReader { proxy in
            CardView(item: item, style: CardStyle(width: proxy.size.width, widestCell: widestCell))
        }
    }
}
