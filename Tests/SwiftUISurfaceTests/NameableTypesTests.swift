import Foundation
import HeroSim
import Testing

/// Every type that `HeadlessHost` and the trace hand to a user can be named with `import HeroSim` alone:
/// this file annotates each one (it would not compile otherwise) and checks what it holds.
@Suite struct NameableTypesTests {
    struct Card: View {
        @State private var open = false
        @Namespace private var hero
        var body: some View {
            Color.blue.frame(width: open ? 200 : 100, height: 100)
                .matchedGeometryEffect(id: "card", in: hero)
                .id("card")
                .onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
        }
    }

    @Test func whatTheHostReturnsCanBeNamed() throws {
        let kit: RenderingKit = RenderingKit()
        let engine: LayoutEngine = kit.engine
        let host: HeadlessHost = HeadlessHost(Card(), size: CGSize(width: 300, height: 200), rendering: kit)
        let graph: ViewGraph = host.graph
        let layout: LayoutResult = host.layout
        let elements: [MatchedGeometryElement] = host.matchedGeometry
        #expect(layout.frame(of: "card") == CGRect(x: 100, y: 50, width: 100, height: 100))
        #expect(elements.map(\.frame) == [CGRect(x: 100, y: 50, width: 100, height: 100)])
        #expect(graph.time == 0)
        #expect(engine.layout(Color.red.frame(width: 10, height: 10).id("red"), in: LayoutHost(size: CGSize(width: 30, height: 30))).frame(of: "red") == CGRect(x: 10, y: 10, width: 10, height: 10))

        host.tap(at: CGPoint(x: 150, y: 100))
        host.advance(by: 0.5)
        let image: RasterImage = host.render()
        #expect((image.width, image.height) == (300, 200))
        let entry: SceneTraceEntry = host.trace(frame: 7)
        let view: TracedViewEntry = try #require(entry.views.first)
        let frame: TraceRect = view.frame
        #expect(entry.frame == 7)
        #expect(frame.cgRect == CGRect(x: 75, y: 50, width: 150, height: 100))
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-frame-\(UUID()).png").path
        #expect { _ = try RasterImage.readPNG(at: missing) } throws: { error in
            (error as? RasterError)?.description.hasPrefix("cannot read \(missing): ") == true
        }
    }
}
