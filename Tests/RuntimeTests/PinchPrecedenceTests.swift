import Foundation
import Headless
import LayoutCore
import Testing
import ViewRuntime

/// A pinch and the other gestures on one view: exclusive unless simultaneous, as SwiftUI.
@Suite struct PinchPrecedenceTests {
    /// A 300 × 300 square with a magnify gesture, a drag and a tap; the drag is simultaneous when asked.
    struct PinchDragTap: View {
        let log: GestureLog
        var dragDistance: CGFloat = 10
        var simultaneous = false
        var body: some View {
            let drag = DragGesture(minimumDistance: dragDistance)
                .onChanged { log.note("drag \($0.translation.width)") }
                .onEnded { _ in log.note("drag ended") }
            let square = Color.blue.frame(width: 300, height: 300)
                .onTapGesture { log.note("tap") }
                .gesture(MagnifyGesture().onEnded { log.note("magnify \($0.magnification)") })
            if simultaneous {
                square.simultaneousGesture(drag)
            } else {
                square.gesture(drag)
            }
        }
    }

    @Test func aPinchWinsOverADragAndATap() {
        let log = GestureLog()
        let h = host(PinchDragTap(log: log))
        log.graph = h.graph
        #expect(h.pinch(at: CGPoint(x: 200, y: 200), scale: 2, duration: 0.2))
        #expect(log.events == ["magnify 2.0 0.2"])
    }

    @Test func aDragThatRecognizesAtOnceWinsOverAPinch() {
        // The drag follows the pinch's centre: with no minimum distance it claims as the fingers go down.
        let log = GestureLog()
        let h = host(PinchDragTap(log: log, dragDistance: 0))
        log.graph = h.graph
        #expect(h.pinch(at: CGPoint(x: 200, y: 200), scale: 2, duration: 0.2))
        // It changes as the fingers go down and at each of the 12 scale changes (the centre stays put).
        #expect(log.events.count == 14)
        #expect(log.events.first == "drag 0.0 0.0" && log.events.dropLast().allSatisfy { $0.hasPrefix("drag 0.0 ") })
        #expect(log.events.last == "drag ended 0.2")
    }

    @Test func aSimultaneousDragRecognizesBesideThePinch() {
        let log = GestureLog()
        let h = host(PinchDragTap(log: log, dragDistance: 0, simultaneous: true))
        log.graph = h.graph
        #expect(h.pinch(at: CGPoint(x: 200, y: 200), scale: 2, duration: 0.2))
        #expect(log.events.filter { $0.hasPrefix("magnify") } == ["magnify 2.0 0.2"])
        #expect(log.events.last == "drag ended 0.2")
        #expect(!log.events.contains { $0.hasPrefix("tap") })
    }

    @Test func aPointerDownCancelsAPinchAndPointerEventsDoNotEndIt() {
        let log = GestureLog()
        let h = host(PinchDragTap(log: log))
        log.graph = h.graph
        h.pinchBegan(at: CGPoint(x: 200, y: 200))
        h.pointerMoved(to: CGPoint(x: 300, y: 300))
        #expect(!h.pointerUp())
        #expect(h.graph.isPinching)
        h.pointerDown(at: CGPoint(x: 200, y: 200))
        #expect(!h.graph.isPinching && h.graph.isPointerDown)
        #expect(h.pointerUp())            // a tap
        #expect(log.events == ["tap 0.0"])
    }
}
