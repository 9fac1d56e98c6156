import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// Every type that `HeadlessHost` and the trace hand to a user can be named with `import HeroSim` alone
/// (and what `GoldenFrames` returns with `import HeroSimTesting`): this file annotates each one (it would not
/// compile otherwise) and checks what it holds.
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

    /// A thumbnail that opens into a large square: two views of one matched-geometry group, so opening flies.
    struct Thumbnail: View {
        @State private var open = false
        @Namespace private var hero
        var body: some View {
            ZStack(alignment: .topLeading) {
                if open {
                    Color.red.matchedGeometryEffect(id: "photo", in: hero).frame(width: 200, height: 200)
                } else {
                    Color.red.matchedGeometryEffect(id: "photo", in: hero).frame(width: 40, height: 40)
                }
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
            .onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
        }
    }

    @Test func whatTheHostReturnsCanBeNamed() throws {
        let kit: RenderingKit = RenderingKit()
        let engine: LayoutEngine = kit.engine
        let host: HeadlessHost = HeadlessHost(Card(), size: CGSize(width: 300, height: 200), scale: 1, colorScheme: .light, rendering: kit)
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

    @Test func aFlightAndTheGoldenOutcomeCanBeNamed() throws {
        let host: HeadlessHost = HeadlessHost(Thumbnail(), size: CGSize(width: 300, height: 200))
        #expect(host.flights.isEmpty)
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.5)
        let flights: [Flight] = host.flights
        let flight: Flight = try #require(flights.first)
        let phase: Flight.Phase = flight.phase
        let flying: Flight.End = flight.flying
        #expect(flights.count == 1)
        #expect((flight.id, phase, flight.progress) == ("photo", .presenting, 0.5))
        #expect(flying.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
        let entry: SceneTraceEntry = host.trace(frame: 1)
        let traced: [TraceFlight]? = entry.flights
        let tracedFlight: TraceFlight = try #require(traced?.first)
        let tracedPhase: TraceFlight.Phase = tracedFlight.phase
        let tracedEnd: TraceFlight.End = tracedFlight.flying
        #expect(traced?.count == 1)
        #expect((tracedFlight.id, tracedPhase, tracedFlight.progress) == ("photo", .presenting, 0.5))
        #expect(tracedEnd.frame.cgRect == flying.frame)

        let scenario: Scenario = try Scenario.parse("steps:\n  - tap: {x: 20, y: 20}\n  - wait: 0.2s\n", file: "open.yaml", name: "open")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("thumbnail-goldens-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome: GoldenFrames.Outcome = try GoldenFrames(folder: folder).check(scenario, on: HeadlessHost(Thumbnail(), size: CGSize(width: 300, height: 200)),
                                                                                   fps: 10, record: true)
        #expect(outcome == .recorded(frames: 3))
    }
}
