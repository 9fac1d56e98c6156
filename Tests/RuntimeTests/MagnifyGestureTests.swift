import Foundation
import Headless
import LayoutCore
import Testing
import ViewRuntime

/// What a magnify gesture's callbacks saw.
final class MagnifyLog {
    var changed: [MagnifyGesture.Value] = []
    var ended: [MagnifyGesture.Value] = []
}

/// A 300 × 300 pad centred in a 400 × 400 window (its local origin is (50, 50)) with a magnify gesture.
struct MagnifyPad: View {
    let log: MagnifyLog
    var minimumScaleDelta: CGFloat = 0.01
    var body: some View {
        Color.blue.frame(width: 300, height: 300)
            .gesture(MagnifyGesture(minimumScaleDelta: minimumScaleDelta)
                .onChanged { log.changed.append($0) }
                .onEnded { log.ended.append($0) })
    }
}

/// MagnifyGesture's values over sampled pinches, with exact numbers.
@Suite struct MagnifyGestureTests {
    @Test func magnificationIsLinearInTimeAtEverySample() {
        let log = MagnifyLog()
        let h = host(MagnifyPad(log: log))
        // From 1 to 2 in 0.5 s: 30 changes of 1/30, one every 1/60 s.
        #expect(h.pinch(at: CGPoint(x: 125, y: 200), scale: 2, duration: 0.5))
        #expect(log.changed.count == 30)   // the first change, 1/30, is past the minimum delta 0.01
        for (index, value) in log.changed.enumerated() {
            let k = CGFloat(index + 1)
            #expect(value.magnification == 1 + k / 30)
            #expect(value.time == Date(timeIntervalSinceReferenceDate: k == 30 ? 0.5 : Double(k) / 60))
            #expect(value.startLocation == CGPoint(x: 75, y: 150))     // local: from the pad's corner
            #expect(value.startAnchor == UnitPoint(x: 0.25, y: 0.5))
        }
        #expect(log.changed.last?.magnification == 2)
        #expect(h.time == 0.5)
    }

    @Test func onEndedRunsOnceWithTheFinalValue() {
        let log = MagnifyLog()
        let h = host(MagnifyPad(log: log))
        h.pinch(at: CGPoint(x: 200, y: 200), scale: 2, duration: 0.5)
        #expect(log.ended.count == 1)
        let end = log.ended[0]
        #expect(end.magnification == 2)
        #expect(end.time == Date(timeIntervalSinceReferenceDate: 0.5))
        #expect(end.startAnchor == .center)
        #expect(end == log.changed.last)
    }

    @Test func theVelocityOfAConstantRatePinchIsItsScaleChangeOverItsDuration() {
        let log = MagnifyLog()
        let h = host(MagnifyPad(log: log))
        // From 1 to 1 + 15/64 in 0.25 s: 15 changes of 1/64, 0.9375 a second (exact in binary).
        h.advance(to: 1)
        h.pinch(at: CGPoint(x: 200, y: 200), scale: 1 + 15.0 / 64, duration: 0.25)
        #expect(log.ended[0].velocity == 0.9375)
        // Once 0.1 s of changes is behind it, every value reads the exact velocity.
        #expect(log.changed.count == 15)
        for value in log.changed.dropFirst(5) { #expect(value.velocity == 0.9375) }
        // A shrinking pinch has a negative velocity.
        h.advance(to: 2)
        h.pinch(at: CGPoint(x: 200, y: 200), scale: 1 - 15.0 / 64, duration: 0.25)
        #expect(log.ended[1].velocity == -0.9375)
    }

    @Test func belowTheMinimumScaleDeltaNothingRuns() {
        let log = MagnifyLog()
        let h = host(MagnifyPad(log: log, minimumScaleDelta: 0.1))
        #expect(!h.pinch(at: CGPoint(x: 200, y: 200), scale: 1.05, duration: 0.2))
        h.advance(to: 1)
        #expect(!h.pinch(at: CGPoint(x: 200, y: 200), scale: 0.95, duration: 0.2))
        #expect(log.changed.isEmpty && log.ended.isEmpty)
        // Shrinking past it recognizes, at the first change 0.1 or more below 1: 1 − 0.5 × 3/12.
        h.advance(to: 2)
        #expect(h.pinch(at: CGPoint(x: 200, y: 200), scale: 0.5, duration: 0.2))
        #expect(log.changed.first?.magnification == 0.875)
        #expect(log.changed.count == 10 && log.ended.map(\.magnification) == [0.5])
    }

    @Test func onePointerNeverMagnifies() {
        let log = MagnifyLog()
        let h = host(MagnifyPad(log: log, minimumScaleDelta: 0))
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300), duration: 0.2)
        h.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.changed.isEmpty && log.ended.isEmpty)
    }

    @Test func aZeroMinimumRecognizesWhenTheFingersGoDown() {
        let log = MagnifyLog()
        let h = host(MagnifyPad(log: log, minimumScaleDelta: 0))
        h.pinchBegan(at: CGPoint(x: 200, y: 200))
        #expect(log.changed.map(\.magnification) == [1])
        #expect(h.pinchEnded())
        #expect(log.ended.map(\.magnification) == [1])
    }

    /// A 100 × 100 card as wide as 100 × the pinch's magnification, held in gesture state.
    struct ZoomCard: View {
        @GestureState var zoom: CGFloat = 1
        let log: GestureLog
        var body: some View {
            Color.blue.frame(width: 100 * zoom, height: 100)
                .id("card")
                .gesture(MagnifyGesture()
                    .updating($zoom) { value, zoom, _ in zoom = value.magnification }
                    .onEnded { _ in log.note("ended with zoom \(zoom)") })
        }
    }

    @Test func gestureStateFollowsThePinchAndResetsWhenItEnds() {
        let log = GestureLog()
        let g = graph(ZoomCard(log: log))
        log.graph = g
        g.pinchBegan(at: CGPoint(x: 200, y: 200))
        #expect(g.isPinching && !g.isPointerDown)
        g.pinchChanged(scale: 1.5, time: 0.1)
        #expect(g.frame("card")?.width == 150)
        g.pinchChanged(scale: 0.75, time: 0.2)
        #expect(g.frame("card")?.width == 75)
        #expect(g.pinchEnded(time: 0.3))
        // Reset without an animation, before onEnded runs (which then reads the initial value).
        #expect(g.frame("card")?.width == 100)
        #expect(log.events == ["ended with zoom 1.0 0.3"])
        #expect(!g.isPinching)
    }

    @Test func magnificationGestureReportsTheMagnificationAlone() {
        var changed: [CGFloat] = []
        var ended: [CGFloat] = []
        let h = host(Color.blue.frame(width: 300, height: 300)
            .gesture(MagnificationGesture().onChanged { changed.append($0) }.onEnded { ended.append($0) }))
        h.pinch(at: CGPoint(x: 200, y: 200), scale: 3, duration: 0.1)
        // From 1 to 3 in 0.1 s: 6 changes of 2/6.
        let expected: [CGFloat] = (1...6).map { k in 1 + 2 * CGFloat(k) / 6 }
        #expect(changed == expected)
        #expect(ended == [3])
    }
}
