import LayoutCore

/// One screen of a navigation stack: its content (built already) below its bar, on the screen's white
/// background (pushed screens), slid in from the trailing edge when pushed.
struct NavigationScreen {
    let content: [Node]
    let info: NavigationScreenInfo
    let isLarge: Bool
    let backTitle: String
    let back: DismissAction?
    /// The screen's environment: its path, its dismiss action.
    let environment: BuildEnvironment
    let depth: Int

    /// Whether the screen shows a bar: not when hidden, nor on a root with no title and no toolbar.
    var hasBar: Bool {
        !info.barHidden && (depth > 0 || !(info.title ?? "").isEmpty || !info.toolbars.isEmpty)
    }

    /// The zoom this screen comes in with, if it declares one.
    var zoom: ZoomTransitionGroup? {
        if case .zoom(let group) = info.transition { return group }
        return nil
    }

    /// The screen as a view; `cover` is the screen pushed right above it, if any.
    func view(coveredBy cover: NavigationScreen?) -> AnyView {
        let body = ZStack { BuiltNodes(nodes: content) }.frame(maxWidth: .infinity, maxHeight: .infinity)
        let withBar: AnyView = hasBar ? AnyView(body.safeAreaInset(edge: .top, spacing: 0) { bar() }) : AnyView(body)
        // A screen zoomed over this one leaves it in place.
        let shifted = withBar.modifier(NavigationCoverShift(fraction: cover != nil && cover?.zoom == nil ? 1 : 0))
        // The root draws on the window; a pushed screen hides the screens under it.
        guard depth > 0 else { return AnyView(shifted) }
        let screen = shifted.background(Color.white)
        if let zoom { return AnyView(screen.zoomDestination(zoom, dismiss: back)) }
        return AnyView(screen.transition(.move(edge: .trailing)))
    }

    /// The bar, with the toolbar's items sorted into their places.
    private func bar() -> NavigationBar {
        var leading: [Node] = [], principal: [Node] = [], trailing: [Node] = []
        for (index, toolbar) in info.toolbars.enumerated() {
            // Built here, in the screen's environment, so the bar's font and tint are given to them here.
            let styled = toolbar.font(NavigationBarMetrics.itemFont).foregroundColor(NavigationBarMetrics.accent)
            for node in LayoutCore.makeNodes(styled, in: environment.appendingPath("toolbar-\(index)")) {
                switch ToolbarPlacementMarker.slot(of: node) {
                case .leading: leading.append(node)
                case .principal: principal.append(node)
                case .trailing: trailing.append(node)
                }
            }
        }
        return NavigationBar(title: info.title, isLarge: isLarge, backTitle: back == nil ? nil : backTitle, back: back,
                             leading: leading, principal: principal, trailing: trailing)
    }
}

/// Moves a covered screen a third of its width towards the leading edge (`fraction` 1), as UIKit's push
/// moves the screen under the new one; animatable, so it follows the push's curve.
struct NavigationCoverShift: GeometryEffect {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -size.width * fraction / 3, y: 0))
    }
}
