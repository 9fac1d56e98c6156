import LayoutCore

/// How a navigation bar shows its title, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    /// Large or inline.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large on a stack's root, inline on pushed screens (the stack's default).
        case automatic
        /// 17-pt semibold, centred in the 44-pt bar.
        case inline
        /// 34-pt bold, leading, under the 44-pt bar.
        case large
    }
}

/// Whether a bar shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform's choice (shown).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// What a screen of a navigation stack says about its bar: found in its built nodes by the stack.
enum NavigationBarMarker: NodeMarker {
    case title(String)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case backButtonHidden(Bool)
    case barVisibility(Visibility)
    case toolbar(AnyView)
    case transition(_NavigationTransitionKind)
}

extension View {
    /// The title the navigation bar shows while this view is on top of its stack.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: NavigationBarMarker.title(title)))
    }

    /// SwiftUI's older spelling of `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: String) -> ModifiedContent<Self, _RuntimeMarkerModifier> { navigationTitle(title) }

    /// Large or inline title for this screen of the stack.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: NavigationBarMarker.displayMode(mode)))
    }

    /// Hides the back button of this pushed screen (the screen can still pop with `\.dismiss`).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: NavigationBarMarker.backButtonHidden(hidesBackButton)))
    }

    /// Hides or shows the navigation bar of this screen: `.toolbar(.hidden)` (HeroSim has one bar, the
    /// navigation bar, so the placement is not asked for).
    public func toolbar(_ visibility: Visibility) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: NavigationBarMarker.barVisibility(visibility)))
    }

    /// Hides or shows the navigation bar of this screen, as SwiftUI's `navigationBarHidden(_:)`.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        toolbar(hidden ? .hidden : .automatic)
    }

    /// Items for the navigation bar of this screen: `ToolbarItem(placement:)`s, `ToolbarItemGroup`s, or
    /// plain views (placed at the trailing end, as `.automatic` is on iPhone).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: NavigationBarMarker.toolbar(AnyView(content()))))
    }
}

/// What a stack found on one screen: its title, display mode, toolbar, the destinations it registers.
struct NavigationScreenInfo {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var backButtonHidden = false
    var barHidden = false
    var toolbars: [AnyView] = []
    var destinations: [NavigationDestinationMarker] = []
    var presented: [NavigationPresentedMarker] = []
    /// How the screen comes in and goes back (`navigationTransition(_:)`).
    var transition: _NavigationTransitionKind = .automatic

    /// Looks through `nodes` (the screen's content) for the markers, the outermost first; it does not look
    /// into a nested stack or a hidden view (an unselected tab).
    init(scanning nodes: [Node]) {
        var stack = nodes.reversed() as [Node]
        while let node = stack.popLast() {
            switch node.kind {
            case .hidden: continue
            case .marker(let marker):
                if marker is NavigationBoundaryMarker { continue }
                note(marker)
            default: break
            }
            stack.append(contentsOf: node.children.reversed())
        }
    }

    private mutating func note(_ marker: any NodeMarker) {
        if let bar = marker as? NavigationBarMarker {
            switch bar {
            case .title(let title): if self.title == nil { self.title = title }
            case .displayMode(let mode): if displayMode == .automatic { displayMode = mode }
            case .backButtonHidden(let hidden): backButtonHidden = backButtonHidden || hidden
            case .barVisibility(let visibility): barHidden = barHidden || visibility == .hidden
            case .toolbar(let content): toolbars.append(content)
            case .transition(let kind): if transition == .automatic { transition = kind }
            }
        } else if let destination = marker as? NavigationDestinationMarker {
            destinations.append(destination)
        } else if let presented = marker as? NavigationPresentedMarker, presented.isPresented.wrappedValue {
            self.presented.append(presented)
        }
    }
}

/// Where the stack's look for bar markers stops: a nested stack has a bar of its own.
struct NavigationBoundaryMarker: NodeMarker {
    func handOver(to kept: any NodeMarker) -> Bool { kept is NavigationBoundaryMarker }
}
