import Foundation
import LayoutCore
import Testing

/// The default measurer: 0.6 em per character, where a character is a grapheme cluster.
@Suite struct FixedWidthMeasurerTests {
    let measurer = FixedWidthMeasurer()
    let font = Font.system(size: 10)

    @Test func printableASCIIIsOneCharacterPerByte() {
        #expect(measurer.metrics(of: "Item 12", font: font).width == 42)
        #expect(measurer.metrics(of: "", font: font).width == 0)
    }

    @Test func graphemeClustersCountOnceWhateverTheirBytes() {
        // "e" + combining acute, CR LF, a flag (two scalars) and a family emoji (seven scalars): one each.
        #expect(measurer.metrics(of: "e\u{301}", font: font).width == 6)
        #expect(measurer.metrics(of: "a\r\nb", font: font).width == 18)
        #expect(measurer.metrics(of: "🇫🇷", font: font).width == 6)
        #expect(measurer.metrics(of: "👨‍👩‍👧‍👦x", font: font).width == 12)
    }
}
