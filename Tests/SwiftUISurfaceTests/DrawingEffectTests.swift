import HeroSim
import HeroSimTesting
import Testing

// SwiftUI's drawing effects, pixel-checked against their definitions: grayscale is Rec. 709 luma, colorInvert
// is 1 − c, brightness adds, contrast scales about mid-grey, hueRotation turns about the luminance axis,
// colorMultiply multiplies, luminanceToAlpha makes black as opaque as the colour was bright, blend modes
// combine with what is behind, and a mask keeps what is under its opaque pixels.

/// One 50 × 50 cell per effect, on white.
private struct EffectGallery: View {
    let red = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)   // system red, #FF3B30
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                red.grayscale(1)
                red.colorInvert()
                Color.black.brightness(0.2)
                red.contrast(0)
                Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(180))
                Color.white.colorMultiply(red)
                red.saturation(0)
                red.grayscale(0.5)
            }
            .frame(height: 50)
            HStack(spacing: 0) {
                Color.white.luminanceToAlpha().background(Color.blue)
                Color.black.luminanceToAlpha().background(Color.blue)
                Color.blue.overlay(red.blendMode(.multiply))
                Color.blue.overlay(red.blendMode(.screen))
                red.mask { Circle() }
                Color.blue.overlay(red.blendMode(.difference)).compositingGroup()
                red.drawingGroup()
                red.mask(Color.black.opacity(0.5))
            }
            .frame(height: 50)
        }
        .frame(width: 400, height: 100)
        .background(.white)
    }
}

/// A card that fades to grey when tapped, in a linear second.
private struct FadingToGrey: View {
    @State private var isGrey = false
    var body: some View {
        Color(red: 1, green: 0, blue: 0)
            .grayscale(isGrey ? 1 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { isGrey = true } }
    }
}

@Suite struct DrawingEffectTests {
    let image = HeadlessHost(EffectGallery(), size: CGSize(width: 400, height: 100)).render()

    /// The middle pixel of cell `column` in `row`, as 0xRRGGBB.
    func cell(_ column: Int, _ row: Int) -> UInt32 { image.pixel(x: column * 50 + 25, y: row * 50 + 25) & 0xFFFFFF }

    /// Whether every channel of `a` is within `tolerance` of `b`'s.
    func close(_ a: UInt32, _ b: UInt32, _ tolerance: Int = 1) -> Bool {
        [16, 8, 0].allSatisfy { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) <= tolerance }
    }

    @Test func colourEffectsFollowTheirDefinitions() {
        // Rec. 709 luma of #FF3B30: 0.2126 + 0.7152 × 59/255 + 0.0722 × 48/255 = 0.3917 → 100.
        #expect(close(cell(0, 0), 0x646464), "\(String(cell(0, 0), radix: 16))")
        #expect(close(cell(1, 0), 0x00C4CF))     // 1 − c
        #expect(close(cell(2, 0), 0x333333))     // 0 + 0.2 → 51
        #expect(close(cell(3, 0), 0x808080))     // contrast 0: mid-grey
        #expect(close(cell(4, 0), 0x006D6D))     // red turned half round: (0, 0.426, 0.426)
        #expect(close(cell(5, 0), 0xFF3B30))     // white × red
        #expect(close(cell(6, 0), 0x646464))     // saturation 0 is the luma too
        // Half-way to grey: (255 + 100) / 2, (59 + 100) / 2, (48 + 100) / 2.
        #expect(close(cell(7, 0), 0xB24F4A, 2), "\(String(cell(7, 0), radix: 16))")
    }

    @Test func luminanceToAlphaBlendModesAndMasks() {
        #expect(close(cell(0, 1), 0x000000))     // white: opaque black over the blue
        #expect(close(cell(1, 1), 0x007AFF))     // black: transparent, the blue shows
        // Multiply: (1 × 0, 59/255 × 122/255, 48/255 × 1) = (0, 28, 48); screen: 1 − (1 − a)(1 − b) per channel.
        #expect(close(cell(2, 1), 0x001C30))
        #expect(close(cell(3, 1), 0xFF99FF))     // (1, 1 − 0.769 × 0.522, 1) → (255, 153, 255)
        // The circle mask: red in the middle, white in the corner.
        #expect(close(cell(4, 1), 0xFF3B30))
        #expect(image.pixel(x: 201, y: 51) & 0xFFFFFF == 0xFFFFFF)
        // Difference inside a compositing group: |blue − red| = (255, 63, 207).
        #expect(close(cell(5, 1), 0xFF3FCF))
        #expect(close(cell(6, 1), 0xFF3B30))     // a drawing group draws as drawn
        // A half-transparent mask: red at half over white, (255, 157, 152).
        #expect(close(cell(7, 1), 0xFF9D98, 1), "\(String(cell(7, 1), radix: 16))")
    }

    @Test func grayscaleAnimates() {
        let host = HeadlessHost(FadingToGrey(), size: CGSize(width: 50, height: 50))
        #expect(host.tap(at: CGPoint(x: 25, y: 25)))
        host.advance(by: 0.5)
        let pixel = host.render().pixel(x: 25, y: 25) & 0xFFFFFF
        // Half-way: red 1 − 0.5 × (1 − 0.2126) = 0.6063 → 155; green and blue 0.5 × 0.2126 = 0.1063 → 27.
        #expect(close(pixel, 0x9B1B1B, 1), "\(String(pixel, radix: 16))")
    }
}
