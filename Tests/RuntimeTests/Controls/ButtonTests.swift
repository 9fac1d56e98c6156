import Foundation
import LayoutCore
import Testing
@testable import ViewRuntime

/// `Button`: its size, its action on a tap, its pressed state, styles, roles, tint and `.disabled`.
/// Text is measured with the fixed-width measurer: 17 pt text is 10.2 pt per character and 20.4 pt tall.
@Suite struct ButtonTests {
    /// A button that adds one to a count, shown as a bar 10 pt per tap wide.
    struct Adder: View {
        var disabled = false
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }.id("button").disabled(disabled)
                Color.blue.frame(width: CGFloat(count * 10 + 10), height: 10).id("count")
            }
        }
    }

    @Test func aTitledButtonIsItsLabelsSizeInTheDefaultStyle() {
        let g = graph(VStack { Button("Open") {}.id("open") })
        // "Open": 4 × 10.2 = 40.8 wide, 20.4 tall, centred in 400 × 400.
        #expect(g.frame("open") == CGRect(x: 179.6, y: 189.8, width: 40.8, height: 20.4))
    }

    @Test func aTapRunsTheActionAndChangesState() {
        let g = graph(Adder())
        #expect(g.frame("count")?.width == 10)
        #expect(g.tap(id: "button"))
        #expect(g.frame("count")?.width == 20)
        g.tap(id: "button")
        #expect(g.frame("count")?.width == 30)
    }

    @Test func aDisabledButtonDoesNotRunItsActionAndIsGreyedOut() {
        let g = graph(Adder(disabled: true))
        g.tap(id: "button")
        #expect(g.frame("count")?.width == 10)
        #expect(g.textPaint("Add") == .color(ControlColors.disabled))
        #expect(graph(Adder()).textPaint("Add") == .color(Color(hex: 0x007AFF)))
    }

    @Test func theDefaultStyleDimsTheLabelOnlyWhileThePointerIsDownOverIt() {
        let log = ControlLog()
        let g = graph(Button("Go") { log.note("go") })
        let frame = g.textFrame("Go")!
        let blue = Color(hex: 0x007AFF)
        #expect(g.textPaint("Go") == .color(blue))
        g.pointerDown(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(g.textPaint("Go") == .color(blue.opacity(0.2)))     // the opacity reaches the text's paint
        g.pointerUp()
        #expect(g.textPaint("Go") == .color(blue))
        #expect(log.events == ["go"])
    }

    /// A style that widens the label while pressed, so tests read `isPressed` from layout.
    struct Widening: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Rectangle().frame(width: configuration.isPressed ? 200 : 100, height: 50)
        }
    }

    @Test func isPressedIsTrueOnlyWhileThePointerIsDownOverTheButton() {
        let log = ControlLog()
        let g = graph(Button("Go") { log.note("go") }.buttonStyle(Widening()).id("b"))
        #expect(g.frame("b")?.width == 100)
        g.pointerDown(at: CGPoint(x: 200, y: 200))
        #expect(g.frame("b")?.width == 200)
        g.pointerMoved(to: CGPoint(x: 200, y: 300))     // off the button: no longer pressed
        #expect(g.frame("b")?.width == 100)
        g.pointerMoved(to: CGPoint(x: 210, y: 210))     // back over it
        #expect(g.frame("b")?.width == 200)
        g.pointerUp()
        #expect(g.frame("b")?.width == 100)
        #expect(log.events == ["go"])
        // Released away from the button: no action.
        g.pointerDown(at: CGPoint(x: 200, y: 200))
        g.pointerUp(at: CGPoint(x: 200, y: 350))
        #expect(g.frame("b")?.width == 100)
        #expect(log.events == ["go"])
    }

    @Test func aDragThatScrollsCancelsTheButtonsPressWithoutItsAction() {
        let log = ControlLog()
        let g = graph(ScrollView {
            VStack(spacing: 0) {
                Button("Go") { log.note("go") }.buttonStyle(Widening()).id("b")
                Color.blue.frame(height: 1000)
            }
        })
        let start = g.frame("b")!
        g.pointerDown(at: CGPoint(x: start.midX, y: start.midY))
        #expect(g.frame("b")?.width == 200)             // pressed
        g.pointerMoved(to: CGPoint(x: start.midX, y: start.midY - 30), time: 0.1)
        #expect(g.frame("b")?.width == 100)             // the scroll view's drag won: no longer pressed
        #expect(g.frame("b")?.minY ?? 0 < start.minY)   // and the content scrolled
        g.pointerUp(time: 0.2)
        #expect(log.events == [])
    }

    /// A primitive style that triggers on a double tap.
    struct DoubleTap: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() {
        let log = ControlLog()
        let g = graph(Button("Go") { log.note("go") }.buttonStyle(DoubleTap()).id("b"))
        g.tap(id: "b")
        #expect(log.events == [])
        g.tap(id: "b")
        #expect(log.events == ["go"])
    }

    @Test func borderedStylesPadTheLabelAndFillARoundedRectangle() {
        let bordered = graph(Button("Open") {}.buttonStyle(.bordered).id("b"))
        // 12 pt each side, 7 pt above and below: 40.8 + 24 by 20.4 + 14.
        #expect(bordered.frame("b")?.size == CGSize(width: 64.8, height: 34.4))
        #expect(bordered.shapeFrames(.roundedRectangle(cornerRadius: 6), filledWith: Color(hex: 0x007AFF).opacity(0.15)).count == 1)
        #expect(bordered.textPaint("Open") == .color(Color(hex: 0x007AFF)))
        let prominent = graph(Button("Open") {}.buttonStyle(.borderedProminent).id("b"))
        #expect(prominent.shapeFrames(.roundedRectangle(cornerRadius: 6), filledWith: Color(hex: 0x007AFF)) == [prominent.frame("b")!])
        #expect(prominent.textPaint("Open") == .color(.white))
        let large = graph(Button("Open") {}.buttonStyle(.borderedProminent).controlSize(.large).id("b"))
        #expect(large.frame("b")?.size == CGSize(width: 80.8, height: 48.4))
    }

    @Test func plainAndBorderlessStylesAddNothingAroundTheLabel() {
        let plain = graph(Button("Open") {}.buttonStyle(.plain).id("b"))
        #expect(plain.frame("b")?.size == CGSize(width: 40.8, height: 20.4))
        #expect(plain.textPaint("Open") == .color(.primary))
        let borderless = graph(Button("Open") {}.buttonStyle(BorderlessButtonStyle()).id("b"))
        #expect(borderless.textPaint("Open") == .color(Color(hex: 0x007AFF)))
    }

    @Test func aDestructiveRoleDrawsRedAndTintColoursTheLabel() {
        #expect(graph(Button("Delete", role: .destructive) {}).textPaint("Delete") == .color(.red))
        #expect(graph(Button(role: .destructive) {} label: { Text("Delete") }.buttonStyle(.borderedProminent))
            .shapeFrames(.roundedRectangle(cornerRadius: 6), filledWith: .red).count == 1)
        #expect(graph(Button("Save") {}.tint(.green)).textPaint("Save") == .color(.green))
        #expect(graph(Button("Save", role: .cancel) {}).textPaint("Save") == .color(Color(hex: 0x007AFF)))
    }

    @Test func aLabelShowsItsIconAndTitleAsItsStyleSays() {
        let both = graph(Label("Heart", systemImage: "heart").id("l"))
        // A 17 × 17 symbol (the body font's point size), 8 pt, then 5 × 10.2 of text, as tall as the text.
        #expect(both.frame("l")?.size == CGSize(width: 17 + 8 + 51, height: 20.4))
        #expect(graph(Label("Heart", systemImage: "heart").labelStyle(.titleOnly).id("l")).frame("l")?.size == CGSize(width: 51, height: 20.4))
        #expect(graph(Label("Heart", systemImage: "heart").labelStyle(.iconOnly).id("l")).frame("l")?.size == CGSize(width: 17, height: 17))
        let button = graph(Button("Like", systemImage: "heart") {}.id("b"))
        #expect(button.frame("b")?.size == CGSize(width: 17 + 8 + 40.8, height: 20.4))
    }
}
