import LayoutCore

/// The screens of a navigation stack, built bottom first: each screen's content is built, its bar markers
/// and destinations read from what it built (as SwiftUI's preferences), then its bar is built from them.
/// The screens sit in one z-stack, the top one last; a change of the screens animates with the push curve.
struct NavigationScreens: View, PrimitiveView {
    let root: AnyView
    let values: [AnyHashable]
    let pushedViews: [PushedView]
    let controller: NavigationController

    /// How deep a stack goes: a path longer than this (a runaway loop pushing) shows its first screens.
    static let maximumDepth = 64

    /// UIKit's push: 0.35 s (`UINavigationController`'s parallax transition), ease in and out.
    static let pushAnimation = Animation.easeInOut(duration: 0.35)

    var body: Never { fatalError("NavigationScreens has no body") }

    /// A screen to build: its identity and its content.
    private struct Pending {
        let key: AnyHashable
        let content: AnyView
        /// What pops it when it was presented by a `navigationDestination(isPresented:)`.
        var presentedBy: NavigationPresentedMarker?
    }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        var destinations: [NavigationDestinationMarker] = []
        var queue: [Pending] = [Pending(key: "root", content: root)]
        var remainingValues = values[...]
        var remainingViews = pushedViews[...]
        var built: [NavigationScreen] = []
        var keys: [AnyHashable] = []
        var previous: (title: String?, isLarge: Bool)?
        var depth = 0
        while true {
            if depth == Self.maximumDepth {
                environment.diagnostics.warn("a navigation stack is \(Self.maximumDepth) screens deep; the screens above are not shown")
                break
            }
            let pending: Pending
            if !queue.isEmpty {
                pending = queue.removeFirst()
            } else if let value = remainingValues.popFirst() {
                let index = values.count - remainingValues.count - 1
                var content = destinations.reversed().lazy.compactMap { $0.view(for: value) }.first
                if content == nil {
                    environment.diagnostics.warn("no navigationDestination(for: \(type(of: value.base)).self) in the stack for the pushed value \(value.base)")
                    content = AnyView(MissingDestination(value: "\(value.base)"))
                }
                pending = Pending(key: ScreenKey.value(index, value), content: content ?? AnyView(EmptyView()))
            } else if let pushed = remainingViews.popFirst() {
                pending = Pending(key: ScreenKey.view(pushed.id), content: pushed.view)
            } else {
                break
            }
            var screenEnvironment = environment.appendingPath(pending.key)
            screenEnvironment.values.navigationScreen = NavigationScreenContext(controller: controller, depth: depth)
            if depth > 0 {
                screenEnvironment.values.dismiss = pending.presentedBy?.dismissAction ?? controller.dismissAction(depth: depth)
            }
            let content = LayoutCore.makeNodes(pending.content, in: screenEnvironment.appendingPath("content"))
            let info = NavigationScreenInfo(scanning: content)
            destinations += info.destinations
            for (offset, presented) in info.presented.enumerated() {
                queue.insert(Pending(key: ScreenKey.presented(pending.key, offset), content: presented.destination, presentedBy: presented), at: offset)
            }
            let isLarge: Bool
            switch info.displayMode {
            case .large: isLarge = true
            case .inline: isLarge = false
            case .automatic: isLarge = info.title.map { !$0.isEmpty } ?? false && (previous?.isLarge ?? true)
            }
            let back = depth == 0 || info.backButtonHidden ? nil : screenEnvironment.values.dismiss
            let backTitle = previous.flatMap { $0.title.flatMap { $0.isEmpty ? nil : $0 } } ?? "Back"
            built.append(NavigationScreen(content: content, info: info, isLarge: isLarge, backTitle: backTitle, back: back,
                                          environment: screenEnvironment, depth: depth))
            keys.append(pending.key)
            previous = (info.title, isLarge)
            depth += 1
        }
        // Then each screen with its bar, those under the top one moved a third of the way out.
        var screens: [Node] = []
        for (index, screen) in built.enumerated() {
            let cover = index + 1 < built.count ? built[index + 1] : nil
            screens += LayoutCore.makeNodes(screen.view(coveredBy: cover), in: screen.environment)
        }
        let stack = zstack(screens, path: environment.path.appending("screens"))
        let zooming = Set(zip(keys, built).compactMap { key, screen in screen.zoom == nil ? nil : key })
        let animation = controller.screenAnimation(for: keys, zooming: zooming, push: Self.pushAnimation, zoom: ZoomTransitionMetrics.animation)
        let animated = LayoutCore.makeNodes(BuiltNodes(nodes: [stack]).animation(animation, value: keys),
                                            in: environment.appendingPath("animated"))
        return animated.map { node in
            var boundary = Node(.marker(NavigationBoundaryMarker()), children: [node])
            boundary.path = environment.path.appending("boundary")
            return boundary
        }
    }

    private func zstack(_ nodes: [Node], path: ViewPath) -> Node {
        var stack = Node(.zstack(.center), children: nodes)
        stack.path = path
        return stack
    }
}

/// The identity of a screen: the root, a pushed value at its index, a pushed view by its number, or a
/// screen a `navigationDestination(isPresented:)` shows.
enum ScreenKey: Hashable {
    case value(Int, AnyHashable)
    case view(Int)
    case presented(AnyHashable, Int)
}

/// Where a pushed value has no `navigationDestination(for:)` of its type, as SwiftUI shows.
struct MissingDestination: View, BuiltInView {
    let value: String
    var body: some View {
        Text("No destination for \(value)").font(.system(size: 17)).foregroundColor(.secondary)
    }
}
