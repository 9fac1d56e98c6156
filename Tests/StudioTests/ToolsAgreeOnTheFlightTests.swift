import Foundation
import Headless
import HeroScenes
import Motion
@testable import Studio
@testable import StudioCore
import StudioFiles
import Testing
import ViewRuntime

/// The seed's hero sent back mid-flight: the runtime's flights, the trace, the fuzzer, the policy
/// comparison, the inspector's HUD, the flight progress and the onion skin all name the same flying view,
/// at the same place, at every moment.
@Suite struct ToolsAgreeOnTheFlightTests {
    static let size = CGSize(width: 390, height: 844)
    static let fps = 20.0

    func seedHero(_ policy: InterruptionPolicy = .retrace) -> HeadlessHost {
        let host = HeadlessHost(BuiltInScene.named("seed-hero")!.makeView(HeroConfig()), size: Self.size)
        host.graph.interruptionPolicy = policy
        return host
    }

    /// Taps "trash" at 0.2 s and, at 0.4 s, its flying view's centre (as the fuzzer's `tap-hero` does),
    /// then lets it fly back.
    func sentBack() throws -> (scenario: Scenario, turnedAt: CGRect) {
        let probe = seedHero()
        probe.advance(to: 0.2)
        #expect(probe.flights.isEmpty)
        let trash = try #require(probe.matchedGeometry.first { "\($0.id)" == "trash" }).frame
        #expect(probe.tap(at: CGPoint(x: trash.midX, y: trash.midY)))
        probe.advance(to: 0.4)
        let flying = try #require(probe.flights.first).flying.frame
        let steps = "steps:\n  - wait: 0.2s\n  - tap: {id: trash}\n  - wait: 0.2s\n  - tap: {x: \(flying.midX), y: \(flying.midY)}\n  - wait: 1.4s\n"
        return (try Scenario.parse(steps, file: "sent-back.yaml", name: "sent-back"), flying)
    }

    @Test func everyToolNamesTheSameFlyingViewAtTheSameMoment() throws {
        let (scenario, turnedAt) = try sentBack()
        let host = seedHero()
        host.graph.keepsReplayHistory = true
        var trace: [SceneTraceEntry] = []
        var flying: [Int: (id: String, phase: Flight.Phase, frame: TraceRect, seen: Bool)] = [:]
        try SceneRecorder().run(scenario, on: host, fps: Self.fps) { index, host, entry in
            trace.append(entry)
            let flights = host.flights
            let states = MatchedGroupState.states(of: host.graph.traceEntry(replaying: host.time))
            // The trace writes the runtime's flights.
            #expect(entry.flights == flights.map(TraceFlight.init), "frame \(index)")
            guard let flight = flights.first else {
                #expect(entry.flyingHeroes.isEmpty, "frame \(index)")
                #expect(!states.contains { $0.phase == .presenting || $0.phase == .dismissing }, "frame \(index)")
                return
            }
            #expect(flights.count == 1 && flight.id == "trash", "frame \(index)")
            let frame = TraceRect(flight.flying.frame)
            // The trace's flying view, and its heroes (what FlightProgress reads).
            #expect(entry.flyingView(of: TraceFlight(flight))?.frame == frame, "frame \(index)")
            #expect(entry.flyingHeroes.map(\.id) == [flight.id] && entry.flyingHeroes.first?.view.frame == frame, "frame \(index)")
            // The fuzzer's and the policy comparison's hero.
            #expect(InterruptionFuzzer.rect(of: flight.id, in: entry) == frame, "frame \(index)")
            // The comparison measures what is seen: the flying view while it is, else (faded out by the seed's
            // default opacity transition before its spring lands) the group's view that is seen.
            let seen = (entry.flyingView(of: TraceFlight(flight))?.opacity ?? 0) > 0
            flying[index] = (flight.id, flight.phase, frame, seen)
            if seen {
                #expect(entry.heroView(flight.id)?.frame == frame, "frame \(index)")
            } else {
                #expect(entry.heroView(flight.id).map { $0.opacity > 0 && !$0.removed } == true, "frame \(index)")
            }
            // The inspector's HUD, and the traced view that carries the flight (what the onion skin draws).
            #expect(states == [MatchedGroupState(id: flight.id, phase: flight.phase == .presenting ? .presenting : .dismissing, progress: flight.progress)],
                    "frame \(index)")
            #expect(host.graph.moment.tracedViews.filter { $0.flight != nil }.map(\.frame) == [flight.flying.frame], "frame \(index)")
        }
        // It flew out from 0.2 s (frame 4), was sent back at 0.4 s (frame 8) from where it was, and landed
        // at 1.456 s (the spring's settling time, after frame 29).
        #expect(flying.keys.sorted() == Array(4...29))
        #expect(flying.keys.sorted().map { flying[$0]!.phase } == Array(repeating: .presenting, count: 4) + Array(repeating: .dismissing, count: 22))
        #expect(flying[8]?.frame == TraceRect(turnedAt))
        // Seen from the first frame it moves until the opacity transition ends (after 0.95 s).
        #expect(flying.keys.sorted().filter { flying[$0]!.seen } == Array(5...19))
        // FlightProgress measures exactly the frames where the runtime has a flight.
        #expect(FlightProgress.of(trace).indices.filter { FlightProgress.of(trace)[$0] != nil } == flying.keys.sorted())
        // The fuzzer's hero, and the frames it would interrupt, are the flight's.
        let hero = try #require(InterruptionFuzzer.hero(of: trace))
        #expect(hero.id == "trash")
        #expect(hero.frames == Array(4...29))
        // The policy comparison names the same hero, and its run under the same policy sees it where it flew.
        let comparison = try PolicyComparison(scenario, fps: Self.fps) { seedHero($0) }
        #expect(comparison.id == "trash")
        let retrace = try #require(comparison.runs.first { $0.policy == .retrace })
        #expect(retrace.trace == trace)
        for (index, view) in flying where view.seen { #expect(retrace.trace[index].heroView("trash")?.frame == view.frame, "frame \(index)") }
        // The onion skin of each transition outlines the runtime's flying view at each of its 8 moments where
        // that view is seen (the first transition's later moments show the flight back, which flies then).
        let animations = host.graph.recordedAnimations
        #expect(animations.map(\.start) == [0.2, 0.4])
        var outlined: [Int] = []
        for animation in animations {
            let skin = OnionSkin(of: animation, in: host.graph, outlines: 8, pathPoints: 48)
            outlined.append(skin.outlines.count)
            let moments = (0..<8).map { animation.start + (animation.end - animation.start) * Double($0) / 7 }
            #expect(skin.outlines.allSatisfy { moments.contains($0.time) })
            for outline in skin.outlines {
                let flights: [Flight] = host.graph.flights(replaying: outline.time)
                let comment = Comment(rawValue: "t = \(outline.time)")
                #expect(flights.map(\.id) == [outline.id], comment)
                #expect(flights.map(\.flying.frame) == [outline.frame], comment)
            }
        }
        #expect(outlined == [5, 4])
    }
}
