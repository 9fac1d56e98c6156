import LayoutCore

/// The navigation bar's measures, from UIKit's defaults (Apple's iOS 17 UI design kit and the HIG's
/// "Navigation bars"): a 44-pt bar (`UINavigationBar`'s standard height); with a large title, a 52-pt
/// title area under it (96 pt in all); the large title in 34-pt bold (`.largeTitle`), leading at the 16-pt
/// layout margin, 8 pt above the bar's bottom; the inline title in 17-pt semibold (`.headline`), centred;
/// bar buttons in 17-pt regular in the accent blue at the 16-pt margins; the back chevron 8 pt from the
/// leading edge with 6 pt before its title.
enum NavigationBarMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleAreaHeight: CGFloat = 52
    static let largeTitleFont = Font.system(size: 34, weight: .bold)
    static let inlineTitleFont = Font.system(size: 17, weight: .semibold)
    static let itemFont = Font.system(size: 17)
    static let margin: CGFloat = 16
    static let largeTitleBottomInset: CGFloat = 8
    static let backChevronInset: CGFloat = 8
    static let backChevronSize = CGSize(width: 12, height: 20)
    static let backTitleSpacing: CGFloat = 6
    /// The system accent blue, rgb(0, 122, 255).
    static let accent = Color(red: 0, green: 122.0 / 255, blue: 1)
}

/// One screen's navigation bar: the back button and the leading items, the title or the principal item,
/// the trailing items, and the large title under them.
struct NavigationBar: View, BuiltInView {
    let title: String?
    let isLarge: Bool
    /// The back button's title (the previous screen's title, or "Back"), nil on the root.
    let backTitle: String?
    let back: DismissAction?
    let leading: [Node]
    let principal: [Node]
    let trailing: [Node]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 0) {
                    if let backTitle, let back {
                        BackButton(title: backTitle, action: back).id(NavigationBarIDs.backButton)
                    } else if !leading.isEmpty {
                        Color.clear.frame(width: NavigationBarMetrics.margin, height: 1)
                    }
                    if !leading.isEmpty { HStack(spacing: 8) { BuiltNodes(nodes: leading) } }
                    Spacer(minLength: 0)
                    if !trailing.isEmpty {
                        HStack(spacing: 16) { BuiltNodes(nodes: trailing) }
                        Color.clear.frame(width: NavigationBarMetrics.margin, height: 1)
                    }
                }
                if !principal.isEmpty {
                    BuiltNodes(nodes: principal)
                } else if let title, !isLarge {
                    Text(title).font(NavigationBarMetrics.inlineTitleFont).foregroundColor(.primary).id(NavigationBarIDs.inlineTitle)
                }
            }
            .font(NavigationBarMetrics.itemFont)
            .foregroundColor(NavigationBarMetrics.accent)
            .frame(maxWidth: .infinity)
            .frame(height: NavigationBarMetrics.barHeight)
            if isLarge {
                Text(title ?? "").font(NavigationBarMetrics.largeTitleFont).foregroundColor(.primary).id(NavigationBarIDs.largeTitle)
                    .padding(.leading, NavigationBarMetrics.margin)
                    .padding(.bottom, NavigationBarMetrics.largeTitleBottomInset)
                    .frame(maxWidth: .infinity, alignment: .bottomLeading)
                    .frame(height: NavigationBarMetrics.largeTitleAreaHeight, alignment: .bottomLeading)
            }
        }
        // At the scroll edge iOS 15+ draws the bar without a material or hairline: the screen's background.
        .background(Color.white.ignoresSafeArea(edges: .top))
        .id(NavigationBarIDs.bar)
    }
}

/// The ids HeroSim gives the parts of a navigation bar (tests and the inspector find them by these).
package enum NavigationBarIDs {
    /// The bar (44 or 96 pt tall, under the top safe area).
    package static let bar = "navigation-bar"
    /// The back button.
    package static let backButton = "navigation-back-button"
    /// The inline title.
    package static let inlineTitle = "navigation-inline-title"
    /// The large title.
    package static let largeTitle = "navigation-large-title"
}

/// "‹ Title": the chevron and the previous screen's title, in the accent blue; a tap pops.
struct BackButton: View, BuiltInView {
    let title: String
    let action: DismissAction

    var body: some View {
        HStack(spacing: NavigationBarMetrics.backTitleSpacing) {
            BackChevron().stroke(NavigationBarMetrics.accent, lineWidth: 3)
                .frame(width: NavigationBarMetrics.backChevronSize.width, height: NavigationBarMetrics.backChevronSize.height)
            Text(title).font(NavigationBarMetrics.itemFont).foregroundColor(NavigationBarMetrics.accent)
        }
        .padding(.leading, NavigationBarMetrics.backChevronInset)
        .padding(.trailing, 8)
        .frame(height: NavigationBarMetrics.barHeight)
        .contentShape(Rectangle())
        .onTapGesture { action() }
    }
}

/// The back button's chevron: two strokes meeting at the leading edge, inset by half the line width.
struct BackChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let inset: CGFloat = 1.5
        path.move(to: CGPoint(x: rect.maxX - inset, y: rect.minY + inset))
        path.addLine(to: CGPoint(x: rect.minX + inset, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.maxY - inset))
        return path
    }
}
