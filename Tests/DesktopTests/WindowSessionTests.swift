@testable import Desktop
import Foundation
import LayoutCore
import Studio
import Testing
import ViewRuntime

/// A window's session: the inputs its scene received, given again to a new run of the scene at the same times,
/// bring it to the same moment; the session survives a round trip through its file.
@MainActor
@Suite struct WindowSessionTests {
    private struct Tabs: View {
        @State private var selected = 0
        @Namespace private var tabs
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in
                    Text("Tab \(index)")
                        .frame(width: 100, height: 40)
                        .background {
                            if selected == index {
                                Capsule().fill(.blue).matchedGeometryEffect(id: "pill", in: tabs)
                            }
                        }
                        .onTapGesture { withAnimation(.easeInOut(duration: 1)) { selected = index } }
                }
            }
        }
    }

    private func graph() -> ViewGraph {
        ViewGraph(AnyView(Tabs()), host: LayoutHost(size: CGSize(width: 300, height: 40)), engine: LayoutEngine())
    }

    @Test func replayingTheInputsComesBackToTheSameMomentMidFlight() {
        let live = graph()
        let inputs = [RecordedInput(time: 0.25, input: .pointerDown(CGPoint(x: 250, y: 20))),
                      RecordedInput(time: 0.3, input: .pointerUp),
                      RecordedInput(time: 0.6, input: .resize(CGSize(width: 300, height: 60)))]
        for recorded in inputs {
            live.advance(to: recorded.time)
            recorded.input.apply(to: live)
        }
        live.advance(to: 0.8)
        let replayed = graph()
        RecordedInput.replay(inputs, on: replayed, until: 0.8)
        #expect(replayed.time == 0.8)
        #expect(replayed.host.size == CGSize(width: 300, height: 60))
        #expect("\(replayed.displayList.items)" == "\(live.displayList.items)")
        // Half-way through the one-second ease from tab 0 to tab 2 (tapped at 0.3 s): the capsule's left edge is
        // half-way from 0 to 200.
        let pill = replayed.matchedGeometry.first { $0.id == AnyHashable("pill") }
        #expect(pill.map { abs($0.frame.minX - 100) < 1e-6 } == true, "pill at \(String(describing: pill?.frame))")
    }

    @Test func aSessionSurvivesItsFileWithoutTheWallTimeOfItsProcess() throws {
        var clock = SceneClock()
        clock.advance(to: 10)
        clock.advance(to: 12)
        clock.cycleSpeed()
        clock.stepBack(earliest: 0)
        var session = WindowSession(sceneSize: CGSize(width: 390, height: 420))
        session.inputs = [RecordedInput(time: 1.5, input: .key("escape")), RecordedInput(time: 2, input: .scroll(CGPoint(x: 5, y: 6), delta: CGSize(width: 0, height: 40)))]
        session.clock = clock
        session.isPanelShown = true
        session.position = CGPoint(x: 445, y: 240)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try session.write(to: path)
        let read = try WindowSession.read(from: path)
        #expect(read.inputs == session.inputs)
        #expect(read.clock.now == 2 && read.clock.speed == 0.25 && read.clock.isPaused && read.clock.replayTime == 2 - SceneClock.frameStep)
        #expect(read.isPanelShown && read.position == CGPoint(x: 445, y: 240) && read.sceneSize == CGSize(width: 390, height: 420))
        // The restored clock starts again from its next tick: no jump by the old process's wall time.
        var restored = read.clock
        restored.resumeLive()
        restored.advance(to: 500)
        restored.advance(to: 500.5)
        #expect(restored.now == 2 + 0.5 * 0.25)
    }
}
