import HeroSim
import HeroSimTesting
import Testing

// Gesture compositions as SwiftUI code writes them: a long press then a drag (`sequenced(before:)`), a
// double tap before a single one (`exclusively(before:)`), two gestures at once (`simultaneously(with:)`).

/// What the gestures reported.
private final class Heard {
    var events: [String] = []
}

private struct PressThenDrag: View {
    let heard: Heard
    var body: some View {
        Color.blue.frame(width: 200, height: 200)
            .gesture(LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: DragGesture())
                .onChanged { value in
                    switch value {
                    case .first(let pressing): heard.events.append("pressing \(pressing)")
                    case .second(let pressed, let drag): heard.events.append("dragging \(pressed) \(drag.map { Int($0.translation.width) } ?? -1)")
                    }
                }
                .onEnded { value in
                    if case .second(_, let drag) = value { heard.events.append("ended \(drag.map { Int($0.translation.width) } ?? -1)") }
                })
    }
}

private struct DoubleOrSingle: View {
    let heard: Heard
    var body: some View {
        Color.blue.frame(width: 200, height: 200)
            .gesture(TapGesture(count: 2).onEnded { heard.events.append("double's own") }
                .exclusively(before: TapGesture())
                .onEnded { value in
                    switch value {
                    case .first: heard.events.append("double")
                    case .second: heard.events.append("single")
                    }
                })
    }
}

private struct Both: View {
    let heard: Heard
    var body: some View {
        Color.blue.frame(width: 200, height: 200)
            .gesture(TapGesture().onEnded { heard.events.append("first's own") }
                .simultaneously(with: LongPressGesture(minimumDuration: 0.1).onEnded { _ in heard.events.append("second's own") })
                .onEnded { value in heard.events.append("both \(value.first != nil) \(value.second.map { "\($0)" } ?? "nil")") })
    }
}

@MainActor
@Suite struct GestureCompositionTests {
    @Test func aLongPressThenADrag() {
        let heard = Heard()
        let host = HeadlessHost(PressThenDrag(heard: heard), size: CGSize(width: 200, height: 200))
        host.pointerDown(at: CGPoint(x: 50, y: 100))
        host.advance(by: 0.6)
        host.pointerMoved(to: CGPoint(x: 100, y: 100))
        _ = host.pointerUp(at: CGPoint(x: 100, y: 100))
        #expect(heard.events.first == "pressing true")
        #expect(heard.events.contains("dragging true -1"))
        #expect(heard.events.contains("dragging true 50"))
        #expect(heard.events.last == "ended 50")
    }

    @Test func aDragWithoutTheLongPressFirstIsNotRecognized() {
        let heard = Heard()
        let host = HeadlessHost(PressThenDrag(heard: heard), size: CGSize(width: 200, height: 200))
        #expect(!host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2))
        #expect(!heard.events.contains { $0.hasPrefix("dragging") || $0.hasPrefix("ended") })
    }

    @Test func aDoubleTapWinsOverASingleOne() {
        let heard = Heard()
        let host = HeadlessHost(DoubleOrSingle(heard: heard), size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        host.advance(by: 1)
        #expect(heard.events == ["single"])
        heard.events = []
        _ = host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        _ = host.tap(at: CGPoint(x: 100, y: 100))
        #expect(heard.events.last == "double")
        #expect(heard.events.contains("double's own"))
    }

    @Test func twoGesturesAtOnce() {
        let heard = Heard()
        let host = HeadlessHost(Both(heard: heard), size: CGSize(width: 200, height: 200))
        #expect(host.tap(at: CGPoint(x: 100, y: 100)))
        // The tap ends; the long press, pressing since the pointer went down, fails when released too soon:
        // the composition ends with both latest values, and only the tap's own onEnded runs.
        #expect(heard.events.contains("first's own"))
        #expect(!heard.events.contains("second's own"))
        #expect(heard.events.last == "both true true")
    }
}
