import Foundation
import LayoutCore

/// Where the next frame's pixels can differ from the last one's: the bands of device-pixel rows outside
/// which drawing the new commands leaves every pixel as drawing the old ones did.
///
/// Both lists are cut into units that start and end outside every group (a lone command, or a whole group
/// with what it holds). Units both lists share keep their order; a pixel that no other unit covers is
/// composited from the same units in the same order in both frames, so it cannot change. The damage is
/// therefore where the units that differ draw (removed ones in the old frame, added ones in the new), grown
/// for antialiasing, text overhangs, strokes, blur and shadow reach, and for every material that reads pixels
/// inside it (it blurs what lies behind it, so it changes wherever its backdrop did).
public enum FrameDamage {
    /// The most bands of rows a frame's damage is cut into; beyond it, the closest ones merge.
    public static let maximumRectangles = 8
    /// The most units either side of a change that are matched one by one; beyond it, every unit between the
    /// first and the last difference counts as changed (matching costs the product of the counts).
    static let matchedUnitLimit = 512

    /// The damage of drawing `new` over a frame of `old`, both at `scale` in a `width` × `height` pixel image:
    /// disjoint bands of whole rows (`DrawingDamage.pixels` says why rows), empty when every pixel stays.
    package static func pixels(from old: [DisplayItem], to new: [DisplayItem], scale: CGFloat, width: Int, height: Int) -> [CGRect] {
        let changed = changedUnits(old, new)
        var damage: [CGRect] = []
        for (items, range) in changed.old.map({ (old, $0) }) + changed.new.map({ (new, $0) }) {
            if let points = DrawingDamage.bounds(of: items[range]),
               let rect = DrawingDamage.pixels(of: points, scale: scale, width: width, height: height) {
                damage.append(rect)
            }
        }
        guard !damage.isEmpty else { return [] }
        return merged(closed(damage, in: new, scale: scale, width: width, height: height), width: width, height: height)
    }

    /// The units of `old` and `new` that differ: the others are the same commands in the same order.
    static func changedUnits(_ old: [DisplayItem], _ new: [DisplayItem]) -> (old: [Range<Int>], new: [Range<Int>]) {
        let prefix = FrameRasterizer.sharedPrefix(old, new)
        let suffix = sharedSuffix(old, new, after: prefix)
        let oldUnits = units(of: old, in: prefix..<(old.count - suffix))
        let newUnits = units(of: new, in: prefix..<(new.count - suffix))
        guard oldUnits.count <= matchedUnitLimit, newUnits.count <= matchedUnitLimit else { return (oldUnits, newUnits) }
        // In a flight every unit between the shared ends changes: with no unit in common, the difference
        // removes them all and inserts them all, and the standard library's diff (generic, not specialised
        // for our types: about 0.07 ms a frame) is not needed.
        let same = { (oldUnit: Range<Int>, newUnit: Range<Int>) in old[oldUnit] == new[newUnit] }
        guard newUnits.contains(where: { newUnit in oldUnits.contains { same($0, newUnit) } }) else { return (oldUnits, newUnits) }
        // Compared by their ranges, so that the diff moves only integers and each comparison is our own.
        let difference = newUnits.difference(from: oldUnits, by: same)
        var removed: [Range<Int>] = [], inserted: [Range<Int>] = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.append(oldUnits[offset])
            case .insert(let offset, _, _): inserted.append(newUnits[offset])
            }
        }
        return (removed, inserted)
    }

    /// The length of the longest run that ends both lists, starts outside every group in both, and does not
    /// reach into the first `prefix` commands of either.
    /// Both lists are balanced (every group ends), so the depth is counted back from their ends, where it
    /// is 0, and is the same in both along a run they share.
    static func sharedSuffix(_ a: [DisplayItem], _ b: [DisplayItem], after prefix: Int) -> Int {
        var length = 0, outside = 0, depth = 0
        let limit = min(a.count, b.count) - prefix
        while length < limit, a[a.count - length - 1] == b[b.count - length - 1] {
            depth -= a[a.count - length - 1].groupDepthChange
            length += 1
            if depth == 0 { outside = length }
        }
        return outside
    }

    /// `items[range]` (starting outside every group) cut into units: lone commands and whole groups.
    static func units(of items: [DisplayItem], in range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var depth = 0, start = range.lowerBound
        for index in range {
            depth += items[index].groupDepthChange
            if depth <= 0 {
                result.append(start..<(index + 1))
                start = index + 1
                depth = 0
            }
        }
        if start < range.upperBound { result.append(start..<range.upperBound) }
        return result
    }

    /// `damage` (whole rows) grown until drawing only inside it gives exactly the pixels of drawing everything:
    /// by the rows a material reads (its frame and its blur's reach) wherever what it reads changed, and by all
    /// the rows of every command whose pixels depend on where the drawing starts that the damage cuts, until no
    /// more grow. Those are images and symbols (a scaled raster is sampled from where its drawn area begins),
    /// and curved or sloped outlines: shapes other than rectangles, clips other than rectangles, anything
    /// turned (cairo steps along a sloped edge from the first row drawn). An image or symbol inside a group,
    /// clip, layer or transform that the damage meets makes it the whole frame (cairo draws a group into a
    /// surface the size of the area drawn, which moves where the raster is sampled from).
    static func closed(_ damage: [CGRect], in items: [DisplayItem], scale: CGFloat, width: Int, height: Int) -> [CGRect] {
        var regions: [(meets: CGRect, needs: CGRect)] = []
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        func rows(_ points: CGRect) -> CGRect? { DrawingDamage.pixels(of: points, scale: scale, width: width, height: height) }
        DrawingDamage.walk(items[...]) { item, points, placement in
            switch item {
            case .shape(_, _, .material(let material)?, _):
                let radius = min(max(0, material.radius.isFinite ? material.radius : 0), RasterLimits.shadowRadius)
                if let reads = rows(points.insetBy(dx: -(1.5 * radius + 2), dy: -(1.5 * radius + 2))) { regions.append((reads, reads)) }
            case .image, .symbol:
                if let drawn = rows(points) { regions.append((drawn, placement.grouped ? whole : drawn)) }
            case .shape(let kind, _, _, _) where kind != .rectangle || placement.turned:
                if let drawn = rows(points) { regions.append((drawn, drawn)) }
            case .beginClip:
                if let drawn = rows(points) { regions.append((drawn, drawn)) }
            case .text where placement.turned:
                if let drawn = rows(points) { regions.append((drawn, drawn)) }
            default:
                break
            }
        }
        var result = merged(damage, width: width, height: height, limit: .max)
        var grew = !regions.isEmpty
        while grew {
            grew = false
            regions.removeAll { region in
                guard result.contains(where: { $0.intersects(region.meets) }),
                      !result.contains(where: { $0.contains(region.needs) }) else { return false }
                result = merged(result + [region.needs], width: width, height: height, limit: .max)
                grew = true
                return true
            }
        }
        return result
    }

    /// `rows` (bands across the whole width) as at most `limit` disjoint bands covering them, sorted from the
    /// top.
    static func merged(_ rows: [CGRect], width: Int, height: Int, limit: Int = maximumRectangles) -> [CGRect] {
        var bands: [(top: CGFloat, bottom: CGFloat)] = []
        for rect in rows.filter({ !$0.isEmpty }).sorted(by: { $0.minY < $1.minY }) {
            if let last = bands.last, rect.minY <= last.bottom {
                bands[bands.count - 1].bottom = max(last.bottom, rect.maxY)
            } else {
                bands.append((rect.minY, rect.maxY))
            }
        }
        while bands.count > max(1, limit) {
            // Close the narrowest gap.
            let gap = (1..<bands.count).min { bands[$0].top - bands[$0 - 1].bottom < bands[$1].top - bands[$1 - 1].bottom }!
            bands[gap - 1].bottom = bands[gap].bottom
            bands.remove(at: gap)
        }
        return bands.map { CGRect(x: 0, y: $0.top, width: CGFloat(width), height: $0.bottom - $0.top) }
    }
}
