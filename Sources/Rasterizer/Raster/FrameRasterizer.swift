import Foundation
import LayoutCore

/// Draws the successive frames of one scene, keeping the raster of the drawing that did not change.
///
/// The drawing commands that the last two frames share from the start (up to a point outside every
/// group, clip and shadow layer) are kept as a raster; a frame that starts with the same commands copies
/// that raster and draws only the rest. During a hero flight that is everything under the moving views:
/// the grid is drawn once, and a frame costs a copy, the backdrop and the hero. A frame that shares
/// nothing with the one before is kept whole; a frame whose commands differ from the kept ones only in a
/// run in the middle (a tapped cell empties) has only the pixels of that run drawn again. Drawing commands in
/// order over a copy of the pixels they produced is exactly drawing them all, so every frame has the
/// pixels `CairoRenderer.render` would give it, byte for byte.
public final class FrameRasterizer {
    /// The renderer that draws the commands.
    public let renderer: CairoRenderer
    private var base: RasterImage?
    private var baseItems: [DisplayItem] = []
    private var baseHost: LayoutHost?
    private var previousItems: [DisplayItem] = []
    private var previousSize: (width: Int, height: Int)?

    /// How many drawing commands the last frame took from the kept raster instead of drawing them.
    public private(set) var reusedItemCount = 0
    /// Whether the last frame blended a full-window backdrop into the copy of the kept raster.
    public private(set) var blendedBackdrop = false
    /// The device pixels of the kept raster the last frame redrew because commands in its middle changed:
    /// whole rows, from the first redrawn to the last (nil when it was kept whole, extended, or drawn afresh).
    public private(set) var repairedPixels: CGRect?
    /// Whether the last frame drew the kept raster from nothing (the first frame, or one that shares too
    /// little with the kept commands to repair them).
    public private(set) var drewKeptRasterAfresh = false
    /// Whether the last frame drew exactly the commands of the frame drawn before it, at the same size
    /// for the same host: its pixels are that frame's, byte for byte.
    public private(set) var repeatedPreviousFrame = false

    /// Whether the kept raster stops under a translucent full-window backdrop (the grid under an open hero)
    /// instead of taking in the backdrop and what lies over it when frames repeat.
    public let keepsSceneUnderBackdrop: Bool

    /// Creates a rasterizer drawing with `renderer`. With `keepsSceneUnderBackdrop` (a window, which draws
    /// nothing for a frame that repeats the last), the scene under a translucent full-window backdrop stays
    /// kept, so that the flight back shares it instead of drawing it again from nothing; without it (frames
    /// drawn whole one after another, as headless renders do), a frame that repeats is a copy of the kept
    /// raster.
    public init(renderer: CairoRenderer, keepsSceneUnderBackdrop: Bool = false) {
        self.renderer = renderer
        self.keepsSceneUnderBackdrop = keepsSceneUnderBackdrop
    }

    /// Draws `list` into `image` (`host.size × host.scale` pixels), reusing the kept raster when the list
    /// starts with the commands it holds.
    package func render(_ list: DisplayList, host: LayoutHost, into image: RasterImage) {
        render(list, host: host, into: image, within: nil)
    }

    /// Draws `list`, a scene of `host.size × host.scale` pixels, into the top-left corner of `image` (at least
    /// that large), only inside `rects` (whole device pixels that do not overlap; nil: the whole scene). The
    /// pixels inside them come out as drawing all of `list` would make them; the others stay.
    package func render(_ list: DisplayList, host: LayoutHost, into image: RasterImage, within rects: [CGRect]?) {
        let items = list.items
        let width = min(image.width, CairoRenderer.pixels(host.size.width, host.scale))
        let height = min(image.height, CairoRenderer.pixels(host.size.height, host.scale))
        let scene = CGRect(x: 0, y: 0, width: width, height: height)
        let targets = (rects ?? [scene]).map { $0.intersection(scene) }.filter { !$0.isEmpty }
        if baseHost != host || previousSize.map({ $0 != (width, height) }) ?? false {
            forget()
            baseHost = host
        }
        // The kept commands are always a prefix of the previous frame's, so one comparison tells both
        // whether the kept raster still applies and how far the last two frames agree.
        let stable = FrameRasterizer.sharedPrefix(items, previousItems)
        repeatedPreviousFrame = previousSize != nil && stable == items.count && items.count == previousItems.count
        previousSize = (width, height)
        repairedPixels = nil
        if stable < baseItems.count, !repairBase(items, from: stable, host: host) {
            baseItems = []
        }
        // What the last two frames agree on is likely to stay: keep it, extending the raster in place (for a
        // window, only up to a translucent full-window backdrop: what lies under one, the grid under an open
        // hero, is what the frames share again when it fades; drawn over in place, it would be lost).
        let keeping = baseItems.isEmpty || !keepsSceneUnderBackdrop ? stable : FrameRasterizer.end(of: items, from: baseItems.count, to: stable) {
            renderer.coveringSolidPixel($0, host: host, width: width, height: height).map { $0 >> 24 < 0xFF } ?? false
        }
        drewKeptRasterAfresh = baseItems.isEmpty && keeping > 0
        if keeping > baseItems.count {
            renderer.render(items, range: baseItems.count..<keeping, host: host, into: keptRaster(width: width, height: height),
                            clear: baseItems.isEmpty)
            baseItems = Array(items[..<keeping])
        }
        previousItems = items
        if let base, !baseItems.isEmpty {
            var next = baseItems.count
            // A full-window backdrop right above the kept raster is blended in while it is copied.
            let backdrop = next < items.count ? renderer.coveringSolidPixel(items[next], host: host, width: width, height: height) : nil
            if backdrop != nil { next += 1 }
            for rect in targets {
                // A full-window backdrop right above the kept raster is blended in while it is copied.
                if let backdrop { image.copyPixels(from: base, under: backdrop, in: rect) } else { image.copyPixels(from: base, in: rect) }
            }
            blendedBackdrop = backdrop != nil
            if next < items.count, !targets.isEmpty {
                // Drawing the whole image needs no clip (cairo draws faster without one).
                let clip = targets == [CGRect(x: 0, y: 0, width: image.width, height: image.height)] ? nil : targets
                renderer.render(items, range: next..<items.count, host: host, into: image, clear: false, within: clip)
            }
            reusedItemCount = baseItems.count
        } else {
            // Nothing is shared with the frame before (the first frame, or a wholly new one): draw it all into
            // the kept raster, so that a next frame that changes something in its middle is repaired, not
            // drawn again in full.
            let base = keptRaster(width: width, height: height)
            renderer.render(list, host: host, into: base)
            baseItems = items
            drewKeptRasterAfresh = true
            for rect in targets { image.copyPixels(from: base, in: rect) }
            reusedItemCount = 0
            blendedBackdrop = false
        }
    }

    /// When the kept raster's commands and `items` differ only in a run in the middle (the commands before
    /// it are the first `stable`, the ones after it are the same too), redraws only the pixels that run
    /// can touch: the kept raster then holds `items` up to the end of the commands after it, exactly as
    /// drawing them all would. Returns false, changing nothing, when that does not pay or does not hold.
    private func repairBase(_ items: [DisplayItem], from stable: Int, host: LayoutHost) -> Bool {
        // A material reads the pixels around it: redrawing only some pixels would leave it reading stale ones.
        guard let base, !items.contains(where: \.drawsMaterial),
              let match = FrameRasterizer.sameEnding(baseItems, items, after: stable) else { return false }
        let removed = baseItems[stable..<(baseItems.count - match.length)]
        let added = items[stable..<(match.end - match.length)]
        let before: CGRect? = DrawingDamage.bounds(of: removed), after: CGRect? = DrawingDamage.bounds(of: added)
        // When neither run draws anything, the raster already is the new commands'.
        if let points = before.map({ b in after.map { b.union($0) } ?? b }) ?? after {
            guard let pixels = DrawingDamage.pixels(of: points, scale: host.scale, width: base.width, height: base.height) else { return false }
            let rows = FrameDamage.closed([pixels], in: Array(items[..<match.end]), scale: host.scale, width: base.width, height: base.height)
            guard rows.reduce(0, { $0 + $1.width * $1.height }) <= 0.5 * Double(base.width * base.height) else { return false }
            renderer.render(items, range: 0..<match.end, host: host, into: base, clear: true, within: rows)
            repairedPixels = rows.dropFirst().reduce(rows[0]) { $0.union($1) }
        }
        baseItems = Array(items[..<match.end])
        return true
    }

    /// The kept raster, made at `width` × `height` pixels when there is none.
    private func keptRaster(width: Int, height: Int) -> RasterImage {
        let kept = base ?? RasterImage(width: width, height: height, inHugePages: true)
        base = kept
        return kept
    }

    /// Where `kept` (balanced, its first `stable` commands shared with `items`) ends again inside `items`:
    /// the longest run ending `kept` that also ends `items[..<end]` for some `end`, such that what lies
    /// between `stable` and that run is a whole number of groups in both. Nil when there is none.
    static func sameEnding(_ kept: [DisplayItem], _ items: [DisplayItem], after stable: Int) -> (end: Int, length: Int)? {
        guard let last = kept.last, stable < kept.count else { return nil }
        let keptDepth = depths(kept), itemsDepth = depths(items)
        var best: (end: Int, length: Int)?
        // Comparisons are bounded (a list of many equal commands could otherwise cost its square): past the
        // budget, the best run found so far, or none, stands.
        var budget = 4 * (kept.count + items.count)
        for end in stride(from: items.count, to: stable, by: -1) where items[end - 1] == last {
            var length = 0
            while kept.count - length - 1 >= stable, end - length - 1 >= stable, kept[kept.count - length - 1] == items[end - length - 1] {
                length += 1
            }
            budget -= length + 1
            if budget < 0 { break }
            // The run must start outside every group in both lists.
            while length > 0, keptDepth[kept.count - length] != 0 || itemsDepth[end - length] != 0 { length -= 1 }
            guard length > 0, itemsDepth[end] == 0 else { continue }
            if length > best?.length ?? 0 { best = (end, length) }
        }
        return best
    }

    /// The group depth before each command, and after the last.
    static func depths(_ items: [DisplayItem]) -> [Int] {
        var depth = 0
        var result = [0]
        result.reserveCapacity(items.count + 1)
        for item in items {
            depth += item.groupDepthChange
            result.append(depth)
        }
        return result
    }

    /// Where the commands `items[start..<end]` (`start` outside every group) stop being worth keeping: at
    /// the first one outside every group that `isBackdrop` says is a full-window backdrop, else `end` (also
    /// when `end` is not past `start`).
    static func end(of items: [DisplayItem], from start: Int, to end: Int, isBackdrop: (DisplayItem) -> Bool) -> Int {
        var depth = 0
        for index in start..<max(start, end) {
            if depth == 0, isBackdrop(items[index]) { return index }
            depth += items[index].groupDepthChange
        }
        return end
    }

    /// Drops the kept raster (the next frame is drawn in full).
    public func forget() {
        base = nil
        baseItems = []
        previousItems = []
        previousSize = nil
        reusedItemCount = 0
    }

    /// The length of the longest common prefix of `a` and `b` that ends outside every group, clip and
    /// shadow layer, so drawing can stop and resume there.
    static func sharedPrefix(_ a: [DisplayItem], _ b: [DisplayItem]) -> Int {
        var depth = 0
        var boundary = 0
        for index in 0..<min(a.count, b.count) {
            guard a[index] == b[index] else { break }
            depth += a[index].groupDepthChange
            if depth == 0 { boundary = index + 1 }
        }
        return boundary
    }
}
