import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// What a gesture's callbacks saw, kept outside the view.
final class GestureLog {
    var changed: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
    var events: [String] = []
    /// The graph, so callbacks can note when they ran.
    weak var graph: ViewGraph?
    func note(_ event: String) { events.append("\(event) \(graph?.time ?? -1)") }
}

/// A 300 × 300 pad centred in a 400 × 400 window (its local origin is (50, 50)) with a drag gesture.
struct DragPad: View {
    let log: GestureLog
    var minimumDistance: CGFloat = 10
    var space: CoordinateSpace = .local
    var body: some View {
        Color.blue.frame(width: 300, height: 300)
            .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                .onChanged { log.changed.append($0) }
                .onEnded { log.ended.append($0) })
    }
}

/// A host of `view` in a 400 × 400 window.
func host<V: View>(_ view: V) -> HeadlessHost { HeadlessHost(view, size: CGSize(width: 400, height: 400)) }

/// DragGesture's values, sampled drags and velocity, with exact numbers.
@Suite struct DragGestureTests {
    @Test func translationAndLocationFollowEverySampledMove() {
        let log = GestureLog()
        let h = host(DragPad(log: log))
        // 240 points down in 0.4 s: 24 moves of 10 points, one every 1/60 s.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 340), duration: 0.4)
        #expect(log.changed.count == 24)   // the first move is 10 points away: the minimum distance
        for (index, value) in log.changed.enumerated() {
            let k = Double(index + 1)
            #expect(value.translation == CGSize(width: 0, height: 10 * k))
            #expect(value.location == CGPoint(x: 50, y: 50 + 10 * k))          // local: from the pad's corner
            #expect(value.startLocation == CGPoint(x: 50, y: 50))
            #expect(value.time == Date(timeIntervalSinceReferenceDate: k == 24 ? 0.4 : k / 60))  // the last move lands on the end
        }
        #expect(h.time == 0.4)
    }

    @Test func onEndedRunsOnceWithTheFinalValue() {
        let log = GestureLog()
        let h = host(DragPad(log: log))
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 340), duration: 0.4)
        #expect(log.ended.count == 1)
        let end = log.ended[0]
        #expect(end.translation == CGSize(width: 0, height: 240))
        #expect(end.location == CGPoint(x: 50, y: 290))
        #expect(end.time == Date(timeIntervalSinceReferenceDate: 0.4))
        #expect(end == log.changed.last)
    }

    @Test func theVelocityOfAConstantSpeedDragIsItsDistanceOverItsDuration() {
        let log = GestureLog()
        let h = host(DragPad(log: log, space: .global))
        // (90, 120) in 0.25 s: 15 moves of (6, 8); 360 and 480 points per second.
        h.advance(to: 1)
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 190, y: 220), duration: 0.25)
        let end = log.ended[0]
        #expect(end.velocity == CGSize(width: 90 / 0.25, height: 120 / 0.25))
        #expect(end.velocity == CGSize(width: 360, height: 480))
        // Once 0.1 s of moves is behind it, every value reads the exact velocity.
        for value in log.changed.dropFirst(5) { #expect(value.velocity == CGSize(width: 360, height: 480)) }
        #expect(end.location == CGPoint(x: 190, y: 220))                    // global: window coordinates
    }

    @Test func thePredictedEndProjectsTheVelocityWithUIKitsDecelerationRate() {
        let log = GestureLog()
        let h = host(DragPad(log: log))
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 340), duration: 0.4)
        let end = log.ended[0]
        #expect(end.velocity == CGSize(width: 0, height: 600))
        // 0.998 / (1000 × (1 − 0.998)) = 0.499 s of the release velocity.
        #expect(end.predictedEndLocation == CGPoint(x: 50, y: 290 + 600 * 0.499))
        #expect(end.predictedEndTranslation == CGSize(width: 0, height: (290 + 600 * 0.499) - 50))
    }

    @Test func aPointerThatStoppedBeforeItsReleaseHasNoVelocity() {
        let log = GestureLog()
        let g = graph(DragPad(log: log))
        g.pointerDown(at: CGPoint(x: 100, y: 100))
        g.pointerMoved(to: CGPoint(x: 100, y: 200), time: 0.1)
        g.pointerUp(at: CGPoint(x: 100, y: 200), time: 0.5)
        #expect(log.ended.map(\.velocity) == [.zero])
    }

    @Test func aDragShorterThanItsMinimumDistanceNeitherChangesNorEnds() {
        let log = GestureLog()
        let h = host(DragPad(log: log, minimumDistance: 30))
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 129), duration: 0.2)
        #expect(log.changed.isEmpty && log.ended.isEmpty)
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.2)
        #expect(log.changed.count == 1 && log.ended.count == 1)
    }

    @Test func aZeroMinimumDistanceDragChangesWhenThePointerGoesDown() {
        let log = GestureLog()
        let g = graph(DragPad(log: log, minimumDistance: 0))
        g.pointerDown(at: CGPoint(x: 100, y: 100))
        #expect(log.changed.map(\.translation) == [.zero])
        g.pointerUp()
        #expect(log.ended.map(\.translation) == [.zero])
    }

    @Test func pointerPathSamplesAtSixtyHertzAndEndsOnItsTarget() {
        let moves = PointerPath.moves(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: 60), duration: 0.05)
        #expect(moves.count == 3)
        let offsets: [Double] = [1.0 / 60, 2.0 / 60, 0.05]
        #expect(moves.map(\.offset) == offsets)
        #expect(moves.map(\.location) == [CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 40), CGPoint(x: 30, y: 60)])
        let once = PointerPath.moves(from: .zero, to: CGPoint(x: 5, y: 5), duration: 0)
        #expect(once.map(\.offset) == [0.0])
        // 0.025 s is not a whole number of 1/60 s: two moves, the second shorter.
        let uneven = PointerPath.moves(from: .zero, to: CGPoint(x: 25, y: 0), duration: 0.025)
        #expect(uneven.map(\.offset) == [0.025 * 1 / 2, 0.025])
    }
}
