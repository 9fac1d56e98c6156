import Foundation
import Headless
import LayoutCore
import Studio
import StudioFiles
import Testing
import ViewRuntime

/// A scenario's `pinch:` steps play between the recorder's frames, exactly as
/// `HeadlessHost.pinch(at:scale:duration:)` does.
@Suite struct ScenarioPinchTests {
    /// A 100 × 100 card as wide as 100 × its zoom, which a pinch sets.
    struct ZoomableCard: View {
        @State private var zoom: CGFloat = 1
        var body: some View {
            Color.blue.frame(width: 100 * zoom, height: 100)
                .id("card")
                .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
        }
    }

    @Test func aPinchStepScalesTheCardBetweenFrames() throws {
        let scenario = try Scenario.parse("""
        steps:
          - pinch: {id: card, scale: 2, duration: 0.5s}
          - wait: 0.1s
        """, file: "s.yaml", name: "s")
        let host = HeadlessHost(ZoomableCard(), size: CGSize(width: 400, height: 400))
        var widths: [CGFloat] = []
        try SceneRecorder().run(scenario, on: host, fps: 30) { _, host, _ in
            widths.append(host.layout.frame(of: "card")?.width ?? -1)
        }
        // Frames at 0, 1/30, ...: the pinch adds 1/30 every 1/60 s, 1/15 per frame, and stays at 2.
        #expect(widths.count == 19)
        for (index, width) in widths.enumerated() {
            let expected: CGFloat = 100 * (1 + CGFloat(2 * min(index, 15)) / 30)
            #expect(width == expected, "frame \(index)")
        }
    }

    @Test func aPinchStepAppliedAtOnceIsTheHostsPinch() throws {
        let host = HeadlessHost(ZoomableCard(), size: CGSize(width: 400, height: 400))
        try SceneRecorder().apply(.pinch(.point(CGPoint(x: 200, y: 200)), scale: 1.5, duration: 0.25), to: host)
        #expect(host.time == 0.25)
        #expect(host.layout.frame(of: "card")?.width == 150)
    }

    @Test func aPinchOnAViewThatIsNotDrawnSaysSo() throws {
        let host = HeadlessHost(ZoomableCard(), size: CGSize(width: 400, height: 400))
        #expect(throws: ScenarioError.self) {
            try SceneRecorder().apply(.pinch(.id("nothing"), scale: 2, duration: 0.25), to: host)
        }
    }

    /// A scroll view of ten 100-point rows with ids 0...9, in a 400 × 400 window.
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<10) { Color.blue.frame(width: 200, height: 100).id($0) } }
            }
            .id("list")
        }
    }

    @Test func aScrollStepScrollsTheScrollViewUnderItsTarget() throws {
        let host = HeadlessHost(Rows(), size: CGSize(width: 400, height: 400))
        try SceneRecorder().apply(.scroll(.id("list"), by: CGSize(width: 0, height: 250)), to: host)
        #expect(host.time == 0)
        #expect(host.layout.frame(of: 3) == CGRect(x: 100, y: 50, width: 200, height: 100))
        try SceneRecorder().apply(.scroll(.point(CGPoint(x: 200, y: 200)), by: CGSize(width: 0, height: 1_000)), to: host)
        #expect(host.layout.frame(of: 9) == CGRect(x: 100, y: 300, width: 200, height: 100))
    }
}
