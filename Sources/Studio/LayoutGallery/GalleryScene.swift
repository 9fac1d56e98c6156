import LayoutCore

/// One scenario from the source documents, written as a view, with the host it is shown in.
public struct GalleryScene {
    /// A short identifier, used on the command line (`herosim layout NAME`).
    public let name: String
    /// One sentence on what the scene demonstrates.
    public let caption: String
    /// The host size and safe area the scene is laid out in.
    package let host: LayoutHost
    /// The scene's view.
    public let view: AnyView

    /// Creates a scene.
    package init<V: View>(name: String, caption: String, host: LayoutHost = LayoutHost(size: CGSize(width: 600, height: 500)), view: V) {
        self.name = name
        self.caption = caption
        self.host = host
        self.view = AnyView(view)
    }

    /// A phone-like host: 390×844 points with 47 points of unsafe area at the top and 34 at the bottom.
    package static let phoneHost = LayoutHost(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    /// Every scene, in the order the gallery shows them.
    public static var all: [GalleryScene] { [
        StackedRectangles.scene, CornerCircles.scene, RequiredSize.scene, NestedZStacks.scene,
        GeometryBackground.scene, ThreeCircles.scene, RenderOrder.scene, TopSafeAreaBackground.scene,
        BottomBar.scene, ZStackUnion.scene, CartBadge.scene, TextHighlight.scene, GradientIcon.scene,
        DownloadButtonScene.scene,
    ] }

    /// The scene called `name`, if there is one.
    public static func named(_ name: String) -> GalleryScene? { all.first { $0.name == name } }
}
