import Foundation
import LayoutCore
import Testing
@testable import ViewRuntime

/// `Toggle`, `Slider`, `Stepper`, `Divider` and the linear `ProgressView`: sizes, frames and behaviour in a
/// 400 × 400 host.
@Suite struct ToggleSliderStepperTests {
    struct Switch: View {
        @State var isOn = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn).id("toggle")
                Color.blue.frame(width: isOn ? 20 : 10, height: 10).id("state")
            }
        }
    }

    @Test func aToggleFillsTheWidthWithItsSwitchAtTheTrailingEdge() {
        let g = graph(Toggle("Wi-Fi", isOn: .constant(false)).id("toggle"))
        #expect(g.frame("toggle") == CGRect(x: 0, y: 184.5, width: 400, height: 31))
        #expect(g.shapeFrames(.capsule, filledWith: ControlColors.track) == [CGRect(x: 349, y: 184.5, width: 51, height: 31)])
        #expect(g.shapeFrames(.circle, filledWith: .white) == [CGRect(x: 351, y: 186.5, width: 27, height: 27)])
        #expect(g.textFrame("Wi-Fi")?.minX == 0)
    }

    @Test func aTapOnTheSwitchFlipsTheBindingAndTheKnobSlidesToTheTrailingEnd() {
        let g = graph(Switch())
        let track = g.shapeFrames(.capsule, filledWith: ControlColors.track)[0]
        g.tap(at: CGPoint(x: track.midX, y: track.midY))
        #expect(g.frame("state")?.width == 20)
        // The knob starts where it was and eases to the trailing end in 0.25 s.
        #expect(g.shapeFrames(.circle, filledWith: .white).first?.minX == 351)
        g.advance(to: 0.125)
        #expect(g.shapeFrames(.circle, filledWith: .white).first?.minX == 361)
        g.advance(to: 0.25)
        #expect(g.shapeFrames(.circle, filledWith: .white).first?.minX == 371)
        #expect(g.shapeFrames(.capsule, filledWith: Color(hex: 0x34C759)).count == 1)
        g.tap(at: CGPoint(x: track.midX, y: track.midY))
        #expect(g.frame("state")?.width == 10)
    }

    @Test func aTapOnTheLabelDoesNotFlipTheToggle() {
        let g = graph(Switch())
        let label = g.textFrame("Wi-Fi")!
        g.tap(at: CGPoint(x: label.midX, y: label.midY))
        #expect(g.frame("state")?.width == 10)
    }

    @Test func theTintColoursAToggleThatIsOn() {
        let g = graph(Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange))
        #expect(g.shapeFrames(.capsule, filledWith: .orange) == [CGRect(x: 349, y: 184.5, width: 51, height: 31)])
        #expect(g.shapeFrames(.circle, filledWith: .white) == [CGRect(x: 371, y: 186.5, width: 27, height: 27)])
    }

    /// A slider 300 pt wide whose value shows as a bar 100 pt per unit... of its range's fraction.
    struct Volume: View {
        var step: Double?
        @State private var value = 0.0
        var body: some View {
            VStack {
                if let step {
                    Slider(value: $value, in: 0...10, step: step).frame(width: 300).id("slider")
                } else {
                    Slider(value: $value).frame(width: 300).id("slider")
                }
                Color.blue.frame(width: value * 100, height: 10).id("value")
            }
        }
    }

    @Test func aSliderIs28PointsTallAndADragSetsTheValueAtExactFractions() {
        let g = graph(Volume())
        let slider = g.frame("slider")!
        #expect(slider.size == CGSize(width: 300, height: 28))
        // The thumb's centre travels from 14 to 286: 272 pt.
        g.pointerDown(at: CGPoint(x: slider.minX + 14 + 272 * 0.25, y: slider.midY))
        #expect(g.frame("value")?.width == 25)
        g.pointerMoved(to: CGPoint(x: slider.minX + 14 + 272 * 0.75, y: slider.midY + 40), time: 0.1)
        #expect(g.frame("value")?.width == 75)
        g.pointerMoved(to: CGPoint(x: slider.maxX + 50, y: slider.midY), time: 0.2)
        #expect(g.frame("value")?.width == 100)        // clamped to the range
        g.pointerUp(time: 0.3)
        // The tint fills the track up to the thumb's centre, and the thumb sits at the end.
        #expect(g.shapeFrames(.capsule, filledWith: Color(hex: 0x007AFF)) == [CGRect(x: slider.minX, y: slider.midY - 2, width: 286, height: 4)])
        #expect(g.shapeFrames(.circle, filledWith: .white) == [CGRect(x: slider.maxX - 28, y: slider.minY, width: 28, height: 28)])
    }

    @Test func aSliderWhoseValueIsNotFiniteDrawsItsThumbAtTheStart() {
        let g = graph(Slider(value: .constant(Double.nan)).frame(width: 300).id("slider"))
        let slider = g.frame("slider")!
        #expect(g.shapeFrames(.circle, filledWith: .white) == [CGRect(x: slider.minX, y: slider.minY, width: 28, height: 28)])
        #expect(g.layout.warnings.isEmpty)
    }

    @Test func aSliderWithAStepRoundsToTheNearestStep() {
        let g = graph(Volume(step: 1))
        let slider = g.frame("slider")!
        g.pointerDown(at: CGPoint(x: slider.minX + 14 + 272 * 0.33, y: slider.midY))   // 3.3 → 3
        #expect(g.frame("value")?.width == 300)
        g.pointerMoved(to: CGPoint(x: slider.minX + 14 + 272 * 0.66, y: slider.midY), time: 0.1)   // 6.6 → 7
        #expect(g.frame("value")?.width == 700)
        g.pointerUp(time: 0.2)
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Stepper("Count", value: $count, in: 0...2).id("stepper")
                Color.blue.frame(width: CGFloat(count * 10 + 10), height: 10).id("count")
            }
        }
    }

    @Test func aStepperFillsTheWidthWithIts94By32ControlAtTheTrailingEdge() {
        let g = graph(Stepper("Count", onIncrement: {}, onDecrement: {}).id("stepper"))
        #expect(g.frame("stepper") == CGRect(x: 0, y: 184, width: 400, height: 32))
        #expect(g.shapeFrames(.roundedRectangle(cornerRadius: 8), filledWith: ControlColors.fill) == [CGRect(x: 306, y: 184, width: 94, height: 32)])
        #expect(g.shapeFrames(.rectangle, filledWith: Divider.separator) == [CGRect(x: 352.5, y: 191, width: 1, height: 18)])
    }

    @Test func stepperHalvesStepTheValueWithinItsRange() {
        let g = graph(Counter())
        // The stepper (32 tall), an 8 pt gap and the 10 pt bar, centred: the stepper starts at (400 − 50) / 2.
        let control = CGRect(x: 306, y: 175, width: 94, height: 32)
        #expect(g.frame("stepper") == CGRect(x: 0, y: 175, width: 400, height: 32))
        let plus = CGPoint(x: control.maxX - 20, y: control.midY), minus = CGPoint(x: control.minX + 20, y: control.midY)
        g.tap(at: minus)                                // at the lower bound: nothing
        #expect(g.frame("count")?.width == 10)
        g.tap(at: plus)
        g.tap(at: plus)
        g.tap(at: plus)                                 // at the upper bound: nothing
        #expect(g.frame("count")?.width == 30)
        g.tap(at: minus)
        #expect(g.frame("count")?.width == 20)
    }

    @Test func aDividerIsOnePointAcrossItsStacksAxis() {
        let column = graph(VStack { Text("A"); Divider().id("d"); Text("B") })
        #expect(column.frame("d")?.size == CGSize(width: 400, height: 1))
        let row = graph(HStack { Text("A"); Divider().id("d"); Text("B") })
        #expect(row.frame("d")?.size == CGSize(width: 1, height: 400))
        #expect(row.shapeFrames(.rectangle, filledWith: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)).count == 1)
        // Outside stacks, a divider is horizontal.
        #expect(graph(Divider().id("d")).frame("d")?.size == CGSize(width: 400, height: 1))
    }

    @Test func aLinearProgressViewFillsItsTrackByTheFraction() {
        let g = graph(ProgressView(value: 30, total: 120).frame(width: 200).id("p"))
        #expect(g.frame("p")?.size == CGSize(width: 200, height: 4))
        #expect(g.shapeFrames(.capsule, filledWith: ControlColors.track) == [CGRect(x: 100, y: 198, width: 200, height: 4)])
        #expect(g.shapeFrames(.capsule, filledWith: Color(hex: 0x007AFF)) == [CGRect(x: 100, y: 198, width: 50, height: 4)])
        let over = graph(ProgressView(value: 2.0).frame(width: 200).tint(.green))
        #expect(over.shapeFrames(.capsule, filledWith: .green).first?.width == 200)   // clamped to 1
        let titled = graph(ProgressView("Loading", value: 0.5).frame(width: 200).id("p"))
        #expect(titled.frame("p")?.size == CGSize(width: 200, height: 20.4 + 4 + 4))
    }

    @Test func anIndeterminateProgressViewIsIOSsTwentyPointSpinner() {
        let g = graph(ProgressView().id("p"))
        #expect(g.frame("p")?.size == CGSize(width: 20, height: 20))
        // Eight spokes: the top one opaque system grey, the others fading.
        #expect(g.shapeFrames(.capsule, filledWith: .gray).count == 1)
        #expect((1..<8).allSatisfy { g.shapeFrames(.capsule, filledWith: Color.gray.opacity(1 - Double($0) * 0.1)).count == 1 })
        #expect(graph(ProgressView().tint(.white)).shapeFrames(.capsule, filledWith: .white).count == 1)
        // A title below, in the secondary colour, 8 pt under the spinner.
        let titled = graph(ProgressView("Loading").id("p"))
        #expect(titled.frame("p")?.size == CGSize(width: 7 * 17 * 0.6, height: 20 + 8 + 20.4))   // "Loading": 7 characters at 0.6 em
        #expect(titled.textPaint("Loading") == .color(.secondary))
    }
}
