import Foundation

/// A frame whose scene a window's server composites: the kept raster of what lies under a translucent
/// full-window backdrop, the backdrop's colour over it (pixman's OVER), and the pixels drawn above the
/// backdrop, which the painter put in the window's image inside `drawn`. Outside `drawn` the window's image
/// then does not hold the frame; the server's composite does.
public struct BackdropComposition {
    /// What lies under the backdrop (the scene's kept raster, the scene's size).
    public let under: RasterImage
    /// Changes whenever `under`'s pixels change (with `under`'s identity, what tells a server copy is stale).
    public let underVersion: Int
    /// The backdrop's premultiplied pixel, 0xAARRGGBB.
    public let solid: UInt32
    /// The scene's device pixels in the window.
    public let scene: CGRect
    /// The device pixels holding everything drawn above the backdrop (inside `scene`), in the window's image;
    /// nil when nothing is.
    public let drawn: CGRect?

    /// Writes into `image` what the server shows for this composition, outside `drawn`: `under` with the
    /// solid colour over it. For a window whose server cannot composite after all, and for tests.
    public func blend(into image: RasterImage) {
        for part in scene.parts(outside: drawn) { image.copyPixels(from: under, under: solid, in: part) }
    }
}

extension CGRect {
    /// This rectangle without `hole`, as up to four disjoint rectangles (the rows above and below it, and
    /// the columns beside it); all of it when `hole` is nil or outside it.
    func parts(outside hole: CGRect?) -> [CGRect] {
        guard let hole, intersects(hole) else { return [self] }
        let cut = intersection(hole)
        return [
            CGRect(x: minX, y: minY, width: width, height: cut.minY - minY),
            CGRect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY),
            CGRect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height),
            CGRect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
