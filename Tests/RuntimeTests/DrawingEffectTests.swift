import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `blur` and `offset`: drawing-only effects that keep
/// the frame, animate with the transaction, and (scale, rotation) move where taps land.
@Suite struct DrawingEffectTests {
    /// A 100 × 100 card centred in the 400 × 400 host (150…250), whose effects a tap on the corner swatch
    /// changes inside `withAnimation(.linear(duration: 1))`.
    struct Card: View {
        @State var on = false
        var body: some View {
            ZStack {
                Color.blue.frame(width: 100, height: 100)
                    .scaleEffect(on ? 2 : 1)
                    .rotationEffect(on ? .degrees(90) : .zero)
                    .blur(radius: on ? 10 : 0)
                    .id("card")
                    .offset(x: on ? 40 : 0)
                Color.red.frame(width: 10, height: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
                    .position(x: 5, y: 5)
            }
        }
    }

    /// The drawing commands' transforms and blurs, outermost first.
    func effects(_ g: ViewGraph) -> (transforms: [CGAffineTransform], blurs: [CGFloat]) {
        var transforms: [CGAffineTransform] = [], blurs: [CGFloat] = []
        for item in g.displayList.items {
            if case .beginTransform(let t) = item { transforms.append(t) }
            if case .beginBlur(let radius, _, _) = item { blurs.append(radius) }
        }
        return (transforms, blurs)
    }

    @Test func atRestNothingExtraIsDrawn() {
        let e = effects(graph(Card()))
        #expect(e.transforms.isEmpty && e.blurs.isEmpty)
    }

    @Test func scaleRotationBlurAndOffsetAreHalfWayAtHalfTime() throws {
        let g = graph(Card())
        g.tap(at: CGPoint(x: 5, y: 5))
        g.advance(to: 0.5)
        // The offset moves what it wraps by 20 (its own frame in layout stays); the effects keep that frame.
        #expect(g.frame("card") == CGRect(x: 170, y: 150, width: 100, height: 100))
        let e = effects(g)
        try #require(e.transforms.count == 2)
        // Outermost is the rotation (applied last in the chain), then the scale; both about the card's centre (220, 200).
        let rotation = e.transforms[0], scale = e.transforms[1]
        let angle = Angle.degrees(90).radians * 0.5
        #expect(rotation.a == cos(angle) && rotation.b == sin(angle) && rotation.c == -sin(angle) && rotation.d == cos(angle))
        #expect(CGPoint(x: 220, y: 200).applying(rotation) == CGPoint(x: 220, y: 200))
        #expect(scale == CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: -110, ty: -100))
        #expect(e.blurs == [5])
        #expect(g.isAnimating)
        g.advance(to: 1)
        #expect(effects(g).transforms.first.map { $0.b == 1 } == true)
        #expect(effects(g).blurs == [10])
        #expect(!g.isAnimating)
    }

    @Test func theFrameInLayoutStaysWhileScaled() {
        let g = graph(Color.blue.frame(width: 100, height: 100).scaleEffect(x: 3, y: 0.5, anchor: .topLeading).id("card"))
        #expect(g.frame("card") == CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(effects(g).transforms == [CGAffineTransform(a: 3, b: 0, c: 0, d: 0.5, tx: -300, ty: 75)])
    }

    @Test func rotation3DIsDrawnAsItsProjection() throws {
        // 60° about the y axis: the plane's x shrinks by cos 60°, y stays.
        let g = graph(Color.blue.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let t = try #require(effects(g).transforms.first)
        #expect(t.a == cos(Angle.degrees(60).radians) && t.d == 1 && t.b == 0 && t.c == 0)
        #expect(CGPoint(x: 200, y: 200).applying(t) == CGPoint(x: 200, y: 200))
    }

    /// Taps land where the view is drawn: a card scaled to twice its size is hit outside its frame, one
    /// scaled to half is not hit in the part of its frame it no longer covers.
    @Test func hitTestingFollowsScale() {
        struct Scaled: View {
            let scale: CGFloat
            @State var taps = 0
            var body: some View {
                Color.blue.frame(width: CGFloat(100 + taps), height: 100).scaleEffect(scale).onTapGesture { taps += 1 }.id("card")
            }
        }
        let big = graph(Scaled(scale: 2))
        #expect(big.tap(at: CGPoint(x: 110, y: 110)))       // outside 150…250, inside 100…300
        let small = graph(Scaled(scale: 0.5))
        #expect(!small.tap(at: CGPoint(x: 160, y: 160)))    // inside 150…250, outside 175…225
        #expect(small.tap(at: CGPoint(x: 180, y: 180)))
    }

    @Test func hitTestingFollowsRotation() {
        // A 200 × 20 bar turned 90° is a 20 × 200 bar on screen.
        let g = graph(Color.blue.frame(width: 200, height: 20).rotationEffect(.degrees(90)).onTapGesture {}.id("bar"))
        #expect(!g.tap(at: CGPoint(x: 120, y: 200)))
        #expect(g.tap(at: CGPoint(x: 200, y: 120)))
    }
}
