import Foundation
import LayoutCore
@testable import Raster
import TestSupport
import Testing

/// Text drawn by cairo with the real faces: italic slants, weights and designs pick other faces, the
/// strikethrough crosses the middle of the letters, wrapped lines land one under the other, and a small
/// golden of the styles together.
@Suite struct TextRasterTests {
    static let icons = IconLibrary(directory: "/nonexistent", warn: { _ in })
    let measurer = CairoMeasurer(icons: Self.icons)

    func render<V: View>(_ view: V, size: CGSize) -> RasterImage {
        let engine = LayoutEngine(measurer: measurer)
        let host = LayoutHost(size: size)
        return CairoRenderer(icons: Self.icons).render(engine.layout(view, in: host).displayList(), host: host)
    }

    /// The columns with ink in row `y`.
    func inkColumns(_ image: RasterImage, row y: Int) -> [Int] {
        (0..<image.width).filter { image.pixel(x: $0, y: y) >> 24 > 128 }
    }

    /// The rows with any ink.
    func inkRows(_ image: RasterImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y) >> 24 > 128 } }
    }

    /// How much ink the image holds (the sum of alpha).
    func ink(_ image: RasterImage) -> Int {
        var total = 0
        for y in 0..<image.height { for x in 0..<image.width { total += Int(image.pixel(x: x, y: y) >> 24) } }
        return total
    }

    @Test func italicSlantsTheStemToTheRight() {
        // An "l" at 60 points, top-leading: upright, its stem starts at the same column at the top and the
        // bottom; italic, the top is to the right of the bottom by about the slant (0.2 × 40 rows).
        let size = CGSize(width: 60, height: 80)
        func stem(_ view: some View) -> (top: Int, bottom: Int) {
            let image = render(view.frame(width: 60, height: 80, alignment: .topLeading), size: size)
            let rows = inkRows(image)
            return (inkColumns(image, row: rows.first! + 2).first!, inkColumns(image, row: rows.last! - 2).first!)
        }
        let upright = stem(Text("l").font(.system(size: 60)))
        let italic = stem(Text("l").font(.system(size: 60)).italic())
        #expect(upright.top == upright.bottom)
        #expect(italic.top - italic.bottom >= 6)
    }

    @Test func weightsAndDesignsDrawWithOtherFaces() {
        func inkOf(_ font: Font) -> Int {
            ink(render(Text("Hamburgefonts").font(font).frame(width: 300, height: 40, alignment: .leading), size: CGSize(width: 300, height: 40)))
        }
        // Each of the nine weights draws its own Inter face, each darker than the one before.
        let inks = Font.Weight.allCases.map { inkOf(.system(size: 20, weight: $0)) }
        #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "ink by weight: \(inks)")
        let regular = inkOf(.system(size: 20))
        #expect(regular == inks[3])
        #expect(inkOf(.system(size: 20, design: .serif)) != regular)
        #expect(inkOf(.system(size: 20, design: .rounded)) != regular)
        #expect(inkOf(.system(size: 20, design: .monospaced)) != regular)
        // The measurer measures with the same faces: serif and monospaced text are wider than sans.
        let sans = measurer.metrics(of: "Hamburgefonts", font: .system(size: 20)).width
        #expect(measurer.metrics(of: "Hamburgefonts", font: .system(size: 20, design: .monospaced)).width == 13 * 20 * 0.60205078125)
        #expect(measurer.metrics(of: "Hamburgefonts", font: .system(size: 20, design: .serif)).width > sans)
    }

    @Test func theDefaultDesignIsInterWithAFacePerWeight() {
        // "Hello" at 17 points in each weight: the sum of the five glyphs' advances in that Inter face
        // (fonts-inter 4.0~beta7, 2816 units per em; H e l l o), so each weight measures with its own face.
        let units: [Font.Weight: Double] = [.ultraLight: 6544, .thin: 6609, .light: 6675, .regular: 6740, .medium: 6842,
                                            .semibold: 6944, .bold: 7044, .heavy: 7146, .black: 7248]
        for weight in Font.Weight.allCases {
            let width = measurer.metrics(of: "Hello", font: .system(size: 17, weight: weight)).width
            #expect(abs(width - units[weight]! * 17 / 2816) < 1e-9, "\(weight): \(width)")
        }
        // Italic is Inter's Italic face (its "Hello" is 6744 units), not the upright face slanted.
        #expect(abs(measurer.metrics(of: "Hello", font: Font.body.italic()).width - 6744 * 17 / 2816) < 1e-9)
        // Inter's ascent and descent (hhea 2728 and 680 units) make a body line 20.57 points tall.
        let body = measurer.metrics(of: "Hello", font: .body)
        #expect(abs(body.ascent - 2728 * 17 / 2816) < 1e-9 && abs(body.descent - 680 * 17 / 2816) < 1e-9)
    }

    @Test func monospacedDigitsShareOneWidth() {
        // Inter's digits are proportional ("1" is narrower than "0"); monospacedDigit() sets each digit in
        // a cell as wide as the widest digit, the digit centred, so "1111" and "0000" measure the same.
        let font = Font.system(size: 40), tabular = font.monospacedDigit()
        let one = measurer.metrics(of: "1", font: font).width
        let cell = (0...9).map { measurer.metrics(of: String($0), font: font).width }.max()!
        #expect(one < cell)
        #expect(measurer.metrics(of: "1111", font: font).width == 4 * one)
        #expect(measurer.metrics(of: "1111", font: tabular).width == 4 * cell)
        #expect(measurer.metrics(of: "0000", font: tabular).width == 4 * cell)
        #expect(measurer.metrics(of: "x10x", font: tabular).width == 2 * measurer.metrics(of: "x", font: font).width + 2 * cell)
        // Drawn: the "1" moves right by half the difference between its cell and its advance.
        func firstInk(_ text: Text) -> Int {
            let image = render(text.frame(width: 100, height: 50, alignment: .topLeading), size: CGSize(width: 100, height: 50))
            return inkRows(image).compactMap { inkColumns(image, row: $0).first }.min()!
        }
        let shift = firstInk(Text("1").font(font).monospacedDigit()) - firstInk(Text("1").font(font))
        #expect(abs(Double(shift) - Double(cell - one) / 2) <= 1, "shift \(shift), expected \((cell - one) / 2)")
    }

    /// With tabular digits, texts that differ only in their digits advance alike, so a measurer keeps one
    /// entry for them (a live time measured every frame): each measured afresh, "live 1.111 s" and
    /// "live 8.048 s" are as wide as "live 0.000 s".
    @Test func tabularDigitTextsThatDifferInDigitsMeasureAlike() {
        #expect(TextGlyphs.zeroingDigits("live 1.234 s, 56 fps") == "live 0.000 s, 00 fps")
        #expect(TextGlyphs.zeroingDigits("no digits") == "no digits")
        let font = Font.system(size: 13, weight: .semibold).monospacedDigit()
        let widths = ["live 0.000 s", "live 1.111 s", "live 8.048 s"].map {
            CairoMeasurer(icons: IconLibrary(directory: TestSupport.iconDirectory)).metrics(of: $0, font: font).width
        }
        #expect(widths[0] == widths[1] && widths[1] == widths[2])
        // Proportional digits do differ: the measurer keeps them apart.
        #expect(measurer.metrics(of: "live 1.111 s", font: .system(size: 13)).width < measurer.metrics(of: "live 8.048 s", font: .system(size: 13)).width)
    }

    @Test func strikethroughCrossesBetweenTheLetters() {
        // "oo" at 40 points: between the two o's (just left of the second's advance), at 0.26 em above the
        // baseline, the plain text has no ink and the struck text has the line (2 thick).
        let font = Font.system(size: 40)
        let metrics = measurer.metrics(of: "o", font: font)
        let x = Int(metrics.width.rounded(.down)) - 1
        let y = Int((metrics.ascent - 40 * 0.26).rounded(.down))
        let size = CGSize(width: 100, height: 50)
        let plain = render(Text("oo").font(font).frame(width: 100, height: 50, alignment: .topLeading), size: size)
        let struck = render(Text("oo").font(font).strikethrough().frame(width: 100, height: 50, alignment: .topLeading), size: size)
        #expect(plain.pixel(x: x, y: y) >> 24 == 0)
        #expect(struck.pixel(x: x, y: y) == 0xFF00_0000)
        // Far above and below the line, the struck text is the plain text.
        #expect(struck.pixel(x: x, y: 5) == plain.pixel(x: x, y: 5))
        #expect(struck.pixel(x: x, y: Int(metrics.ascent) + 5) == plain.pixel(x: x, y: Int(metrics.ascent) + 5))
    }

    @Test func wrappedLinesAreDrawnOneUnderTheOther() {
        // "ii ii" at 20 points (28.6 wide) in 20 points: two lines, so ink in both line boxes, none below them.
        let line = measurer.metrics(of: "ii", font: .system(size: 20))
        let image = render(Text("ii ii").font(.system(size: 20)).frame(width: 20, height: 80, alignment: .topLeading), size: CGSize(width: 20, height: 80))
        let rows = inkRows(image)
        #expect(rows.contains { CGFloat($0) < line.height })
        #expect(rows.contains { CGFloat($0) > line.height && CGFloat($0) < 2 * line.height })
        #expect(rows.allSatisfy { CGFloat($0) < 2 * line.height })
    }

    @Test func textStylesMatchTheGolden() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("A paragraph that wraps at its words and centres each line.").multilineTextAlignment(.center)
            Text("One line, cut at its end when it is too long").lineLimit(1)
            Text("Cut in the middle when it is too long").lineLimit(1).truncationMode(.middle)
            HStack(spacing: 10) {
                Text("Light").fontWeight(.light)
                Text("Regular")
                Text("Bold").bold()
                Text("Italic").italic()
            }
            HStack(spacing: 10) {
                Text("Serif").fontDesign(.serif)
                Text("Rounded").fontDesign(.rounded)
                Text("Mono").fontDesign(.monospaced)
                Text("Caption2").font(.caption2)
            }
            HStack(spacing: 10) {
                Text("Struck").strikethrough(color: .red)
                Text("Underlined").underline()
                Text("upper").textCase(.uppercase)
            }
            Text("Joined ") + Text("bold").bold() + Text(" and ") + Text("italic").italic().foregroundColor(.blue)
                + Text(" parts").font(.system(size: 20))
        }
        .font(.system(size: 15))
        .padding(10)
        // 215 tall: the rows need 207 points in Inter's 1.21 em lines, so the paragraph has room to wrap.
        .frame(width: 260, height: 215, alignment: .topLeading)
        .background(Color.white)
        let image = render(view, size: CGSize(width: 260, height: 215))
        let directory = try TestSupport.temporaryDirectory("text-golden")
        let actualPath = "\(directory)/text-styles.png"
        try image.writePNG(to: actualPath)
        let goldenPath = TestSupport.packageRoot.appendingPathComponent("Tests/RasterTests/Goldens/text-styles.png").path
        if ProcessInfo.processInfo.environment["HEROSIM_RECORD_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(atPath: goldenPath)
            try FileManager.default.copyItem(atPath: actualPath, toPath: goldenPath)
        }
        let golden = try RasterImage.readPNG(at: goldenPath)
        let difference = ImageComparison.compare(golden, image)
        #expect(difference.maximumChannelDelta <= 2, "golden mismatch: \(difference.differingPixels) pixels; actual \(actualPath)")
    }
}
