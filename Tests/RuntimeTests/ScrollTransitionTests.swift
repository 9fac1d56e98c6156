import Foundation
import LayoutCore
import Testing
@testable import ViewRuntime

/// iOS 17's `visualEffect(_:)` and `scrollTransition(_:axis:transition:)`: effects worked out from where the
/// view is in its scroll view (Apple's documentation of `ScrollTransitionPhase` and
/// `ScrollTransitionConfiguration`): a view fully inside the visible region is in the identity phase; one short
/// of the threshold at an edge is in that edge's phase, interpolated by how far it is from just hidden (0) to
/// the threshold (1) through the timing curve (`.easeInOut` by default) when interactive, animated to the new
/// phase when it crosses the threshold when `.animated`.
@Suite struct ScrollTransitionTests {
    /// Ten 100-point rows in a 400×400 vertical scroll view, each with `effect` applied.
    struct Rows: View {
        let effect: (AnyView) -> AnyView
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { index in
                        effect(AnyView(Color.red.frame(height: 100).id(index)))
                    }
                }
            }
        }
    }

    /// The visual-effect layers drawn around row `id`.
    func layers(_ g: ViewGraph, _ id: Int) -> [VisualLayer]? {
        var found: [VisualLayer]?
        func visit(_ placed: PlacedNode, _ layers: [VisualLayer]) {
            var layers = layers
            if case .visualEffect(let spec) = placed.node.kind { layers += spec.layers.layers }
            if placed.node.id == AnyHashable(id) { found = layers }
            for child in placed.children { visit(child, layers) }
        }
        visit(g.presentedRoot, [])
        return found
    }

    func opacity(_ g: ViewGraph, _ id: Int) -> Double? {
        layers(g, id).map { $0.reduce(1) { if case .opacity(let a) = $1 { return $0 * a } else { return $0 } } }
    }

    func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    let fade: (AnyView) -> AnyView = { row in
        AnyView(row.scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(.degrees(phase.value * 30))
        })
    }

    @Test func visualEffectReadsTheViewsPlaceInItsScrollView() {
        let g = graph(Rows { row in
            AnyView(row.visualEffect { content, proxy in content.offset(x: proxy.frame(in: .scrollView).minY / 10) })
        })
        #expect(layers(g, 2) == [.offset(CGSize(width: 20, height: 0))])
        _ = g.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 200, y: 200))
        #expect(layers(g, 2) == [.offset(CGSize(width: 10, height: 0))])
    }

    @Test func interactiveFollowsHowMuchOfTheViewIsVisible() {
        let g = graph(Rows(effect: fade))
        // Rows 0 to 3 fill the region; row 4 is just hidden below it: the bottom-trailing phase in full.
        #expect(close(opacity(g, 1), 1))
        #expect(close(opacity(g, 4), 0))
        #expect(layers(g, 4)?.last == .rotation(.degrees(30), anchor: .center))
        // Half of row 4 scrolled in: half-way on the ease-in-out curve.
        _ = g.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 200, y: 200))
        #expect(close(opacity(g, 4), 0.5))
        // Row 2 a quarter above the top: three quarters of the way back to identity, eased, at the top edge.
        _ = g.scroll(by: CGSize(width: 0, height: 175), at: CGPoint(x: 200, y: 200))
        let eased = UnitCurve.easeInOut.value(at: 0.75)
        #expect(close(opacity(g, 2), eased))
        if case .rotation(let angle, _)? = layers(g, 2)?.last {
            #expect(abs(angle.degrees - -30 * (1 - eased)) < 1e-9)
        } else {
            Issue.record("row 2 has no rotation: \(String(describing: layers(g, 2)))")
        }
    }

    @Test func animatedChangesPhaseAtTheThresholdWithItsAnimation() {
        let g = graph(Rows { row in
            AnyView(row.scrollTransition(.animated(.linear(duration: 1))) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) })
        })
        #expect(close(opacity(g, 4), 0))
        // Half in: short of the threshold (all of it), still the edge phase.
        _ = g.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 200, y: 200))
        #expect(close(opacity(g, 4), 0))
        _ = g.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 200, y: 200))
        g.advance(to: g.time + 0.5)
        #expect(close(opacity(g, 4), 0.5))
        g.advance(to: g.time + 0.5)
        #expect(close(opacity(g, 4), 1))
    }

    @Test func thresholds() {
        let view = 350.0...450.0, region = 0.0...400.0
        #expect(ScrollTransitionConfiguration.Threshold.visible.progress(view, region) == 0.5)
        #expect(ScrollTransitionConfiguration.Threshold.visible(0.25).progress(view, region) == 1)
        #expect(ScrollTransitionConfiguration.Threshold.hidden.progress(view, region) == 1)
        #expect(ScrollTransitionConfiguration.Threshold.hidden.progress(400.0...500.0, region) == 0)
        // Centre 400 from the region's 200, reach (100 + 400) / 2.
        #expect(ScrollTransitionConfiguration.Threshold.centered.progress(view, region) == 1 - 200.0 / 250)
        // Inset by 50: the region is 50...350, of which the view shows nothing.
        #expect(ScrollTransitionConfiguration.Threshold.visible.inset(by: 50).progress(view, region) == 0)
        // A view longer than the region counts as fully visible when it fills it.
        #expect(ScrollTransitionConfiguration.Threshold.visible.progress(-100.0...500.0, region) == 1)
    }

    @Test func unitCurves() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-9)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.4) - 0.8) < 1e-9)
        #expect(UnitCurve.easeIn.value(at: 2) == 1)
    }
}
