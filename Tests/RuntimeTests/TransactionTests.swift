import Foundation
import LayoutCore
import Motion
import Testing
import ViewRuntime

/// Which animation a change uses: `withAnimation`, `.animation(_:value:)`, `.animation(nil)`, `.transaction`.
@Suite struct TransactionTests {
    /// A bar 50 wide that a tap makes 150 wide, changed in one of several ways.
    struct Bar: View {
        enum Mode { case plain, withAnimation, valueModifier, nilModifierInsideWithAnimation, transactionOff }
        let mode: Mode
        @State var wide = false
        var body: some View {
            let bar = Color.blue.frame(width: wide ? 150 : 50, height: 10).id("bar")
            let tappable = Color.red.frame(width: 10, height: 10).id("tap").onTapGesture {
                switch mode {
                case .withAnimation, .nilModifierInsideWithAnimation, .transactionOff:
                    withAnimation(.linear(duration: 1)) { wide.toggle() }
                default:
                    wide.toggle()
                }
            }
            VStack {
                switch mode {
                case .valueModifier: bar.animation(.linear(duration: 1), value: wide)
                case .nilModifierInsideWithAnimation: bar.animation(nil, value: wide)
                case .transactionOff: bar.transaction { $0.animation = nil }
                default: bar
                }
                tappable
            }
        }
    }

    /// The bar's width at t = 0.5 s after the tap (linear over 1 s from 50 to 150 gives exactly 100).
    func widthHalfWay(_ mode: Bar.Mode) -> CGFloat? {
        let g = graph(Bar(mode: mode))
        g.tap(id: "tap")
        g.advance(to: 0.5)
        return g.frame("bar")?.width
    }

    /// A square whose clip shape's corners go from 0 to 40 on a tap.
    struct ClippedSquare: View {
        @State var round = false
        var body: some View {
            Color.blue.clipShape(RoundedRectangle(cornerRadius: round ? 40 : 0)).frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { round.toggle() } }
        }
    }

    @Test func aClipShapesCornerRadiusAnimatesAsTheShapeDoes() throws {
        let g = graph(ClippedSquare())
        g.tap(at: CGPoint(x: 200, y: 200))
        g.advance(to: 0.25)
        let clip = try #require(g.moment.tracedViews.first)
        #expect(clip.cornerRadius == 10)
        #expect(clip.motion?.attributes == ["cornerRadius"])
        g.advance(to: 1)
        #expect(g.moment.tracedViews.isEmpty)
    }

    @Test func aPlainChangeJumps() { #expect(widthHalfWay(.plain) == 150) }
    @Test func withAnimationAnimatesTheChange() { #expect(widthHalfWay(.withAnimation) == 100) }
    @Test func animationValueModifierAnimatesWhenItsValueChanges() { #expect(widthHalfWay(.valueModifier) == 100) }
    @Test func animationNilTurnsOffAnOuterWithAnimation() { #expect(widthHalfWay(.nilModifierInsideWithAnimation) == 150) }
    @Test func aTransactionModifierCanTurnAnimationOff() { #expect(widthHalfWay(.transactionOff) == 150) }

    @Test func theAnimationEndsExactlyOnTheNewValue() {
        let g = graph(Bar(mode: .withAnimation))
        g.tap(id: "tap")
        g.advance(to: 1)
        #expect(g.frame("bar")?.width == 150)
        #expect(!g.isAnimating)
    }

    @Test func anOverrideReplacesEveryAnimation() {
        let g = graph(Bar(mode: .withAnimation))
        g.animationOverride = { _ in .linear(duration: 2) }
        g.tap(id: "tap")
        g.advance(to: 0.5)
        #expect(g.frame("bar")?.width == 75)
    }
}
