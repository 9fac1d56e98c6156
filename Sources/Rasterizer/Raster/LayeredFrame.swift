import Foundation
import LayoutCore

/// What one frame of a window shows: the scene at the top with what is drawn over it in its host (the onion
/// skin, the problem bar), and what docks under it at the window's bottom edge, in a host of its own (the
/// inspector panel or the badge's strip). Each is cut to its own size.
public struct LayeredFrame {
    /// The scene's drawing commands, in a host of the scene's size.
    package var scene: DisplayList
    /// The scene's host.
    package var sceneHost: LayoutHost
    /// Drawn over the scene in its host, in order.
    package var overlays: [DisplayList]
    /// What docks under the scene, laid out in a host of its own size, and that host; nil when nothing docks.
    package var dock: (list: DisplayList, host: LayoutHost)?
    /// The whole window's host: the size of the image the frame is painted into.
    package var windowHost: LayoutHost

    /// A frame of `scene` in `sceneHost`, with `overlays` over it and `dock` (drawn in its host at the window's
    /// bottom edge) in a window of `windowHost`.
    package init(scene: DisplayList, sceneHost: LayoutHost, overlays: [DisplayList] = [], dock: (list: DisplayList, host: LayoutHost)? = nil,
                windowHost: LayoutHost) {
        self.scene = scene
        self.sceneHost = sceneHost
        self.overlays = overlays
        self.dock = dock
        self.windowHost = windowHost
    }

    /// The commands drawn in the scene's host: the scene's, then each overlay's.
    var sceneItems: [DisplayItem] { overlays.isEmpty ? scene.items : scene.items + overlays.flatMap(\.items) }
}
