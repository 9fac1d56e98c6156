import HeroSim
import HeroSimTesting
import Testing

// A gradient as a view, as card and screen backgrounds write it: on its own (taking the whole proposal), behind a
// view, clipped, and across the safe area.

private struct GradientCard: View {
    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
                .frame(width: 200, height: 100)
            Text("Card")
                .frame(width: 200, height: 100)
                .background(LinearGradient(colors: [.black, .black], startPoint: .leading, endPoint: .trailing))
            LinearGradient(gradient: Gradient(colors: [.red, .red]), startPoint: .top, endPoint: .bottom)
                .clipShape(RoundedRectangle(cornerRadius: 20))
                .frame(width: 200, height: 100)
        }
        .background {
            LinearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
        }
    }
}

@Suite struct GradientViewTests {
    @Test func aLinearGradientIsAViewThatFillsItsFrame() {
        let image = HeadlessHost(GradientCard(), size: CGSize(width: 200, height: 300)).render()
        func grey(_ y: Int) -> UInt32 { (image.pixel(x: 100, y: y) >> 8) & 0xFF }
        // White at the top of the first, black at its bottom, half-way between half-way down.
        #expect(grey(0) >= 253 && grey(99) <= 2)
        #expect(abs(Int(grey(50)) - 127) <= 2)
        // The background gradient behind the text.
        #expect(image.pixel(x: 5, y: 150) & 0xFFFFFF == 0x000000)
        // The clipped one: system red inside, its rounded corner cut away to the blue behind.
        #expect(image.pixel(x: 100, y: 250) & 0xFFFFFF == 0xFF3B30)
        #expect(image.pixel(x: 1, y: 201) & 0xFFFFFF == 0x007AFF)
    }
}
