import Foundation
import Headless
import LayoutCore
import Testing
import ViewRuntime

/// Which gesture wins when several are under the pointer, and long presses.
@Suite struct GesturePrecedenceTests {
    /// A 300 × 300 square with a tap and a drag; `dragFirst` attaches the drag closer to the view.
    struct TapAndDrag: View {
        let log: GestureLog
        var dragFirst = false
        var body: some View {
            if dragFirst {
                Color.blue.frame(width: 300, height: 300)
                    .gesture(DragGesture().onEnded { _ in log.note("drag") })
                    .onTapGesture { log.note("tap") }
            } else {
                Color.blue.frame(width: 300, height: 300)
                    .onTapGesture { log.note("tap") }
                    .gesture(DragGesture().onEnded { _ in log.note("drag") })
            }
        }
    }

    @Test(arguments: [false, true]) func aDragBeyondItsMinimumDistanceWinsOverATap(dragFirst: Bool) {
        let log = GestureLog()
        let h = host(TapAndDrag(log: log, dragFirst: dragFirst))
        log.graph = h.graph
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.2)
        #expect(log.events == ["drag 0.2"])
    }

    @Test(arguments: [false, true]) func aTapOrAShortDragIsATap(dragFirst: Bool) {
        let log = GestureLog()
        let h = host(TapAndDrag(log: log, dragFirst: dragFirst))
        log.graph = h.graph
        #expect(h.tap(at: CGPoint(x: 100, y: 100)))
        h.advance(to: 1)
        // 8 points: under the drag's 10, within the tap's 10.
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 108), duration: 0.1)
        #expect(log.events == ["tap 0.0", "tap 1.1"])
    }

    /// A child with a tap inside a parent whose tap is attached with `priority`.
    struct Nested: View {
        let log: GestureLog
        let priority: String
        var body: some View {
            let child = Color.red.frame(width: 100, height: 100).onTapGesture { log.note("child") }
            let parent = TapGesture().onEnded { log.note("parent") }
            let square = ZStack { Color.blue.frame(width: 300, height: 300); child }
            switch priority {
            case "high": return AnyView(square.highPriorityGesture(parent))
            case "simultaneous": return AnyView(square.simultaneousGesture(parent))
            default: return AnyView(square.gesture(parent))
            }
        }
    }

    @Test func aChildsGestureComesBeforeItsParents() {
        let log = GestureLog()
        let h = host(Nested(log: log, priority: "normal"))
        h.tap(at: CGPoint(x: 200, y: 200))
        h.tap(at: CGPoint(x: 60, y: 60))          // on the parent only
        #expect(log.events.map { $0.split(separator: " ")[0] } == ["child", "parent"])
    }

    @Test func aHighPriorityGestureComesBeforeTheChilds() {
        let log = GestureLog()
        let h = host(Nested(log: log, priority: "high"))
        h.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.events.map { $0.split(separator: " ")[0] } == ["parent"])
    }

    @Test func aSimultaneousGestureRecognizesWithTheChilds() {
        let log = GestureLog()
        let h = host(Nested(log: log, priority: "simultaneous"))
        h.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.events.map { $0.split(separator: " ")[0] } == ["child", "parent"])
    }

    @Test func aMaskWithoutSubviewsTurnsTheChildsGestureOff() {
        let log = GestureLog()
        struct Masked: View {
            let log: GestureLog
            var body: some View {
                ZStack { Color.blue.frame(width: 300, height: 300); Color.red.frame(width: 100, height: 100).onTapGesture { log.note("child") } }
                    .gesture(TapGesture().onEnded { log.note("parent") }, including: .gesture)
            }
        }
        let h = host(Masked(log: log))
        h.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.events.map { $0.split(separator: " ")[0] } == ["parent"])
    }

    /// A square with a long press and a tap.
    struct Pressable: View {
        let log: GestureLog
        var body: some View {
            Color.blue.frame(width: 300, height: 300)
                .onTapGesture { log.note("tap") }
                .onLongPressGesture(minimumDuration: 0.8, perform: { log.note("long press") },
                                    onPressingChanged: { log.note("pressing \($0)") })
        }
    }

    @Test func aLongPressRunsAtExactlyItsMinimumDuration() {
        let log = GestureLog()
        let h = host(Pressable(log: log))
        log.graph = h.graph
        h.advance(to: 0.25)
        #expect(h.press(at: CGPoint(x: 200, y: 200), duration: 2))
        #expect(log.events == ["pressing true 0.25", "pressing false \(0.25 + 0.8)", "long press \(0.25 + 0.8)"])
        #expect(h.time == 2.25)
    }

    @Test func aShortPressIsATapAndNoLongPress() {
        let log = GestureLog()
        let h = host(Pressable(log: log))
        log.graph = h.graph
        h.press(at: CGPoint(x: 200, y: 200), duration: 0.5)
        #expect(log.events == ["pressing true 0.0", "pressing false 0.5", "tap 0.5"])
    }

    @Test func aLongPressThatMovesTooFarFails() {
        let log = GestureLog()
        let h = host(Pressable(log: log))
        log.graph = h.graph
        h.pointerDown(at: CGPoint(x: 200, y: 200))
        h.advance(to: 0.2)
        h.pointerMoved(to: CGPoint(x: 200, y: 211))
        h.advance(to: 2)
        h.pointerUp()
        #expect(log.events == ["pressing true 0.0", "pressing false 0.2"])
    }
}
