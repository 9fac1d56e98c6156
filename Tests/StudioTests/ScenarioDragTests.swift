import Foundation
import Headless
import LayoutCore
import Studio
import StudioFiles
import Testing
import ViewRuntime

/// A scenario's `drag:` and `press:` steps play between the recorder's frames, exactly as
/// `HeadlessHost.drag(from:to:duration:)` and `press(at:duration:)` do.
@Suite struct ScenarioDragTests {
    /// A 100 × 100 card that follows a drag (its offset is the translation) and turns wide on a long press.
    struct DraggableCard: View {
        @State private var offset: CGFloat = 0
        @State private var wide = false
        var body: some View {
            Color.blue.frame(width: wide ? 200 : 100, height: 100)
                .id("card")
                .offset(y: offset)
                .gesture(DragGesture().onChanged { offset = $0.translation.height })
                .onLongPressGesture(minimumDuration: 0.5) { wide = true }
        }
    }

    @Test func aDragStepMovesTheCardBetweenFrames() throws {
        let scenario = try Scenario.parse("""
        steps:
          - drag: {from: {id: card}, by: {x: 0, y: 120}, duration: 0.2s}
          - press: {x: 200, y: 330, duration: 0.6s}
        """, file: "s.yaml", name: "s")
        let host = HeadlessHost(DraggableCard(), size: CGSize(width: 400, height: 400))
        var tops: [CGFloat] = []
        var widths: [CGFloat] = []
        try SceneRecorder().run(scenario, on: host, fps: 30) { _, host, _ in
            tops.append(host.layout.frame(of: "card")?.minY ?? -1)
            widths.append(host.layout.frame(of: "card")?.width ?? -1)
        }
        // Frames at 0, 1/30, ...: the drag moves 10 points per 1/60 s, so 20 per frame, from its first
        // move at 10 points (the minimum distance) on.
        #expect(tops.prefix(7) == [150, 170, 190, 210, 230, 250, 270])
        // The press (at the card's new place) turns it wide at 0.2 + 0.5 s, and it stays.
        #expect(widths[20] == 100 && widths[21] == 200 && widths.last == 200)
    }

    @Test func aDragStepAppliedAtOnceIsTheHostsDrag() throws {
        let host = HeadlessHost(DraggableCard(), size: CGSize(width: 400, height: 400))
        try SceneRecorder().apply(.drag(from: .point(CGPoint(x: 200, y: 200)), to: .point(CGPoint(x: 200, y: 260)), duration: 0.1), to: host)
        #expect(host.time == 0.1)
        #expect(host.layout.frame(of: "card")?.minY == 210)
    }
}
