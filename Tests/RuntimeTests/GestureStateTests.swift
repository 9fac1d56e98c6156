import Foundation
import Headless
import LayoutCore
import Motion
import Testing
@testable import ViewRuntime

/// `@GestureState` and a drag's velocity handed to a spring.
@Suite struct GestureStateTests {
    /// A 100 × 100 card offset by a drag's translation held in gesture state.
    struct Card: View {
        @GestureState var drag: CGSize
        let log: GestureLog
        init(log: GestureLog, reset: Transaction = Transaction()) {
            self.log = log
            _drag = GestureState(wrappedValue: .zero, resetTransaction: reset)
        }
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .id("card")
                .offset(drag)
                .gesture(DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { _ in log.note("ended with drag \(drag.height)") })
        }
    }

    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() {
        let log = GestureLog()
        let g = graph(Card(log: log))
        log.graph = g
        #expect(g.frame("card")?.minY == 150)
        g.pointerDown(at: CGPoint(x: 200, y: 200))
        g.pointerMoved(to: CGPoint(x: 200, y: 260), time: 0.1)
        #expect(g.frame("card")?.minY == 210)
        g.pointerMoved(to: CGPoint(x: 230, y: 300), time: 0.2)
        #expect(g.frame("card")?.origin == CGPoint(x: 180, y: 250))
        g.pointerUp(time: 0.3)
        // Reset without an animation, before onEnded runs (which then reads the initial value).
        #expect(g.frame("card")?.origin == CGPoint(x: 150, y: 150))
        #expect(log.events == ["ended with drag 0.0 0.3"])
    }

    @Test func theResetAnimatesWithTheResetTransaction() {
        let log = GestureLog()
        let g = graph(Card(log: log, reset: Transaction(animation: .linear(duration: 1))))
        g.pointerDown(at: CGPoint(x: 200, y: 200))
        g.pointerMoved(to: CGPoint(x: 200, y: 300), time: 0.1)
        g.pointerUp(time: 0.5)
        #expect(g.frame("card")?.minY == 250)
        g.advance(to: 1)
        #expect(g.frame("card")?.minY == 200)        // half-way back after half the linear second
        g.advance(to: 1.5)
        #expect(g.frame("card")?.minY == 150)
    }

    @Test func aFailedGestureResetsItsState() {
        struct Pressing: View {
            @GestureState var isPressing = false
            var body: some View {
                Color.blue.frame(width: isPressing ? 200 : 100, height: 100).id("square")
                    .gesture(LongPressGesture(minimumDuration: 1).updating($isPressing) { value, state, _ in state = value })
            }
        }
        let g = graph(Pressing())
        g.pointerDown(at: CGPoint(x: 200, y: 200))
        #expect(g.frame("square")?.width == 200)
        g.pointerUp(time: 0.5)                          // before the minimum duration: the press fails
        #expect(g.frame("square")?.width == 100)
    }

    /// A card dragged down and let go: it springs back with the drag's velocity, as SwiftUI code passes it
    /// (`initialVelocity` is relative to the distance the spring covers).
    struct ThrowableCard: View {
        @State private var offset: CGFloat = 0
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .id("card")
                .offset(y: offset)
                .gesture(DragGesture()
                    .onChanged { offset = $0.translation.height }
                    .onEnded { value in
                        let distance = 0 - offset
                        withAnimation(.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: value.velocity.height / distance)) {
                            offset = 0
                        }
                    })
        }
    }

    @Test func aReleasedCardSpringsBackWithTheDragsVelocity() throws {
        let h = HeadlessHost(ThrowableCard(), size: CGSize(width: 400, height: 800))
        // 240 points down in 0.4 s: 600 points per second at the release.
        h.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 640), duration: 0.4)
        let release = h.time
        let presented = try #require(h.graph.frame("card")?.minY)
        #expect(presented == CGFloat(350 + 240))   // presented where the pointer let go
        let tracks = h.graph.currentTracks.filter { $0.key.attribute == .frame }
        #expect(!tracks.isEmpty)
        for track in tracks.values {
            // The frame's y moves at the drag's velocity at the release: no jump in speed.
            #expect(track.velocity(at: release)[1] == 600)
            #expect(track.velocity(at: release)[0] == 0)
            #expect(track.value(at: release)[1] - track.target[1] == 240)
        }
        h.advance(by: 3)
        #expect(h.graph.frame("card")?.minY == 350)
    }
}
