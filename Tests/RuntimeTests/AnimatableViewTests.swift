import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// A label that counts to its value: a custom `Animatable` view, as apps write a counting number.
private struct CountingLabel: View, Animatable {
    var value: Double
    let log: EventLog
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        log.note(String(format: "%.1f", value))
        return Text(String(format: "%.0f", value)).id("count")
    }
}

private struct Score: View {
    let log: EventLog
    let animation: Animation?
    @State private var score = 10.0
    var body: some View {
        VStack(spacing: 0) {
            CountingLabel(value: score, log: log)
            Color.red.frame(width: 10, height: 10).id("win").onTapGesture { withAnimation(animation) { score = 110 } }
        }
    }
}

/// A custom view that conforms to `Animatable` has its body built for every frame with the data between
/// its old value and its new one, as SwiftUI does; without an animation it jumps.
@Suite struct AnimatableViewTests {
    @Test func aCountingLabelCountsAlongTheAnimation() {
        let log = EventLog()
        let g = graph(Score(log: log, animation: .linear(duration: 1)))
        g.tap(id: "win")
        g.advance(to: 0.25)
        g.advance(to: 0.5)
        g.advance(to: 1)
        g.advance(to: 2)
        g.advance(to: 3)
        #expect(log.events == ["10.0", "10.0", "35.0", "60.0", "110.0"])
        #expect(!g.isAnimating)
    }

    @Test func withoutAnAnimationItJumps() {
        let log = EventLog()
        let g = graph(Score(log: log, animation: nil))
        g.tap(id: "win")
        g.advance(to: 1)
        #expect(log.events == ["10.0", "110.0"])
    }
}
