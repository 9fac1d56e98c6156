import LayoutCore

/// A full-screen cover: its content on white over the whole window, sliding up from the bottom, or zooming
/// out of its source when the content declares `navigationTransition(.zoom(sourceID:in:))`. The content is
/// built first, so its transition can be read from it, as a navigation stack reads its screens'.
struct FullScreenCover: View, PrimitiveView {
    let content: AnyView
    let dismiss: DismissAction
    let onDismiss: (() -> Void)?

    var body: Never { fatalError("FullScreenCover has no body") }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        var contentEnvironment = environment.appendingPath("content")
        contentEnvironment.values.dismiss = dismiss
        let nodes = LayoutCore.makeNodes(content, in: contentEnvironment)
        let onDismiss = self.onDismiss
        let cover = BuiltNodes(nodes: nodes)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.white)
            .onDisappear { onDismiss?() }
            .id(PresentationIDs.fullScreenCover)
        let presented: AnyView
        if case .zoom(let group) = NavigationScreenInfo(scanning: nodes).transition {
            presented = AnyView(cover.zoomDestination(group, dismiss: dismiss))
        } else {
            presented = AnyView(cover.transition(.move(edge: .bottom)))
        }
        return LayoutCore.makeNodes(presented, in: environment.appendingPath("cover"))
    }
}
