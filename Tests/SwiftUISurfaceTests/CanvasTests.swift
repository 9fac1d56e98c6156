import HeroSim
import HeroSimTesting
import Testing

// `Canvas` with `GraphicsContext` as SwiftUI code draws with it: fills and strokes of paths, a gradient, the
// context's opacity, transform and clip, and text placed by its anchor.

private struct Dial: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black))
            context.stroke(Path { p in p.move(to: CGPoint(x: 60, y: 25)); p.addLine(to: CGPoint(x: 100, y: 25)) },
                           with: .color(.red), lineWidth: 10)
            context.fill(Path(CGRect(x: 100, y: 0, width: 100, height: 50)),
                         with: .linearGradient(Gradient(colors: [.white, .black]), startPoint: CGPoint(x: 100, y: 0),
                                               endPoint: CGPoint(x: 200, y: 0)))
            var faded = context
            faded.opacity = 0.5
            faded.translateBy(x: 0, y: 60)
            faded.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 40)), with: .color(.black))
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 60, y: 60, width: 40, height: 40)))
            clipped.fill(Path(CGRect(x: 60, y: 60, width: 40, height: 40)), with: .color(.blue))
            context.draw(Text("Hi").font(.system(size: 20)), at: CGPoint(x: size.width, y: size.height), anchor: .bottomTrailing)
        }
        .frame(width: 200, height: 100)
        .background(.white)
    }
}

@Suite struct CanvasTests {
    /// The dial 20 points down a white window.
    static func image() -> RasterImage {
        HeadlessHost(VStack(spacing: 0) { Color.white.frame(height: 20); Dial() }, size: CGSize(width: 200, height: 120)).render()
    }
    @Test func aCanvasDrawsWhatItsRendererDraws() throws {
        let image = Self.image()
        func rgb(_ x: Int, _ y: Int) -> UInt32 { image.pixel(x: x, y: y) & 0xFFFFFF }
        // In the canvas's coordinates, 20 points down the window.
        #expect(rgb(25, 45) == 0x000000)                     // the black square
        #expect(rgb(80, 45) == 0xFF3B30 && rgb(80, 33) == 0xFFFFFF)   // the 10-point line, 5 either side of y 25
        #expect(abs(Int((rgb(150, 45) >> 8) & 0xFF) - 128) <= 3)      // half-way along the gradient
        #expect(rgb(25, 100) == 0x808080 || rgb(25, 100) == 0x7F7F7F) // black at half opacity, moved down 60
        #expect(rgb(80, 100) == 0x007AFF && rgb(61, 81) == 0xFFFFFF)  // the clipped square: a circle
        // The text's bottom-trailing corner at the canvas's: some dark pixels in the last 30 × 25.
        let inked = (170..<200).flatMap { x in (95..<120).map { y in rgb(x, y) } }.filter { $0 & 0xFF < 0x80 }
        #expect(!inked.isEmpty)
    }
}
