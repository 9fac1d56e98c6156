import LayoutCore

/// The window's presentations: after the root is built, the presentation markers in it (the tree's order)
/// become layers above the root, each over the whole window (safe areas included), so that a sheet
/// declared on a small view still covers the window, as on iOS. Only trees that declared a presentation
/// are looked through (and wrapped: the root then sits in a z-stack with the layers).
enum PresentationLayer {
    /// `root` with the presentations it declares above it, in a window of `host`'s size.
    static func wrap(_ root: Node, in environment: BuildEnvironment, host: LayoutHost, store: StateStore) -> Node {
        guard store.usesPresentations else { return root }
        var found = markers(in: [root])
        var children = [root]
        var index = 0
        // A presentation's content can present again (an alert over a sheet): its layer goes above it.
        while index < found.count, index < maximumLayers {
            let entry = found[index]
            var layerEnvironment = environment
            layerEnvironment.path = environment.path.appending("presentation").appending(entry.path)
            let layer = PresentationView(marker: entry.marker, window: host.size, safeArea: host.safeAreaInsets)
                .zIndex(Double(index + 1))
            let nodes = LayoutCore.makeNodes(layer, in: layerEnvironment)
            children += nodes
            found += markers(in: nodes)
            index += 1
        }
        var wrapper = Node(.zstack(.center), children: children)
        wrapper.path = environment.path.appending("presentation-root")
        return wrapper
    }

    /// How many presentations show at once, at most (presentations that present each other without end stop here).
    static let maximumLayers = 16

    /// The presentation markers in `nodes`, in the tree's order.
    private static func markers(in nodes: [Node]) -> [(path: ViewPath, marker: PresentationMarker)] {
        var found: [(path: ViewPath, marker: PresentationMarker)] = []
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            if case .marker(let marker) = node.kind, let presentation = marker as? PresentationMarker, let path = node.path {
                found.append((path, presentation))
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }
}

/// One presentation's layer: nothing while it is not presented; else its backdrop and card, which come in
/// and go out with the presentation's own animation.
struct PresentationView: View, BuiltInView {
    let marker: PresentationMarker
    let window: CGSize
    let safeArea: EdgeInsets

    /// UIKit's modal presentation: a critically damped spring of about half a second.
    static let animation = Animation.spring(response: 0.5, dampingFraction: 1)

    var body: some View {
        let content = marker.content
        ZStack(alignment: .bottom) {
            if let content {
                switch marker.style {
                case .sheet:
                    SheetPresentation(content: content, dismiss: marker.dismiss, onDismiss: marker.onDismiss, window: window, safeArea: safeArea)
                case .fullScreenCover:
                    FullScreenCover(content: content, dismiss: marker.dismiss, onDismiss: marker.onDismiss)
                case .alert(let title, let message):
                    AlertPresentation(title: title, message: message, actions: content, dismiss: marker.dismiss)
                case .confirmationDialog(let title, let showsTitle, let message):
                    DialogPresentation(title: showsTitle ? title : nil, message: message, actions: content, dismiss: marker.dismiss,
                                       bottomInset: safeArea.bottom)
                case .contextMenu(let lifted):
                    ContextMenuPresentation(lifted: lifted, actions: content, dismiss: marker.dismiss, window: window)
                case .card:
                    CardPresentation(content: content, dismiss: marker.dismiss)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .ignoresSafeArea()
        .animation(Self.animation, value: content != nil)
    }
}

/// The ids HeroSim gives the parts of presentations (tests find them by these).
package enum PresentationIDs {
    /// A sheet's card.
    package static let sheet = "presentation-sheet"
    /// The dimmed backdrop behind a sheet, an alert or a dialog.
    package static let backdrop = "presentation-backdrop"
    /// A full-screen cover.
    package static let fullScreenCover = "presentation-full-screen-cover"
    /// An alert's card.
    package static let alert = "presentation-alert"
    /// A confirmation dialog's card of actions.
    package static let dialog = "presentation-dialog"
    /// An open context menu's preview and menu.
    package static let contextMenu = "presentation-context-menu"
    /// A control's editor card (a compact date picker's calendar or wheels).
    package static let card = "presentation-card"
}

/// The dimmed backdrop behind a presentation: black at `opacity`, fading in and out; a tap runs `tap`.
struct PresentationBackdrop: View, BuiltInView {
    let opacity: Double
    let tap: (() -> Void)?

    var body: some View {
        Color.black.opacity(opacity)
            .onTapGesture { tap?() }
            .transition(.opacity)
            .id(PresentationIDs.backdrop)
    }
}
