import Foundation
import LayoutCore
import Testing

/// `RoundedRectangle(cornerRadius:style: .continuous)` traces Apple's continuous corner; the shape
/// shorthands (`.rect(cornerRadius:)`, `.capsule`, …) are the shapes SwiftUI names.
@Suite struct ContinuousCornerTests {
    /// The point of the cubic from `p0` through `c1`, `c2` to `p3` at `t`.
    func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let m = 1 - t
        func at(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { m * m * m * a + 3 * m * m * t * b + 3 * m * t * t * c + t * t * t * d }
        return CGPoint(x: at(p0.x, c1.x, c2.x, p3.x), y: at(p0.y, c1.y, c2.y, p3.y))
    }

    func end(_ element: Path.Element) -> CGPoint? {
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }

    @Test func theCurveLeavesTheEdge1Point528RadiiFromTheCorner() {
        let path = RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        // Start on the top edge 1.52866483 × 20 from the top-leading corner; the straight top edge ends as far from the other.
        #expect(path.elements[0] == .move(to: CGPoint(x: 1.52866483 * 20, y: 0)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 200 - 1.52866483 * 20, y: 0)))
        // The top-trailing corner ends on the trailing edge, 1.52866483 × 20 below the corner.
        #expect(end(path.elements[6]).map { abs($0.x - 200) < 1e-12 && abs($0.y - 1.52866483 * 20) < 1e-12 } == true)
        // 4 corners of 3 curves and 2 short lines, 4 straight edges, a move and a close.
        #expect(path.elements.count == 1 + 4 * 6 + 1)
        #expect(path.elements.filter { if case .curve = $0 { return true } else { return false } }.count == 12)
    }

    @Test func theMiddleOfTheCornerLiesOnTheDiagonal0Point2915RadiiFromTheCorner() throws {
        let r = 20.0
        let path = RoundedRectangle(cornerRadius: r, style: .continuous).path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        // The top-trailing corner's middle curve: from the end of its first line (element 3) to element 4.
        let start = try #require(end(path.elements[3]))
        guard case .curve(let to, let c1, let c2) = path.elements[4] else { Issue.record("no curve"); return }
        let middle = cubic(start, c1, c2, to, 0.5)
        // (0.63149399 + 3 × 0.37282392 + 3 × 0.16905899 + 0.074911) / 8 = 0.291506715 radii from the corner
        // along both edges: at 45°, a little nearer the corner than a quarter circle's 1 − 1/√2 = 0.29289.
        #expect(abs(middle.x - (200 - 0.291506715 * r)) < 1e-9)
        #expect(abs(middle.y - 0.291506715 * r) < 1e-9)
    }

    @Test func aCornerThatDoesNotFitIsDrawnCircular() {
        // 1.52866483 × 20 = 30.57 > 50 / 2: circular, as UIKit draws it.
        let small = CGRect(x: 0, y: 0, width: 120, height: 50)
        #expect(RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: small) == Path(roundedRect: small, cornerRadius: 20))
        // 30.57 ≤ 62 / 2: continuous.
        let tall = CGRect(x: 0, y: 0, width: 120, height: 62)
        #expect(RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: tall) != Path(roundedRect: tall, cornerRadius: 20))
        #expect(ContinuousCorner.fits(radius: 20, in: tall))
        #expect(!ContinuousCorner.fits(radius: 20, in: small))
    }

    @Test func circularIsTheDefaultAndKeepsItsShapeKind() {
        #expect(RoundedRectangle(cornerRadius: 12).shapeKind == .roundedRectangle(cornerRadius: 12, style: .circular))
        #expect(RoundedRectangle(cornerRadius: 12, style: .continuous).shapeKind == .roundedRectangle(cornerRadius: 12, style: .continuous))
        #expect(RoundedRectangle(cornerSize: CGSize(width: 8, height: 8)).cornerRadius == 8)
        // Elliptical corners are traced as a custom outline.
        if case .custom = RoundedRectangle(cornerSize: CGSize(width: 8, height: 4)).shapeKind {} else { Issue.record("not custom") }
    }

    @Test func shorthandsAreSwiftUIsShapes() {
        func kind<S: Shape>(_ shape: S) -> ShapeKind { shape.shapeKind }
        #expect(kind(.rect) == .rectangle)
        #expect(kind(.rect(cornerRadius: 8)) == .roundedRectangle(cornerRadius: 8, style: .continuous))
        #expect(kind(.rect(cornerRadius: 8, style: .circular)) == .roundedRectangle(cornerRadius: 8, style: .circular))
        #expect(kind(.rect(cornerSize: CGSize(width: 6, height: 6))) == .roundedRectangle(cornerRadius: 6, style: .continuous))
        #expect(kind(.capsule) == .capsule)
        #expect(kind(.circle) == .circle)
        #expect(kind(.ellipse) == .ellipse)
    }

    @Test func anUnevenRectangleRoundsOnlyItsOwnCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 30, style: .circular)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 80))
        // Starts 10 from the top-leading corner; the top-trailing and bottom-leading corners are square.
        #expect(path.elements[0] == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 100, y: 0)))
        let ends = path.elements.compactMap(end)
        #expect(ends.contains(CGPoint(x: 0, y: 80)))
        #expect(ends.contains { abs($0.x - 100) < 1e-9 && abs($0.y - 50) < 1e-9 }) // the 30 corner starts 30 above the bottom
        // `.rect(topLeadingRadius:...)` is the same shape, continuous by default.
        func uneven<S: Shape>(_ s: S) -> S { s }
        #expect(uneven(.rect(topLeadingRadius: 10, bottomTrailingRadius: 30)).style == .continuous)
        #expect(uneven(.rect(topLeadingRadius: 10, bottomTrailingRadius: 30)).cornerRadii == RectangleCornerRadii(topLeading: 10, bottomTrailing: 30))
    }

    @Test func aContinuousCornerRadiusAnimatesAndKeepsItsStyle() {
        // The display list of a continuous card clipped in the same style keeps the style in both the fill and the clip.
        let view = Color.red.clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous)).frame(width: 100, height: 100)
        let items = LayoutEngine().layout(view, in: LayoutHost(size: CGSize(width: 100, height: 100))).displayList().items
        #expect(items.contains(.beginClip(.roundedRectangle(cornerRadius: 16, style: .continuous), frame: CGRect(x: 0, y: 0, width: 100, height: 100))))
    }
}
