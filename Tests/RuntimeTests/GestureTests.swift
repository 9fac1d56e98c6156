import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// Taps reach the topmost drawn view, then the nearest enabled gesture around it.
@Suite struct GestureTests {
    /// A blue square (tap: +1) with a red square on top of it (tap: +10, configurable), and a bar whose
    /// width shows the total.
    struct Stack: View {
        var topDisabled = false
        var topPassesThrough = false
        var topCount = 1
        @State var total = 0
        var body: some View {
            VStack {
                ZStack {
                    Color.blue.frame(width: 100, height: 100).onTapGesture { total += 1 }
                    Color.red.frame(width: 50, height: 50)
                        .onTapGesture(count: topCount) { total += 10 }
                        .disabled(topDisabled)
                        .allowsHitTesting(!topPassesThrough)
                    Color.clear.frame(width: 20, height: 20).contentShape(Rectangle()).offset(x: 40, y: 40)
                }
                Color.black.frame(width: CGFloat(total + 1), height: 1).id("total")
            }
        }
    }

    func total(_ g: ViewGraph) -> CGFloat { (g.frame("total")?.width ?? 0) - 1 }

    func centre(_ g: ViewGraph) -> CGPoint {
        let total = g.frame("total")!
        return CGPoint(x: total.midX, y: total.minY - 8 - 50)
    }

    @Test func theTopmostViewsGestureRunsAlone() {
        let g = graph(Stack())
        g.tap(at: centre(g))
        #expect(total(g) == 10)
        g.advance(to: 1)
        g.tap(at: CGPoint(x: centre(g).x - 40, y: centre(g).y))
        #expect(total(g) == 11)
    }

    @Test func aDisabledViewStillCoversWhatIsBelowIt() {
        let g = graph(Stack(topDisabled: true))
        #expect(!g.tap(at: centre(g)))
        #expect(total(g) == 0)
    }

    @Test func allowsHitTestingFalseLetsTapsThrough() {
        let g = graph(Stack(topPassesThrough: true))
        g.tap(at: centre(g))
        #expect(total(g) == 1)
    }

    @Test func aContentShapeMakesAClearViewCatchTaps() {
        let g = graph(Stack())
        // The clear 20 × 20 square (offset to the blue square's corner) has no gesture: the tap stops there.
        #expect(!g.tap(at: CGPoint(x: centre(g).x + 40, y: centre(g).y + 40)))
        #expect(total(g) == 0)
    }

    @Test func aDoubleTapGestureWaitsForTheSecondTap() {
        let g = graph(Stack(topCount: 2))
        g.tap(at: centre(g))
        g.advance(to: 0.1)
        g.tap(at: centre(g))
        #expect(total(g) == 10)
    }
}
