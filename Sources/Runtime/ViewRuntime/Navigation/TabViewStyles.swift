import LayoutCore

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: `.automatic` (a tab bar) or `.page` (pages
/// swiped sideways, with index dots).
public protocol TabViewStyle {
    /// What the tab view does with this style.
    var _kind: _TabViewStyleKind { get }
}

/// The kinds of tab view style.
public enum _TabViewStyleKind: Hashable, Sendable {
    /// A tab bar under the selected tab.
    case tabBar
    /// Pages side by side, one filling the view, turned by a swipe, with dots that show which.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The platform's tab view: a tab bar, as SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The tab bar.
    public init() {}
    /// A tab bar.
    public var _kind: _TabViewStyleKind { .tabBar }
}

/// Pages swiped sideways, as SwiftUI's `PageTabViewStyle`: each tab fills the view, a swipe turns to the next
/// (selecting it), and a row of dots near the bottom shows which page is shown.
public struct PageTabViewStyle: TabViewStyle {
    /// When the index dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Mode: Hashable, Sendable { case automatic, always, never }
        let mode: Mode
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(mode: .automatic)
        /// Always.
        public static let always = IndexDisplayMode(mode: .always)
        /// Never.
        public static let never = IndexDisplayMode(mode: .never)

        /// Whether the dots show for `count` pages.
        func shows(pageCount count: Int) -> Bool {
            switch mode {
            case .automatic: return count > 1
            case .always: return true
            case .never: return false
            }
        }
    }

    /// When the index dots show.
    public var indexDisplayMode: IndexDisplayMode

    /// Pages whose dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

    /// Pages.
    public var _kind: _TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's tab view: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped sideways with index dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages swiped sideways, their dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension EnvironmentValues {
    private enum TabViewStyleKey: EnvironmentKey {
        static let defaultValue = _TabViewStyleKind.tabBar
    }

    /// How the tab views here show their tabs.
    var tabViewStyle: _TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// How the tab views in this view show their tabs, as SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_TabViewStyleKind>> {
        modifier(_EnvironmentKeyWritingModifier(value: style._kind) { environment, kind in environment.values.tabViewStyle = kind })
    }
}

/// The pages of a `.page` tab view: a horizontal paging scroll view of the tabs, each as wide as the view,
/// with the index dots over its bottom edge.
struct TabPages: View {
    let pages: [AnyView]
    let selectedIndex: Int
    let select: (Int) -> Void
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    @Environment(\.pageIndexBackground) private var indexBackground

    /// The dots' diameter, the gap between them and their distance from the bottom edge (HeroSim's numbers
    /// for UIKit's page control).
    static let dot: CGFloat = 7, gap: CGFloat = 9, inset: CGFloat = 12

    var body: some View {
        let position = Binding<Int?>(get: { selectedIndex }, set: { if let index = $0 { select(index) } })
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(pages.indices, id: \.self) { index in
                    pages[index]
                        .containerRelativeFrame(.horizontal)
                        .frame(maxHeight: .infinity)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .scrollPosition(id: position)
        .overlay(alignment: .bottom) {
            if indexDisplayMode.shows(pageCount: pages.count) {
                HStack(spacing: Self.gap) {
                    ForEach(pages.indices, id: \.self) { index in
                        Circle().fill(Color.white.opacity(index == selectedIndex ? 1 : 0.35)).frame(width: Self.dot, height: Self.dot)
                    }
                }
                .padding(.horizontal, indexBackground == .always ? 8 : 0)
                .padding(.vertical, indexBackground == .always ? 6 : 0)
                .background { if indexBackground == .always { Capsule().fill(Color.black.opacity(0.25)) } }
                .padding(.bottom, Self.inset)
                .allowsHitTesting(false)
            }
        }
    }
}
