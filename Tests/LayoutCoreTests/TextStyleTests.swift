import Foundation
import LayoutCore
import Testing

/// Fonts and text modifiers as SwiftUI spells them: what reaches the drawing (font, string, lines).
@Suite struct TextStyleTests {
    let engine = LayoutEngine()

    /// The fonts and strings of the text items `view` draws.
    func drawn<V: View>(_ view: V) -> [(String, Font)] {
        engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 300))).displayList().items.compactMap { item in
            if case .text(let string, let font, _, _, _) = item { return (string, font) }
            return nil
        }
    }

    @Test func textStylesHaveSwiftUIsSizesAndWeights() {
        #expect(Font.TextStyle.allCases.map(\.pointSize) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(Font.caption2.size == 11)
        #expect(Font.headline.weight == .semibold)
        #expect(Font.system(.title, design: .serif, weight: .black) == Font.title.weight(.black).fontDesignForTests(.serif))
        #expect(Font.body.italic().isItalic)
        #expect(Font.body.monospaced().design == .monospaced)
        #expect(Font.system(size: 13).monospacedDigit().hasMonospacedDigits)
        #expect(Font.Weight.allCases.count == 9)
    }

    @Test func viewModifiersReachEveryTextInside() {
        let fonts = drawn(VStack { Text("a"); Text("b").font(.title) }.fontWeight(.light).italic().fontDesign(.rounded)).map(\.1)
        #expect(fonts.map(\.weight) == [.light, .light])
        #expect(fonts.map(\.isItalic) == [true, true])
        #expect(fonts.map(\.design) == [.rounded, .rounded])
        #expect(fonts.map(\.size) == [17, 28])
        #expect(drawn(Text("a").bold()).map(\.1.weight) == [.bold])
        #expect(drawn(VStack { Text("a") }.bold()).map(\.1.weight) == [.bold])
        #expect(drawn(VStack { Text("1") }.monospacedDigit()).map(\.1.hasMonospacedDigits) == [true])
    }

    @Test func aTextsOwnSettingsWinOverTheEnvironment() {
        let fonts = drawn(VStack { Text("a").fontWeight(.heavy).italic(false) }.fontWeight(.light).italic()).map(\.1)
        #expect(fonts.map(\.weight) == [.heavy])
        #expect(fonts.map(\.isItalic) == [false])
        // Text.bold() bolds the environment's font, not the body font.
        #expect(drawn(VStack { Text("a").bold() }.font(.title)).map(\.1) == [Font.title.bold()])
    }

    @Test func textCaseChangesTheDrawnString() {
        #expect(drawn(Text("Hello").textCase(.uppercase)).map(\.0) == ["HELLO"])
        #expect(drawn(Text("Hello").textCase(.lowercase)).map(\.0) == ["hello"])
        #expect(drawn(Text("Hello").textCase(nil)).map(\.0) == ["Hello"])
    }

    @Test func strikethroughAndUnderlineDrawLinesAcrossEachLine() {
        // 10-point text, 6 per character: the strikethrough is centred 2.6 above the baseline (9.5), the
        // underline starts 0.7 below it; both are as wide as the line and 1 point thick (10/17 em, at least 1).
        let view = Text("abcd").font(.system(size: 10)).strikethrough(color: .red).underline()
        let items = engine.layout(view.frame(width: 24, height: 12), in: LayoutHost(size: CGSize(width: 24, height: 12))).displayList().items
        let rects = items.compactMap { item -> (CGRect, Paint?)? in
            if case .shape(.rectangle, let frame, let fill, nil) = item { return (frame, fill) }
            return nil
        }
        #expect(rects.count == 2)
        #expect(rects.map(\.0.width) == [24, 24])
        #expect(abs(rects[0].0.midY - 6.9) < 1e-9)
        #expect(abs(rects[1].0.minY - 10.2) < 1e-9)
        #expect(rects.map(\.0.height) == [1, 1])
        #expect(rects[0].1 == .color(.red))
        #expect(rects[1].1 == .color(.primary))
        // Text.strikethrough(false) turns the environment's off.
        let off = engine.layout(VStack { Text("a").strikethrough(false) }.strikethrough(), in: LayoutHost(size: CGSize(width: 50, height: 50)))
        #expect(!off.displayList().items.contains { if case .shape = $0 { true } else { false } })
    }

    /// The text items of `view`: string, font size, weight, italic, frame and baseline.
    func parts<V: View>(_ view: V, width: CGFloat) -> [(String, CGFloat, Font.Weight, Bool, CGRect, CGFloat)] {
        let host = LayoutHost(size: CGSize(width: width, height: 200))
        return engine.layout(view.frame(width: width, height: 200, alignment: .topLeading), in: host).displayList().items.compactMap { item in
            if case .text(let string, let font, _, let frame, let baseline) = item { return (string, font.size, font.weight, font.isItalic, frame, baseline) }
            return nil
        }
    }

    @Test func joinedTextsKeepEachPartsStyleOnOneBaseline() {
        // "ab " at 10 points (18 wide) then "cd" at 20 points (24 wide): one line as tall as the larger font
        // (ascent 19 + descent 5), both parts on the baseline at 19. The font set on the joined text
        // applies to the part that set none.
        let joined = (Text("ab ") + Text("cd").font(.system(size: 20))).font(.system(size: 10))
        #expect(engine.sizeThatFits(joined, ProposedViewSize(width: nil, height: nil)) == CGSize(width: 42, height: 24))
        let drawn = parts(joined, width: 100)
        #expect(drawn.map(\.0) == ["ab ", "cd"])
        #expect(drawn.map(\.1) == [10, 20])
        #expect(drawn.map(\.4) == [CGRect(x: 0, y: 0, width: 18, height: 24), CGRect(x: 18, y: 0, width: 24, height: 24)])
        #expect(drawn.map(\.5) == [19, 19])
    }

    @Test func joinedTextsWrapAndTruncateAcrossTheirParts() {
        let wrapped = parts((Text("one two ") + Text("three four").bold()).font(.system(size: 10)), width: 60)
        #expect(wrapped.map(\.0) == ["one two", "three four"])
        #expect(wrapped.map(\.2) == [.regular, .bold])
        #expect(wrapped.map(\.4.minY) == [0, 12])
        // Cut in the second part: "one " and "two t…" (the ellipsis in the italic part's style), 24 + 36 wide.
        let cut = parts((Text("one ") + Text("two three").italic()).font(.system(size: 10)).lineLimit(1), width: 60)
        #expect(cut.map(\.0) == ["one ", "two t…"])
        #expect(cut.map(\.3) == [false, true])
        #expect(cut.map(\.4) == [CGRect(x: 0, y: 0, width: 24, height: 12), CGRect(x: 24, y: 0, width: 36, height: 12)])
        // Parts in one style are one run: drawn as one text.
        #expect(parts(Text("a") + Text("b"), width: 100).map(\.0) == ["ab"])
    }

    @Test func formattedTextUsesFoundationsFormatStyles() {
        #expect(drawn(Text(3.5, format: .number)).map(\.0) == ["3.5"])
        #expect(drawn(Text(0.25, format: .percent)).map(\.0) == ["25%"])
        #expect(drawn(Text(42, format: .number)).map(\.0) == ["42"])
        let midsummer1970 = Date(timeIntervalSince1970: 172 * 86_400)
        #expect(drawn(Text(midsummer1970, format: .dateTime.year())).map(\.0) == ["1970"])
    }
}

private extension Font {
    func fontDesignForTests(_ design: Design) -> Font { var f = self; f.design = design; return f }
}
