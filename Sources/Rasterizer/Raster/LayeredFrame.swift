import Foundation
import LayoutCore

/// What one frame of a window shows, bottom to top: the scene, what is drawn over it in its host (the onion
/// skin, the problem bar), and what docks under it in the whole window (the inspector panel or the badge's
/// strip). The scene and its overlays are cut to the scene's size; the dock draws anywhere in the window.
public struct LayeredFrame {
    /// The scene's drawing commands, in a host of the scene's size.
    public var scene: DisplayList
    /// The scene's host.
    public var sceneHost: LayoutHost
    /// Drawn over the scene in its host, in order.
    public var overlays: [DisplayList]
    /// Drawn last, laid out in the whole window; nil when nothing docks.
    public var dock: DisplayList?
    /// The whole window's host: the size of the image the frame is painted into.
    public var windowHost: LayoutHost

    /// A frame of `scene` in `sceneHost`, with `overlays` over it and `dock` in a window of `windowHost`.
    public init(scene: DisplayList, sceneHost: LayoutHost, overlays: [DisplayList] = [], dock: DisplayList? = nil, windowHost: LayoutHost) {
        self.scene = scene
        self.sceneHost = sceneHost
        self.overlays = overlays
        self.dock = dock
        self.windowHost = windowHost
    }

    /// The commands drawn in the scene's host: the scene's, then each overlay's.
    var sceneItems: [DisplayItem] { overlays.isEmpty ? scene.items : scene.items + overlays.flatMap(\.items) }
}
