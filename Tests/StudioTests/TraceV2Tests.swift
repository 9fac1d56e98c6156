import Foundation
@testable import Headless
@testable import Studio
import StudioFiles
import LayoutCore
import Motion
import TestSupport
import Testing
import ViewRuntime

/// A 100-point square that slides 300 points right on a tap with `animation`; inside a 400 × 200 clip.
private struct Slider: View {
    let animation: Animation
    @Namespace private var space
    @State private var moved = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.blue.clipShape(RoundedRectangle(cornerRadius: 12)).matchedGeometryEffect(id: "tile", in: space)
                .frame(width: 100, height: 100).offset(x: moved ? 300 : 0)
        }
        .frame(width: 400, height: 200, alignment: .topLeading)
        .clipped()
        .contentShape(Rectangle())
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onTapGesture { withAnimation(animation) { moved.toggle() } }
    }
}

/// The geometry trace of version 2: every field of a traced view, velocities and accelerations against the
/// curves' own derivatives, the file format, and dropped frames.
@Suite struct TraceV2Tests {
    func host(_ animation: Animation) -> HeadlessHost { HeadlessHost(Slider(animation: animation), size: CGSize(width: 500, height: 300)) }

    func tile(_ entry: SceneTraceEntry) throws -> TracedViewEntry { try #require(entry.views.first { $0.id == "tile" }) }

    @Test func aTracedViewHasItsFrameRadiusClipOrderAndMotion() throws {
        let host = host(.linear(duration: 1))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(to: 0.25)
        let entry = host.trace(frame: 15)
        #expect(entry.views.count == 1)
        let tile = try tile(entry)
        #expect(tile.kind == .matchedGeometry)
        #expect(tile.isSource && !tile.removed && tile.z == 0 && tile.opacity == 1)
        #expect(tile.frame == TraceRect(CGRect(x: 75, y: 0, width: 100, height: 100)))
        #expect(tile.cornerRadius == 12)
        #expect(tile.clip == TraceClip(frame: TraceRect(CGRect(x: 0, y: 0, width: 400, height: 200)), cornerRadius: 0))
        #expect(tile.motion == TraceMotion(curve: "linear 1s", start: 0, end: 1, progress: 0.25, attributes: ["frame"]))
        #expect(tile.path == "Slider/" + Array(repeating: "ModifiedContent/content", count: 5).joined(separator: "/")
                + "/ZStack/ModifiedContent/content/ModifiedContent/content/ModifiedContent")
        #expect(tile.namespace == "namespace Slider#1")   // Slider's second stored property
    }

    @Test func aLinearSlideHasItsExactSpeedAtEveryFrameAndNoAcceleration() throws {
        let host = host(.linear(duration: 1))
        // The tap at 2 ms puts frame 60 (1.000 s) 2 ms before the end: its samples are taken backwards.
        let scenario = try Scenario.parse("steps:\n  - wait: 0.002s\n  - tap: {x: 50, y: 50}\n  - wait: 1.1s\n", file: "t", name: "t")
        var tiles: [TracedViewEntry] = []
        try SceneRecorder().run(scenario, on: host, fps: 60) { _, _, entry in tiles.append(try tile(entry)) }
        for frame in 1...60 {
            #expect(abs(tiles[frame].velocity.x - 300) < 1e-6, "frame \(frame)")
            #expect(abs(tiles[frame].speed - 300) < 1e-6)
            #expect(abs(tiles[frame].acceleration.x) < 1e-6)
            #expect(tiles[frame].velocity.y == 0 && tiles[frame].velocity.width == 0)
        }
        #expect(tiles[0].velocity.x == 0)           // before the tap
        #expect(tiles[61].velocity.x == 0 && tiles[61].motion == nil)   // at rest
    }

    @Test func anEaseInOutFlightsVelocityAndAccelerationMatchTheCurvesDerivatives() throws {
        let host = host(.easeInOut(duration: 0.5))
        let scenario = try Scenario.parse("steps:\n  - tap: {x: 50, y: 50}\n  - wait: 0.6s\n", file: "t", name: "t")
        let exact = AnimationTrack(from: [0], to: [300], animation: .curve(.easeInOut, duration: 0.5), at: 0)
        var checked = 0
        try SceneRecorder().run(scenario, on: host, fps: 60) { frame, host, entry in
            let tile = try tile(entry)
            let t = host.time
            guard t < 0.5 else { return }
            let velocity = exact.velocity(at: t)[0]
            let acceleration = (exact.velocity(at: t + 1e-7)[0] - exact.velocity(at: max(0, t - 1e-7))[0]) / (t >= 1e-7 ? 2e-7 : 1e-7)
            #expect(abs(tile.velocity.x - velocity) < 0.05, "frame \(frame): \(tile.velocity.x) vs \(velocity)")
            #expect(abs(tile.acceleration.x - acceleration) < 0.01 * max(100, abs(acceleration)), "frame \(frame): \(tile.acceleration.x) vs \(acceleration)")
            checked += 1
        }
        #expect(checked == 30)
    }

    @Test func viewsThatStayPutWhileACardFliesReadExactlyZero() throws {
        let host = TestSupport.iconGrid()
        let scenario = try Scenario.parse("steps:\n  - tap: {icon: 3}\n  - wait: 0.2s\n", file: "t", name: "t")
        var still = 0
        var cards: [TracedViewEntry] = []
        try SceneRecorder().run(scenario, on: host, fps: 60) { frame, _, entry in
            guard frame == 6 else { return }
            for view in entry.matchedGeometry {
                if view.id == "3" {
                    cards.append(view)
                } else {
                    still += 1
                    #expect(view.velocity == .zero && view.acceleration == .zero && view.speed == 0, "\(view.id)")
                }
            }
        }
        #expect(still == 15)
        // The flying card, and its emptied cell, which is no source while the card is open and follows it.
        let flying = try #require(cards.first { $0.isSource })
        let follower = try #require(cards.first { !$0.isSource })
        #expect(cards.count == 2)
        #expect(flying.motion != nil && flying.speed > 100)
        #expect(follower.frame == flying.frame)
        #expect(follower.velocity == flying.velocity)
    }

    @Test func theTraceFileHasAFormatAVersionAndReadsBack() throws {
        let entry = GeometryTracer.entry(0, of: host(.linear(duration: 1)))
        let trace = SceneTrace(fps: 60, frames: [entry])
        let text = String(decoding: try trace.json(), as: UTF8.self)
        // The header, then one frame a line.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "{\"format\":\"herosim-trace\",\"version\":2,\"fps\":60,\"frames\":[")
        #expect(lines.count == 4 && lines[1].hasPrefix("{\"animating\":") && lines[2] == "]}" && lines[3] == "")
        #expect(try SceneTrace.read(try trace.json()) == trace)
    }

    @Test func aVersionOneTraceReadsAsItsMatchedGeometryViews() throws {
        let v1 = """
        [{"animating": true, "frame": 0, "time": 0, "size": {"width": 100, "height": 50},
          "matchedGeometry": [{"id": "a", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "isSource": true, "opacity": 0.5, "removed": false}]},
         {"animating": false, "frame": 1, "time": 0.05, "size": {"width": 100, "height": 50}, "matchedGeometry": []}]
        """
        let trace = try SceneTrace.read(Data(v1.utf8))
        #expect(trace.fps == 20)
        #expect(trace.frames.count == 2)
        #expect(trace.frames[0].matchedGeometry == [TracedViewEntry(id: "a", frame: TraceRect(CGRect(x: 1, y: 2, width: 3, height: 4)), isSource: true, opacity: 0.5)])
    }

    @Test func aDroppedFrameRepeatsTheFrameBeforeWhileTimeGoesOn() throws {
        let folder = try TestSupport.temporaryDirectory("drops") + "/out"
        let scenario = try Scenario.parse("steps:\n  - tap: {x: 50, y: 50}\n  - wait: 0.1s\n", file: "t", name: "t")
        let trace = try SceneRecorder().record(scenario, on: host(.linear(duration: 1)), fps: 60, into: folder, drops: try FrameDrops(parsing: "2, 3"))
        func png(_ frame: Int) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(SceneRecorder.fileName(frame: frame))")) }
        #expect(try png(2) == png(1) && png(3) == png(1))
        #expect(try png(4) != png(1))
        #expect(trace.map(\.dropped) == [false, false, true, true, false, false, false])
        #expect(trace[3].time == 0.05 && trace[3].views == trace[1].views)
        #expect(try tile(trace[4]).frame.x == 20)
        let saved = try SceneTrace.read(Data(contentsOf: URL(fileURLWithPath: "\(folder)/trace.json")))
        #expect(saved.frames == trace && saved.fps == 60)
    }

    @Test func aShareOfDroppedFramesIsTheSameForTheSameSeed() throws {
        let drops = try FrameDrops(parsing: "25%", seed: 7)
        let dropped = drops.dropped(among: 1000)
        #expect(dropped == (try FrameDrops(parsing: "25%", seed: 7)).dropped(among: 1000))
        #expect(dropped != (try FrameDrops(parsing: "25%", seed: 8)).dropped(among: 1000))
        #expect(!dropped.contains(0))
        #expect((200...300).contains(dropped.count))
        #expect(throws: FrameDropsError.self) { try FrameDrops(parsing: "0") }
        #expect(throws: FrameDropsError.self) { try FrameDrops(parsing: "100%") }
        #expect(throws: FrameDropsError.self) { try FrameDrops(parsing: "3,x") }
    }
}
