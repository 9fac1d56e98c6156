import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// A continuous-corner card and a circular one differ only inside their corners, where Apple's curve
/// lies further in near the edges.
@Suite struct ContinuousCornerPixelTests {
    struct Card: View {
        let style: RoundedCornerStyle
        var body: some View {
            RoundedRectangle(cornerRadius: 200, style: style).fill(Color.black).frame(width: 700, height: 700)
        }
    }

    @Test func theCardsDifferOnlyInTheirCornersAndWhereTheCurveIsExpected() {
        let circular = HeadlessHost(Card(style: .circular), size: CGSize(width: 700, height: 700)).render()
        let continuous = HeadlessHost(Card(style: .continuous), size: CGSize(width: 700, height: 700)).render()
        // 0.9 radii (180 points) along the top edge from the corner, a quarter circle is 1.0 point below the
        // edge and the continuous curve 3.5: the pixel in row 2 is inside one and outside the other.
        #expect(circular.pixel(x: 180, y: 2) == 0xFF00_0000)
        #expect(continuous.pixel(x: 180, y: 2) == 0xFFFF_FFFF)
        #expect(circular.pixel(x: 2, y: 180) == 0xFF00_0000)
        #expect(continuous.pixel(x: 2, y: 180) == 0xFFFF_FFFF)
        #expect(continuous.pixel(x: 519, y: 697) == 0xFFFF_FFFF) // and at the bottom-trailing corner
        // On the diagonal both are 58.3 points from the corner: the same pixels inside and outside it.
        for (x, y) in [(50, 50), (66, 66), (640, 640), (350, 0), (0, 350), (350, 350)] {
            #expect(circular.pixel(x: x, y: y) == continuous.pixel(x: x, y: y))
        }
        // Every pixel that differs lies within 1.52866483 × 200 = 305.7 points of a corner along both edges.
        var differing = 0
        for y in 0..<700 {
            for x in 0..<700 where circular.pixel(x: x, y: y) != continuous.pixel(x: x, y: y) {
                differing += 1
                #expect(min(x, 699 - x) < 306 && min(y, 699 - y) < 306, "pixel (\(x), \(y)) differs outside the corners")
            }
        }
        #expect(differing > 400)
    }

    @Test func aCardTooSmallForItsContinuousCornerIsDrawnCircular() {
        struct Small: View {
            let style: RoundedCornerStyle
            var body: some View { RoundedRectangle(cornerRadius: 20, style: style).fill(Color.blue).frame(width: 120, height: 50) }
        }
        let circular = HeadlessHost(Small(style: .circular), size: CGSize(width: 120, height: 50), scale: 2).render()
        let continuous = HeadlessHost(Small(style: .continuous), size: CGSize(width: 120, height: 50), scale: 2).render()
        for y in 0..<100 {
            for x in 0..<240 where circular.pixel(x: x, y: y) != continuous.pixel(x: x, y: y) {
                Issue.record("pixel (\(x), \(y)) differs")
                return
            }
        }
    }

    @Test func shorthandsClipAndBackgroundAsTheirShapes() {
        struct Shorthands: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 100).clipShape(.rect(cornerRadius: 40))
                    Color.clear.frame(width: 100, height: 100).background(Color.green, in: .capsule)
                    Color.clear.frame(width: 100, height: 100).background(.blue, in: Circle())
                }
            }
        }
        let image = HeadlessHost(Shorthands(), size: CGSize(width: 300, height: 100)).render()
        #expect(image.pixel(x: 1, y: 1) == 0xFFFF_FFFF) // the clipped corner shows the window
        #expect(image.pixel(x: 50, y: 50) == 0xFFFF_3B30)
        #expect(image.pixel(x: 150, y: 50) == 0xFF34_C759)
        #expect(image.pixel(x: 201, y: 1) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 250, y: 50) == 0xFF00_7AFF)
    }

    @Test func aContinuousCornerRadiusAnimatesAndKeepsItsStyle() {
        struct Growing: View {
            @State var big = false
            var body: some View {
                RoundedRectangle(cornerRadius: big ? 40 : 10, style: .continuous).fill(Color.black)
                    .frame(width: 200, height: 200)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
            }
        }
        let host = HeadlessHost(Growing(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        // Half way, the radius is 25, still continuous.
        let kinds = host.graph.displayList.items.compactMap { item -> ShapeKind? in
            if case .shape(let kind, _, .color(let c)?, _) = item, c == Color.black { return kind } else { return nil }
        }
        #expect(kinds == [.roundedRectangle(cornerRadius: 25, style: .continuous)])
    }
}
