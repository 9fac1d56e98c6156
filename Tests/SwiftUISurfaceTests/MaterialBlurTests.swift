import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// Materials blur what is behind them and tint it: white in light mode, dark grey in dark mode.
@Suite struct MaterialBlurTests {
    /// Red on the left half, blue on the right, a material strip across the middle.
    struct Split<S: ShapeStyle>: View {
        let material: S
        var body: some View {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0)
                Color(red: 0, green: 0, blue: 1)
            }
            .overlay {
                Rectangle().fill(material).frame(height: 40)
            }
        }
    }

    /// The same material over one colour everywhere: the tint over that colour, with nothing to blur.
    struct Flat: View {
        let color: Color
        var body: some View {
            color.overlay { Color.clear.frame(height: 40).background(.regularMaterial) }
        }
    }

    let size = CGSize(width: 200, height: 100)

    func channels(_ pixel: UInt32) -> (red: Int, green: Int, blue: Int) {
        (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    @Test func aMaterialOverASplitIsABlurredMixAtTheBoundaryAndWhiteTinted() {
        let image = HeadlessHost(Split(material: .regularMaterial), size: size).render()
        let overRed = HeadlessHost(Flat(color: Color(red: 1, green: 0, blue: 0)), size: size).render().pixel(x: 50, y: 50)
        let overBlue = HeadlessHost(Flat(color: Color(red: 0, green: 0, blue: 1)), size: size).render().pixel(x: 50, y: 50)
        // Outside the strip, the backdrop is untouched.
        #expect(image.pixel(x: 50, y: 10) == 0xFFFF_0000)
        #expect(image.pixel(x: 150, y: 10) == 0xFF00_00FF)
        // Far (more than 3σ = 30 points) from the boundary, it is the tint over pure red or blue: regular is
        // white 0.97 at 72 %, so red keeps 255 × 0.28 + 247 × 0.72 and gains 247 × 0.72 of green and blue.
        #expect(image.pixel(x: 20, y: 50) == overRed)
        #expect(image.pixel(x: 180, y: 50) == overBlue)
        #expect(channels(overRed) == (249, 178, 178))
        // At the boundary, half red and half blue, under the same tint.
        let middle = channels(image.pixel(x: 100, y: 50))
        #expect(abs(middle.red - middle.blue) <= 3)
        #expect(middle.red > 178 + 20 && middle.red < 249 - 20)
        #expect(middle.green == 178)
        // Between the two, red fades into blue column by column.
        let reds = stride(from: 70, through: 130, by: 10).map { channels(image.pixel(x: $0, y: 50)).red }
        #expect(reds == reds.sorted(by: >) && Set(reds).count == reds.count)
    }

    @Test func aMaterialSeesThroughItsShadowLayerAndItsOpacityGroup() {
        struct Lifted: View {
            let shadow: Bool
            let opacity: Double
            var body: some View {
                HStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0)
                    Color(red: 0, green: 0, blue: 1)
                }
                .overlay {
                    if shadow {
                        Color.clear.frame(height: 40).background(.regularMaterial, in: Rectangle()).shadow(color: .black, radius: 4)
                    } else {
                        Color.clear.frame(height: 40).background(.regularMaterial, in: Rectangle()).opacity(opacity)
                    }
                }
            }
        }
        let plain = HeadlessHost(Lifted(shadow: false, opacity: 1), size: size).render()
        let shadowed = HeadlessHost(Lifted(shadow: true, opacity: 1), size: size).render()
        // Drawn in the shadow's own layer, the material still blurs the window's red and blue under it.
        for x in [20, 95, 100, 105, 180] { #expect(shadowed.pixel(x: x, y: 50) == plain.pixel(x: x, y: 50)) }
        // Inside an opacity group too: at the boundary, half the material's red-blue mix over blue.
        let faded = channels(HeadlessHost(Lifted(shadow: false, opacity: 0.5), size: size).render().pixel(x: 100, y: 50))
        let mix = channels(plain.pixel(x: 100, y: 50))
        #expect(abs(faded.red - mix.red / 2) <= 1)
        #expect(abs(faded.blue - (mix.blue + 255) / 2) <= 1)
    }

    @Test func thickerMaterialsBlurFurtherAndTintMore() {
        // Ten points from the boundary, ultra-thin's blur (σ = 5) has mostly red; ultra-thick's (σ = 15) more blue.
        let thin = channels(HeadlessHost(Split(material: .ultraThinMaterial), size: size).render().pixel(x: 90, y: 50))
        let thick = channels(HeadlessHost(Split(material: .ultraThickMaterial), size: size).render().pixel(x: 90, y: 50))
        #expect(thin.red > thick.red)
        #expect(thin.green < thick.green) // more white tint
    }

    @Test func aMaterialInARoundedShapeAndInDarkMode() {
        struct Card: View {
            var body: some View {
                Color(red: 1, green: 0, blue: 0)
                    .overlay { Color.clear.frame(width: 100, height: 60).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12)) }
            }
        }
        let light = HeadlessHost(Card(), size: size).render()
        let dark = HeadlessHost(Card(), size: size, colorScheme: .dark).render()
        // The corner of the card's frame is outside its rounded shape: pure red.
        #expect(light.pixel(x: 50, y: 20) == 0xFFFF_0000)
        // Inside: thin is white 0.97 at 55 % in light mode (255 × 0.45 + 247.35 × 0.55 = 250.8 red, 136.0
        // green and blue), grey 0.11 at 55 % in dark mode (114.75 + 15.4 = 130.2 red, 15.4 green and blue).
        #expect(channels(light.pixel(x: 100, y: 50)) == (251, 136, 136))
        #expect(channels(dark.pixel(x: 100, y: 50)) == (130, 15, 15))
    }
}
