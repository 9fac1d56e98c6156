import Foundation
import HeroSim
import HeroSimTesting
import Testing

// Gradients as views and styles (radial, elliptical, angular, mesh, linear with stops), stroke styles (dashes,
// caps), trimmed outlines, the system shape styles (.tint, .separator, .fill levels, .link, .placeholder,
// .selection) and a style's drop shadow, pixel-checked against their definitions.

/// One 100 × 100 cell per style, four to a row.
private struct StyleGallery: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
                EllipticalGradient(colors: [.white, .black])
                AngularGradient(colors: [.red, .blue], center: .center)
                MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                             colors: [.black, .white, .white, .black])
            }
            .frame(height: 100)
            HStack(spacing: 0) {
                LinearGradient(stops: [.init(color: .black, location: 0), .init(color: .black, location: 0.5),
                                       .init(color: .white, location: 1)], startPoint: .leading, endPoint: .trailing)
                Rectangle().stroke(.black, style: StrokeStyle(lineWidth: 10, dash: [20, 20]))
                    .padding(10)
                Circle().trim(from: 0, to: 0.25).stroke(.black, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .padding(10)
                Rectangle().fill(.tint).tint(.green)
            }
            .frame(height: 100)
            HStack(spacing: 0) {
                Rectangle().fill(.fill.secondary)
                Rectangle().fill(.separator)
                Rectangle().fill(.tint)
                Rectangle().fill(Color.black.shadow(.drop(color: .red, radius: 0, x: 10, y: 10))).padding(20)
            }
            .frame(height: 100)
        }
        .frame(width: 400, height: 300)
        .background(.white)
    }
}

@Suite struct ShapeStyleSurfaceTests {
    let image = HeadlessHost(StyleGallery(), size: CGSize(width: 400, height: 300)).render()

    /// The pixel at (x, y) as 0xRRGGBB.
    func rgb(_ x: Int, _ y: Int) -> UInt32 { image.pixel(x: x, y: y) & 0xFFFFFF }
    /// Whether every channel of `a` is within `tolerance` of `b`'s.
    func close(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
        [16, 8, 0].allSatisfy { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) <= tolerance }
    }
    /// The grey level of the pixel (its green channel).
    func grey(_ x: Int, _ y: Int) -> Int { Int((image.pixel(x: x, y: y) >> 8) & 0xFF) }

    @Test func gradientsAreViewsPaintedByTheirGeometry() {
        // Radial: white at the centre, black from 50 points out, half-way grey at 25.
        #expect(grey(50, 50) >= 250 && grey(99, 50) <= 6)
        #expect(abs(grey(75, 50) - 128) <= 4)
        // Elliptical: the ellipse of the bounds is 0.5 of its size from the centre: black at the edge middle.
        #expect(grey(150, 50) >= 250 && grey(199, 50) <= 6 && abs(grey(175, 50) - 128) <= 4)
        // Angular: system red just past the start (the trailing side, turning clockwise), system blue just
        // before the end of the turn, their even mix half a turn round (the leading side).
        #expect(close(rgb(298, 55), 0xFF3B30, 6) && close(rgb(298, 45), 0x007AFF, 6))
        #expect(close(rgb(202, 50), 0x805A98, 3))
        // Mesh: black corners top-left and bottom-right, white at the others, grey in the middle.
        #expect(grey(301, 1) <= 10 && grey(398, 1) >= 245 && grey(301, 98) >= 245 && grey(398, 98) <= 10)
        #expect(abs(grey(350, 50) - 128) <= 2)
        // Linear with stops: black to half-way, then to white.
        #expect(grey(45, 150) <= 2 && abs(grey(75, 150) - 128) <= 4)
    }

    @Test func strokeStylesDashAndCapAndTrimmedOutlinesStop() {
        // The dashed square (its outline at 110...190): the top edge dashes 20 on, 20 off from the corner.
        #expect(grey(120, 110) <= 2 && grey(140, 110) >= 253 && grey(160, 110) <= 2)
        // A quarter of the circle, from the trailing point clockwise to the bottom, round-capped.
        #expect(grey(289, 150) <= 2)             // the trailing point (centre 250,150, radius 40)
        #expect(grey(250, 189) <= 2)             // the bottom point
        #expect(grey(250, 111) >= 253)           // the top is not drawn
        #expect(grey(245, 189) <= 30)            // the round cap reaches past the end
    }

    @Test func systemStylesResolveAsUIKitsColoursAndTheTint() {
        #expect(rgb(350, 150) == 0x34C759)        // .tint inside .tint(.green)
        #expect(rgb(250, 250) == 0x007AFF)        // .tint with no tint: the accent blue
        // .fill.secondary: rgba(120, 120, 128, 0.16) over white, (233.4, 233.4, 234.7); .separator:
        // rgba(60, 60, 67, 0.29) over white, (198.45, 198.45, 200.5); each within cairo's 8-bit rounding.
        #expect(close(rgb(50, 250), 0xE9E9EB, 1))
        #expect(close(rgb(150, 250), 0xC6C6C8, 1))
        // The drop shadow: system red, moved 10 down and right of the black square (20...80 in its cell).
        #expect(rgb(350, 250) == 0x000000)
        #expect(rgb(385, 285) == 0xFF3B30)
        #expect(rgb(315, 285) == 0xFFFFFF)
    }

    @Test func aTrimAnimates() {
        let host = HeadlessHost(GrowingRing(), size: CGSize(width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.5)
        let image = host.render()
        func grey(_ x: Int, _ y: Int) -> Int { Int((image.pixel(x: x, y: y) >> 8) & 0xFF) }
        // Half-way through a linear second the ring is drawn from the trailing point round the bottom to
        // the leading point (radius 40 about the centre), and not over the top.
        #expect(grey(90, 50) <= 2 && grey(50, 90) <= 2 && grey(11, 55) <= 2)
        #expect(grey(50, 10) >= 253 && grey(80, 22) >= 253)
    }
}

/// A ring that draws itself when tapped, in a linear second.
private struct GrowingRing: View {
    @State private var progress: CGFloat = 0
    var body: some View {
        Circle().trim(from: 0, to: progress).stroke(.black, lineWidth: 4)
            .padding(10)
            .background(.white)
            .onTapGesture { withAnimation(.linear(duration: 1)) { progress = 1 } }
    }
}
