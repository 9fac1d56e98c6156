import HeroSim
import HeroSimTesting
import Testing

// iOS 17's `.animation(_:body:)`, written as Apple's documentation shows it: only the modifiers inside the
// body animate with its animation; the view's own changes keep whatever animation comes from outside.

private struct ScopedFade: View {
    @Namespace private var namespace
    @State private var isOn = false
    var outer: Animation?

    var body: some View {
        Color.blue
            .frame(width: isOn ? 200 : 100, height: 50)
            .matchedGeometryEffect(id: "bar", in: namespace)
            .animation(.linear(duration: 1)) { content in
                content.opacity(isOn ? 1 : 0.2)
            }
            .onTapGesture { withAnimation(outer) { isOn.toggle() } }
    }
}

@Suite struct AnimationBodyTests {
    func bar(_ host: HeadlessHost) -> (width: Double, opacity: Double)? {
        host.matchedGeometry.first.map { ($0.frame.width, $0.opacity) }
    }

    @Test func onlyTheBodysModifiersAnimateWithItsAnimation() {
        let host = HeadlessHost(ScopedFade(outer: nil), size: CGSize(width: 400, height: 400))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        host.advance(to: 0.5)
        // The width (the content's own change) jumps; the opacity is half-way along its linear second.
        #expect(bar(host)?.width == 200)
        #expect(bar(host)?.opacity == 0.2 + (1 - 0.2) * 0.5)
        host.advance(to: 1)
        #expect(bar(host)?.opacity == 1)
    }

    @Test func theContentKeepsTheAnimationFromOutside() {
        let host = HeadlessHost(ScopedFade(outer: .linear(duration: 2)), size: CGSize(width: 400, height: 400))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        host.advance(to: 0.5)
        // The width takes withAnimation's two seconds, the opacity the body's one.
        #expect(bar(host)?.width == 125)
        #expect(bar(host)?.opacity == 0.2 + (1 - 0.2) * 0.5)
    }
}
