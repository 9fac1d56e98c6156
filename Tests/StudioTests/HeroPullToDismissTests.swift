import Foundation
import Headless
import LayoutCore
import Motion
import Studio
import StudioFiles
import Testing
@testable import ViewRuntime

/// What the viewer's drag reported when it ended.
private final class ReleaseLog: @unchecked Sendable {
    var velocity: CGSize?
}

/// A photo viewer's pull-to-dismiss: the full-screen photo (400 × 800) shares the id "photo" with its cell
/// (100 × 100, centred at (200, 100)); dragged down and let go past 100 points, it flies back to the cell
/// with a spring that starts at the drag's speed. SwiftUI's `initialVelocity` is relative to the distance
/// the spring covers, so the viewer divides the drag's velocity by the distance its centre has to go.
private struct PhotoViewer: View {
    @Namespace private var space
    @State private var open = true
    @State private var drag: CGFloat = 0
    let log: ReleaseLog
    /// Where the cell's centre is, and the open photo's before it is dragged.
    static let cellCentre: CGFloat = 100, photoCentre: CGFloat = 400

    var body: some View {
        ZStack(alignment: .top) {
            if open {
                Color.blue.matchedGeometryEffect(id: "photo", in: space)
                    .frame(width: 400, height: 800)
                    .offset(y: drag)
                    .gesture(DragGesture()
                        .onChanged { drag = $0.translation.height }
                        .onEnded { value in
                            log.velocity = value.velocity
                            guard value.translation.height > 100 else {
                                withAnimation(.spring) { drag = 0 }
                                return
                            }
                            let distance = Self.cellCentre - (Self.photoCentre + drag)
                            withAnimation(.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: value.velocity.height / distance)) {
                                open = false
                                drag = 0
                            }
                        })
            } else {
                Color.blue.matchedGeometryEffect(id: "photo", in: space)
                    .frame(width: 100, height: 100)
                    .padding(.top, 50)
            }
        }
        .frame(width: 400, height: 800, alignment: .top)
    }
}

/// A dragged matched-geometry hero, let go, hands the drag's velocity to its flight: the trace shows it where
/// the finger left it and moving at the finger's speed.
@Suite struct HeroPullToDismissTests {
    /// The centre of a traced rectangle (of a traced velocity: the centre's velocity).
    func centre(_ r: TraceRect) -> CGPoint { CGPoint(x: r.x + r.width / 2, y: r.y + r.height / 2) }

    @Test func aPulledDownPhotoFliesBackToItsCellAtTheDragsVelocity() throws {
        let log = ReleaseLog()
        let host = HeadlessHost(PhotoViewer(log: log), size: CGSize(width: 400, height: 800))
        let scenario = try Scenario.parse("""
        steps:
          - drag: {from: {x: 200, y: 400}, by: {x: 0, y: 240}, duration: 0.4s}
          - wait: 2s
        """, file: "pull.yaml", name: "pull")
        var trace: [SceneTraceEntry] = []
        var analytic: [Double]?
        try SceneRecorder().run(scenario, on: host, fps: 60) { index, host, entry in
            trace.append(entry)
            if index == 24 {
                // The flight's frame track (the cell's, in the `else` branch), evaluated exactly at the release.
                let cell = "_ConditionalContent/false/ModifiedContent/content/ModifiedContent/content/ModifiedContent"
                let flying = host.graph.currentTracks.filter { $0.key.attribute == .frame && $0.key.path.description.hasSuffix(cell) }
                #expect(flying.count == 1)
                analytic = flying.first?.value.velocity(at: host.time)
            }
        }
        // The pointer moves 10 points every 1/60 s: the photo follows it, 600 points per second, and the drag ends
        // at that velocity.
        for k in 0...23 {
            #expect(trace[k].matchedGeometry.map(\.frame) == [TraceRect(CGRect(x: 0, y: 10 * Double(k), width: 400, height: 800))], "frame \(k)")
            #expect(trace[k].flights == [])
        }
        #expect(log.velocity == CGSize(width: 0, height: 600))

        // Frame 24, at the release (0.4 s): the cell flies from exactly where the finger left the photo (10 points
        // on from frame 23, as every frame before), over the photo leaving the tree.
        let release = trace[24]
        let flight = try #require(release.flights?.first)
        #expect(release.flights?.count == 1)
        #expect(flight.phase == .presenting)
        #expect(flight.start == 0.4)
        #expect(flight.curve == "spring(mass: 1, stiffness: 170, damping: 15, initialVelocity: -1.1111111111111112)")
        let atRelease = TraceRect(CGRect(x: 0, y: 240, width: 400, height: 800))
        #expect(flight.from.frame == atRelease && flight.from.removed)
        #expect(flight.to.frame == atRelease && !flight.to.removed)
        let hero = try #require(release.flyingView(of: flight))
        #expect(hero.frame == atRelease)

        // Its centre moves at the drag's velocity. Exactly, on the flight's own track: the spring starts at
        // initialVelocity × distance per component, and the centre covers −540 points at −600/540 per second.
        let v = try #require(analytic)
        #expect(abs(v[0] + v[2] / 2) < 1e-9)
        #expect(abs(v[1] + v[3] / 2 - 600) < 1e-9)
        // And as the trace measures it: a one-sided second-order difference over 1 ms steps, whose truncation
        // error is h²/3 · |x'''| = 1e-6 / 3 × 1.41e6 ≈ 0.47 point/s here (x''' = −(k·x' + c·x'') for the
        // centre: 170 × 600 + 15 × (−170 × 540 − 15 × 600)); 1 point per second bounds it.
        let traced = centre(hero.velocity)
        #expect(abs(traced.x) < 1e-9)
        #expect(abs(traced.y - 600) < 1)
        #expect(abs(hero.speed - 600) < 1)

        // Frame 25: the centre is where a spring from 540 points below the cell's centre, moving down at 600
        // points per second, is 1/60 s later.
        let nextFlight = try #require(trace[25].flights?.first)
        let next = try #require(trace[25].flyingView(of: nextFlight))
        let expected = Spring(stiffness: 170, damping: 15).state(at: 1.0 / 60, displacement: 540, velocity: 600)
        #expect(abs(centre(next.frame).y - (100 + expected.displacement)) < 1e-9)
        #expect(centre(next.frame).x == 200)
        // And it lands on the cell, at rest.
        let last = try #require(trace.last)
        #expect(last.flights == [])
        #expect(last.matchedGeometry.map(\.frame) == [TraceRect(CGRect(x: 150, y: 50, width: 100, height: 100))])
    }
}
