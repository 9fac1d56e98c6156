import HeroSim
import HeroSimTesting
import Testing

// `.pickerStyle(.wheel)` and `.pickerStyle(.inline)` as a settings form writes them: a wheel of flavours
// resting on the selected one, and inline rows with a checkmark by the selected size.

private struct Order: View {
    let style: Int
    @State private var flavour = "Mint"
    @State private var size = 1
    var body: some View {
        VStack {
            if style == 0 {
                Picker("Flavour", selection: $flavour) {
                    ForEach(["Vanilla", "Chocolate", "Mint", "Lemon", "Mango"], id: \.self) { Text($0) }
                }
                .pickerStyle(.wheel)
            } else {
                Form {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.inline)
                }
            }
            Text("chose \(flavour) \(size)")
        }
    }
}

@MainActor
private func checkmarks(in host: HeadlessHost) -> [CGRect] {
    host.layout.displayList().items.compactMap { item -> CGRect? in
        if case .symbol(let glyph, let frame) = item, glyph.name == "checkmark" { return frame }
        return nil
    }
}

@MainActor
@Suite struct PickerStylesTests {
    @Test func aWheelRestsOnTheSelectionAndATurnChoosesTheMiddleRow() throws {
        let host = HeadlessHost(Order(style: 0), size: CGSize(width: 390, height: 400))
        // Five 32-point rows in view, the selection in the middle one.
        let mint = try #require(host.textFrames("Mint").last)
        let chocolate = try #require(host.textFrames("Chocolate").last)
        #expect(abs((mint.midY - chocolate.midY) - 32) < 1e-9)
        let wheel = try #require(host.textFrames("Vanilla").last)
        #expect(abs(mint.midY - (wheel.midY + 64)) < 1e-9, "the middle of five rows")
        // One row up, held before lifting: Lemon.
        host.turnWheel(at: CGPoint(x: 195, y: mint.midY), upBy: 1)
        #expect(host.texts.contains("chose Lemon 1"))
    }

    @Test func inlineRowsCheckTheSelectionAndATapSelects() throws {
        let host = HeadlessHost(Order(style: 1), size: CGSize(width: 390, height: 600))
        #expect(host.texts.contains("Size") && host.texts.contains("Large"))
        let medium = try #require(host.textFrames("Medium").last)
        let before = checkmarks(in: host)
        #expect(before.count == 1 && abs(before[0].midY - medium.midY) < 1, "one checkmark, by Medium: \(before)")
        let large = try #require(host.textFrames("Large").last)
        #expect(host.tap(at: CGPoint(x: 200, y: large.midY)))
        #expect(host.texts.contains("chose Mint 2"))
        let after = checkmarks(in: host)
        #expect(after.count == 1 && abs(after[0].midY - large.midY) < 1, "one checkmark, by Large: \(after)")
    }
}
