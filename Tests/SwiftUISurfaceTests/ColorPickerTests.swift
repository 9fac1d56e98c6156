import HeroSim
import HeroSimTesting
import Testing

// `ColorPicker` as a settings screen writes it: the well opens the Colors sheet, a swatch chooses a colour
// (keeping the opacity), the opacity slider sets the alpha, and the close button closes the sheet.

private struct Theme: View {
    @State private var colour = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
    var body: some View {
        VStack {
            ColorPicker("Accent", selection: $colour)
            Text("rgba \(Int(colour.red * 255)) \(Int(colour.green * 255)) \(Int(colour.blue * 255)) \(Int((colour.alpha * 100).rounded()))")
            Spacer()
        }
        .padding()
    }
}

@MainActor
@Suite struct ColorPickerTests {
    @Test func theWellOpensTheGridAndASwatchChoosesItsColour() throws {
        let host = HeadlessHost(Theme(), size: CGSize(width: 390, height: 844))
        #expect(host.texts.contains("rgba 255 0 0 50"))
        // The well: 28 points at the trailing edge, 16 in from it.
        let label = try #require(host.textFrames("Accent").last)
        #expect(host.tap(at: CGPoint(x: 390 - 16 - 14, y: label.midY)))
        host.advance(by: 1)
        #expect(host.texts.contains("Colors") && host.texts.contains("OPACITY") && host.texts.contains("50%"))
        // The first row is twelve greys from white to black across the sheet's 358-point grid: the last is black.
        let title = try #require(host.textFrames("Colors").last)
        let gridTop = title.maxY + 16 + 4
        #expect(host.tap(at: CGPoint(x: 16 + 358 - 10, y: gridTop + 13 - 4)))
        #expect(host.texts.contains("rgba 0 0 0 50"), "\(host.texts)")
        // The close button.
        let close = CGPoint(x: 390 - 16 - 14, y: title.midY)
        #expect(host.tap(at: close))
        host.advance(by: 1)
        #expect(host.textFrames("Colors").last == nil)
    }
}
