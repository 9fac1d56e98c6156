import Foundation
@testable import Headless
@testable import Studio
import StudioFiles
import LayoutCore
import Motion
import Testing
import ViewRuntime

/// A card in a corner that flies open in a linear second on a tap, and back on a tap on the open card.
private struct Card: View {
    @Namespace private var space
    @State private var open = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Color.blue.matchedGeometryEffect(id: "card", in: space).frame(width: 40, height: 40).padding(20)
                .onTapGesture { withAnimation(.linear(duration: 1)) { open = true } }
        }
        .overlay {
            if open {
                Color.blue.matchedGeometryEffect(id: "card", in: space).transition(.identity)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { open = false } }
            }
        }
    }
}

/// The flights of a trace: recorded from the host's, written to trace.json and read back; a trace written
/// before flights were recorded names no hero (the tools no longer guess one).
@Suite struct TraceFlightTests {
    static let cellPath = "Card/ModifiedContent/content/ZStack/TupleView/1/ModifiedContent/content/ModifiedContent/content/ModifiedContent/content/ModifiedContent"
    static let cardPath = "Card/ModifiedContent/Optional/ModifiedContent/content/ModifiedContent/content/ModifiedContent"

    func record(_ steps: String) throws -> [SceneTraceEntry] {
        let host = HeadlessHost(Card(), size: CGSize(width: 400, height: 400))
        var trace: [SceneTraceEntry] = []
        try SceneRecorder().run(try Scenario.parse(steps, file: "t", name: "t"), on: host, fps: 4) { _, host, entry in
            #expect(entry.flights == host.flights.map(TraceFlight.init))
            trace.append(entry)
        }
        return trace
    }

    @Test func eachFrameHasTheHostsFlightsAndItsFlyingView() throws {
        let trace = try record("steps:\n  - tap: {x: 40, y: 40}\n  - wait: 1.25s\n  - tap: {x: 200, y: 200}\n  - wait: 0.5s\n")
        let cell = TraceFlight.End(path: Self.cellPath, frame: TraceRect(CGRect(x: 20, y: 20, width: 40, height: 40)))
        let open = TraceFlight(id: "card", namespace: "namespace Card#0", phase: .presenting, from: cell,
                               to: TraceFlight.End(path: Self.cardPath, frame: TraceRect(CGRect(x: 15, y: 15, width: 130, height: 130))),
                               curve: "linear 1s", start: 0, end: 1, progress: 0.25)
        #expect(trace[1].flights == [open])
        #expect(trace[1].flyingView(of: open)?.path == Self.cardPath)
        #expect(trace[1].flyingHeroes.map(\.id) == ["card"])
        // Landed: two views at rest, no flight.
        #expect(trace[4].flights == [])
        // Tapped at 1.25 s: the card flies back, from where it rests.
        let full = TraceFlight.End(path: Self.cardPath, frame: TraceRect(CGRect(x: 0, y: 0, width: 400, height: 400)), removed: true)
        #expect(trace[5].flights == [TraceFlight(id: "card", namespace: "namespace Card#0", phase: .dismissing, from: full, to: cell,
                                                 curve: "linear 1s", start: 1.25, end: 2.25, progress: 0)])
        let back = TraceFlight(id: "card", namespace: "namespace Card#0", phase: .dismissing,
                               from: TraceFlight.End(path: Self.cardPath, frame: TraceRect(CGRect(x: 5, y: 5, width: 310, height: 310)), removed: true),
                               to: cell, curve: "linear 1s", start: 1.25, end: 2.25, progress: 0.25)
        #expect(trace[6].flights == [back])
        #expect(trace[6].flyingView(of: back)?.removed == true)
        #expect(InterruptionFuzzer.hero(of: trace)?.id == "card")
        // Frames where it flies and has moved since the frame before (or the first): not 5, where it sets off back.
        #expect(InterruptionFuzzer.hero(of: trace)?.frames == [0, 1, 2, 3, 6, 7])
    }

    @Test func theFlightsAreWrittenAndReadBack() throws {
        let trace = SceneTrace(fps: 4, frames: try record("steps:\n  - tap: {x: 40, y: 40}\n  - wait: 1s\n"))
        let text = String(decoding: try trace.json(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        // JSONEncoder writes a slash as \/.
        let cell = Self.cellPath.replacingOccurrences(of: "/", with: #"\/"#), card = Self.cardPath.replacingOccurrences(of: "/", with: #"\/"#)
        #expect(lines[2].contains(#""flights":[{"curve":"linear 1s","end":1,"from":{"frame":{"height":40,"width":40,"x":20,"y":20},"path":"\#(cell)","removed":false},"id":"card","namespace":"namespace Card#0","phase":"presenting","progress":0.25,"start":0,"to":{"frame":{"height":130,"width":130,"x":15,"y":15},"path":"\#(card)","removed":false}}],"frame":1,"#))
        #expect(lines[5].contains(#""flights":[],"frame":4,"#))
        #expect(try SceneTrace.read(try trace.json()) == trace)
    }

    @Test func aTraceWithoutFlightsNamesNoHero() throws {
        let json = """
        {"format":"herosim-trace","version":2,"fps":10,"frames":[
        {"animating":true,"dropped":false,"frame":0,"size":{"height":100,"width":100},"time":0,"views":[\
        {"acceleration":{"height":0,"width":0,"x":0,"y":0},"cornerRadius":0,"frame":{"height":10,"width":10,"x":0,"y":0},"id":"a","isSource":true,"kind":"matchedGeometry","opacity":0,"path":"a","removed":false,"speed":0,"velocity":{"height":0,"width":0,"x":0,"y":0},"z":0},\
        {"acceleration":{"height":0,"width":0,"x":0,"y":0},"cornerRadius":0,"frame":{"height":10,"width":10,"x":5,"y":0},"id":"a","isSource":false,"kind":"matchedGeometry","opacity":1,"path":"b","removed":false,"speed":0,"velocity":{"height":0,"width":0,"x":0,"y":0},"z":1}]}
        ]}
        """
        let trace = try SceneTrace.read(Data(json.utf8))
        #expect(trace.frames[0].flights == nil)
        #expect(trace.frames[0].flyingHeroes.isEmpty)
        var recorded = trace.frames[0]
        recorded.flights = [TraceFlight(id: "a", namespace: "n", phase: .presenting, from: TraceFlight.End(path: "a", frame: TraceRect(CGRect(x: 0, y: 0, width: 10, height: 10))),
                                        to: TraceFlight.End(path: "b", frame: TraceRect(CGRect(x: 5, y: 0, width: 10, height: 10))), curve: "linear 1s",
                                        start: 0, end: 1, progress: 0)]
        #expect(recorded.flyingHeroes.map(\.view.path) == ["b"])
    }
}
