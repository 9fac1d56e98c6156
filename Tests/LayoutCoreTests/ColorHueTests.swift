@testable import LayoutCore
import Testing

// `Color(hue:saturation:brightness:)` against the HSB definition: the six sectors of the hue circle.
@Suite struct ColorHueTests {
    private func rgb(_ color: Color) -> [Double] { [color.red, color.green, color.blue, color.alpha] }

    @Test func primariesAndSecondariesSitAtSixthsOfTheCircle() {
        #expect(rgb(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
        #expect(rgb(Color(hue: 1, saturation: 1, brightness: 1)) == [1, 0, 0, 1], "a hue of 1 is red again")
        #expect(rgb(Color(hue: 0.5, saturation: 1, brightness: 1)) == [0, 1, 1, 1])
        #expect(rgb(Color(hue: 0.75, saturation: 1, brightness: 0.5)) == [0.25, 0, 0.5, 1])
    }

    @Test func saturationMixesTowardsGreyAndOpacityIsKept() {
        #expect(rgb(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.25)) == [0.4, 0.8, 0.8, 0.25])
        #expect(rgb(Color(hue: 0.3, saturation: 0, brightness: 0.6)) == [0.6, 0.6, 0.6, 1])
    }

    @Test func aHueThatIsNotANumberIsRedNotACrash() {
        #expect(rgb(Color(hue: .nan, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
        #expect(rgb(Color(hue: .infinity, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
    }
}
