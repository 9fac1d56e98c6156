import Foundation
import LayoutCore
import Motion
import Testing
@testable import ViewRuntime

/// The tab-indicator idiom: every tab is the source of its own id, and one capsule behind the row follows
/// the selected tab (`matchedGeometryEffect(id: selected, in:, isSource: false)`).
struct CapsuleTabs: View {
    let animation: Animation
    var tabWidth: CGFloat = 100
    @Namespace private var tabs
    @State private var selected = 0

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Text("Tab \(index)").frame(width: tabWidth, height: 40)
                    .matchedGeometryEffect(id: index, in: tabs)
                    .onTapGesture { withAnimation(animation) { selected = index } }
            }
        }
        .background(Capsule().fill(Color.blue).matchedGeometryEffect(id: selected, in: tabs, isSource: false))
    }
}

/// A follower whose id changes, or whose source moves, in an animated change moves with the change's
/// animation from where it was drawn, as SwiftUI animates the follower's frame with the transaction.
@Suite struct MatchedFollowerTests {
    /// The row is 300 × 40, centred in the 400 × 400 host: the tabs are at x = 50, 150, 250, y = 180.
    static func tab(_ index: Int) -> CGRect { CGRect(x: 50 + 100 * CGFloat(index), y: 180, width: 100, height: 40) }

    /// The capsule as drawn.
    func capsule(_ g: ViewGraph) -> CGRect? { g.matchedGeometry.first { !$0.isSource }?.frame }

    @Test func aFollowerWhoseIdChangesGlidesLinearly() {
        let g = graph(CapsuleTabs(animation: .linear(duration: 1)))
        #expect(capsule(g) == Self.tab(0))
        g.tap(at: CGPoint(x: 200, y: 200))
        // The tap's own frame still shows the capsule under the first tab.
        #expect(capsule(g) == Self.tab(0))
        g.advance(to: 0.25)
        #expect(capsule(g) == CGRect(x: 75, y: 180, width: 100, height: 40))
        g.advance(to: 0.5)
        #expect(capsule(g) == CGRect(x: 100, y: 180, width: 100, height: 40))
        g.advance(to: 1)
        #expect(capsule(g) == Self.tab(1))
        #expect(!g.isAnimating)
    }

    @Test func aFollowerWhoseIdChangesFollowsTheCurve() {
        let g = graph(CapsuleTabs(animation: .easeInOut(duration: 1)))
        g.tap(at: CGPoint(x: 300, y: 200))
        for time in [0.2, 0.5, 0.8] {
            g.advance(to: time)
            // x = 50 + 200·easeInOut(t): the curve's exact value.
            let x = 50 + 200 * TimingCurve.easeInOut.value(at: time)
            #expect(capsule(g) == CGRect(x: x, y: 180, width: 100, height: 40))
        }
        g.advance(to: 1)
        #expect(capsule(g) == Self.tab(2))
    }

    @Test func aSecondChangeMidGlideRetargetsFromWhereTheFollowerIs() {
        let g = graph(CapsuleTabs(animation: .linear(duration: 1)))
        g.tap(at: CGPoint(x: 300, y: 200))
        g.advance(to: 0.5)
        #expect(capsule(g) == Self.tab(1))
        // Tapping the first tab at half-way (x = 150) sends it back: the linear curve retraces its path.
        g.tap(at: CGPoint(x: 100, y: 200))
        #expect(capsule(g) == Self.tab(1))
        g.advance(to: 0.75)
        #expect(capsule(g) == CGRect(x: 100, y: 180, width: 100, height: 40))
        g.advance(to: 1)
        #expect(capsule(g) == Self.tab(0))
        #expect(!g.isAnimating)
    }

    @Test func aFollowerWhoseIdChangesWithoutAnimationJumps() {
        struct Plain: View {
            @Namespace var tabs
            @State var selected = 0
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { index in
                        Color.clear.frame(width: 100, height: 40).matchedGeometryEffect(id: index, in: tabs)
                            .onTapGesture { selected = index }
                    }
                }
                .background(Capsule().matchedGeometryEffect(id: selected, in: tabs, isSource: false))
            }
        }
        let plain = graph(Plain())
        plain.tap(at: CGPoint(x: 200, y: 200))
        #expect(capsule(plain) == Self.tab(1))
        #expect(!plain.isAnimating)
    }

    @Test func aSpringGlideIsTheSpringsMotion() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.7)
        let g = graph(CapsuleTabs(animation: spring))
        g.tap(at: CGPoint(x: 200, y: 200))
        let motion = AnimationTrack(from: Self.tab(0).vector, to: Self.tab(1).vector, animation: spring.spec, at: 0)
        for time in [0.1, 0.3, 0.6] {
            g.advance(to: time)
            #expect(capsule(g) == CGRect(vector: motion.value(at: time)))
        }
        g.advance(to: 5)
        #expect(capsule(g) == Self.tab(1))
    }

    /// Two tabs that widen from 100 to 150 points in an animated change; the capsule follows the first.
    struct WideningTabs: View {
        @Namespace var tabs
        @State var wide = false
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    ForEach(0..<2, id: \.self) { index in
                        Color.clear.frame(width: wide ? 150 : 100, height: 40).matchedGeometryEffect(id: index, in: tabs)
                    }
                }
                .background(Capsule().matchedGeometryEffect(id: 0, in: tabs, isSource: false))
                Color.black.frame(width: 20, height: 20).id("toggle")
                    .onTapGesture { withAnimation(.easeInOut(duration: 1)) { wide.toggle() } }
            }
        }
    }

    @Test func aFollowerFollowsItsSourceThroughAnAnimatedChange() {
        let g = graph(WideningTabs())
        // The 60-point column is centred: the first tab is at (100, 170, 100 × 40), then (50, 170, 150 × 40).
        #expect(capsule(g) == CGRect(x: 100, y: 170, width: 100, height: 40))
        g.tap(id: "toggle")
        for time in [0.0, 0.25, 0.5, 0.9] {
            if time > 0 { g.advance(to: time) }
            let e = TimingCurve.easeInOut.value(at: time)
            #expect(capsule(g) == CGRect(x: 100 + (50 - 100) * e, y: 170, width: 100 + (150 - 100) * e, height: 40))
        }
        g.advance(to: 1)
        #expect(capsule(g) == CGRect(x: 50, y: 170, width: 150, height: 40))
    }

    /// The idiom's other form: each tab's background holds the pill only while it is selected, so the pill
    /// is removed from one tab and inserted in the other, and flies between them.
    struct PillTabs: View {
        @Namespace var tabs
        @State var selected = 0
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in
                    Text("Tab \(index)").frame(width: 100, height: 40)
                        .background {
                            if selected == index { Capsule().fill(Color.blue).matchedGeometryEffect(id: "pill", in: tabs) }
                        }
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                }
            }
        }
    }

    @Test func aPillMovedFromTabToTabFliesBetweenThem() {
        let g = graph(PillTabs())
        g.tap(at: CGPoint(x: 200, y: 200))
        g.advance(to: 0.5)
        // The leaving pill and the arriving one are both half-way, one fading out and the other in.
        let pills = g.matchedGeometry
        #expect(pills.map(\.frame) == [CGRect(x: 100, y: 180, width: 100, height: 40), CGRect(x: 100, y: 180, width: 100, height: 40)])
        #expect(pills.map(\.opacity) == [0.5, 0.5])
        g.advance(to: 1)
        #expect(g.matchedGeometry.map(\.frame) == [Self.tab(1)])
    }
}
