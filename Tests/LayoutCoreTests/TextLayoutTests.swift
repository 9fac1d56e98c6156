import Foundation
import LayoutCore
import Testing

/// Text as SwiftUI lays it out: wrapping at word boundaries, line limits and truncation, alignment of
/// lines, spacing, scaling down. `FixedWidthMeasurer` at 10 points: a character is 6 wide, a line 12 tall
/// (ascent 9.5).
@Suite struct TextLayoutTests {
    let engine = LayoutEngine()
    let sentence = "one two three four five" // 23 characters: 138 wide on one line

    func text(_ string: String) -> Text { Text(string).font(.system(size: 10)) }

    /// The text items of `view` laid out in a `width`-wide, tall host, with their frames.
    func lines<V: View>(_ view: V, width: CGFloat = 60) -> [(String, CGRect, CGFloat)] {
        let result = engine.layout(view.frame(width: width, height: 200, alignment: .topLeading), in: LayoutHost(size: CGSize(width: width, height: 200)))
        return result.displayList().items.compactMap { item in
            if case .text(let string, _, _, let frame, let baseline) = item { return (string, frame, baseline) }
            return nil
        }
    }

    @Test func textThatFitsIsOneLineOfItsWidth() {
        #expect(engine.sizeThatFits(text(sentence), ProposedViewSize(width: 200, height: nil)) == CGSize(width: 138, height: 12))
        #expect(engine.sizeThatFits(text(sentence), ProposedViewSize(width: nil, height: nil)) == CGSize(width: 138, height: 12))
        // A proposal narrower than one character: one line, cut to nothing (a stack's zero probe).
        #expect(engine.sizeThatFits(text(sentence), ProposedViewSize(width: 0, height: 100)) == CGSize(width: 0, height: 12))
    }

    @Test func narrowTextWrapsAtWordsToTheWidestLine() {
        // 60 points hold 10 characters: "one two" (42), "three four" (60), "five" (24).
        #expect(engine.sizeThatFits(text(sentence), ProposedViewSize(width: 60, height: nil)) == CGSize(width: 60, height: 36))
        #expect(engine.sizeThatFits(text(sentence), ProposedViewSize(width: 70, height: nil)) == CGSize(width: 60, height: 36))
        let drawn = lines(text(sentence))
        #expect(drawn.map(\.0) == ["one two", "three four", "five"])
        #expect(drawn.map(\.1) == [CGRect(x: 0, y: 0, width: 42, height: 12), CGRect(x: 0, y: 12, width: 60, height: 12),
                                   CGRect(x: 0, y: 24, width: 24, height: 12)])
        #expect(drawn.map(\.2) == [9.5, 21.5, 33.5])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharactersAndNewlinesAlwaysBreak() {
        #expect(lines(text("abcdefghij"), width: 30).map(\.0) == ["abcde", "fghij"])
        #expect(engine.sizeThatFits(text("ab\ncd"), ProposedViewSize(width: nil, height: nil)) == CGSize(width: 12, height: 24))
        // An empty line between paragraphs takes its height and draws nothing.
        #expect(lines(text("ab\n\ncd")).map(\.0) == ["ab", "cd"])
        #expect(lines(text("ab\n\ncd")).map(\.1.minY) == [0, 24])
    }

    @Test func lineLimitOneCutsTheLineWithAnEllipsisAtTheTruncationModesEnd() {
        let proposal = ProposedViewSize(width: 60, height: nil)
        #expect(engine.sizeThatFits(text(sentence).lineLimit(1), proposal) == CGSize(width: 60, height: 12))
        #expect(lines(text(sentence).lineLimit(1)).map(\.0) == ["one two t…"])
        #expect(lines(text(sentence).lineLimit(1).truncationMode(.head)).map(\.0) == ["…four five"])
        #expect(lines(text(sentence).lineLimit(1).truncationMode(.middle)).map(\.0) == ["one t…five"])
        // Spaces next to the ellipsis go: 52 points hold "one two…" (8 characters, 48 wide), not "one two …".
        #expect(lines(text(sentence).lineLimit(1), width: 52).map(\.0) == ["one two…"])
        #expect(engine.sizeThatFits(text(sentence).lineLimit(1), ProposedViewSize(width: 52, height: nil)) == CGSize(width: 48, height: 12))
    }

    @Test func lineLimitCutsTheLastLineItShows() {
        #expect(engine.sizeThatFits(text(sentence).lineLimit(2), ProposedViewSize(width: 60, height: nil)) == CGSize(width: 60, height: 24))
        #expect(lines(text(sentence).lineLimit(2)).map(\.0) == ["one two", "three fou…"])
        // A limit the text does not reach changes nothing.
        #expect(lines(text(sentence).lineLimit(5)).map(\.0) == ["one two", "three four", "five"])
        // A paragraph that fits the last line still gets "…" when more paragraphs follow.
        #expect(lines(text("ab\ncd").lineLimit(1)).map(\.0) == ["ab…"])
    }

    @Test func aProposedHeightHoldsAtLeastOneLine() {
        // 30 points hold two lines of 12: the second is cut, as with lineLimit(2).
        #expect(engine.sizeThatFits(text(sentence), ProposedViewSize(width: 60, height: 30)) == CGSize(width: 60, height: 24))
        #expect(engine.sizeThatFits(text(sentence), ProposedViewSize(width: 60, height: 5)) == CGSize(width: 60, height: 12))
    }

    @Test func fixedSizeKeepsTextOnOneLine() {
        let result = engine.layout(text(sentence).id("t").fixedSize().frame(width: 60), in: LayoutHost(size: CGSize(width: 200, height: 100)))
        #expect(result.frame(of: "t")?.size == CGSize(width: 138, height: 12))
    }

    @Test func multilineTextAlignmentPlacesEachLineInTheTextsWidth() {
        #expect(lines(text(sentence).multilineTextAlignment(.center)).map(\.1.minX) == [9, 0, 18])
        #expect(lines(text(sentence).multilineTextAlignment(.trailing)).map(\.1.minX) == [18, 0, 36])
        #expect(lines(text(sentence).multilineTextAlignment(.leading)).map(\.1.minX) == [0, 0, 0])
    }

    @Test func lineSpacingGoesBetweenLines() {
        #expect(engine.sizeThatFits(text(sentence).lineSpacing(4), ProposedViewSize(width: 60, height: nil)) == CGSize(width: 60, height: 44))
        #expect(lines(text(sentence).lineSpacing(4)).map(\.2) == [9.5, 25.5, 41.5])
    }

    @Test func badValuesAreTakenAsTheNearestGoodOnes() {
        let proposal = ProposedViewSize(width: 60, height: 30)
        #expect(engine.sizeThatFits(text(sentence).lineSpacing(-50), proposal) == CGSize(width: 60, height: 24))
        #expect(engine.sizeThatFits(text(sentence).lineSpacing(.nan), proposal) == CGSize(width: 60, height: 24))
        #expect(engine.sizeThatFits(text(sentence).lineLimit(0), proposal) == CGSize(width: 60, height: 12))
        #expect(engine.sizeThatFits(text(sentence).lineLimit(1).minimumScaleFactor(.nan), proposal) == CGSize(width: 60, height: 12))
        #expect(engine.sizeThatFits(text(sentence).lineLimit(1).minimumScaleFactor(-3), ProposedViewSize(width: 13.8, height: nil)).height > 0)
        #expect(engine.sizeThatFits(text(sentence), ProposedViewSize(width: .infinity, height: .infinity)) == CGSize(width: 138, height: 12))
        // A NaN font size measures NaN; the engine takes a NaN size as zero.
        #expect(engine.sizeThatFits(Text(sentence).font(.system(size: .nan)), proposal) == CGSize(width: 0, height: 0))
    }

    @Test func lineLimitRangesReserveTheirLowerBound() {
        #expect(engine.sizeThatFits(text("ab").lineLimit(2...3), ProposedViewSize(width: 60, height: nil)) == CGSize(width: 12, height: 24))
        #expect(engine.sizeThatFits(text("ab").lineLimit(3, reservesSpace: true), ProposedViewSize(width: 60, height: nil)) == CGSize(width: 12, height: 36))
        #expect(engine.sizeThatFits(text(sentence).lineLimit(...2), ProposedViewSize(width: 60, height: nil)) == CGSize(width: 60, height: 24))
    }

    @Test func minimumScaleFactorShrinksTheFontBeforeCutting() {
        // 103.5 points: at 75% a character is 4.5 wide and the 23 fit in 103.5; at 76% they take 104.88.
        let shrunk = text(sentence).lineLimit(1).minimumScaleFactor(0.5)
        #expect(engine.sizeThatFits(shrunk, ProposedViewSize(width: 103.5, height: nil)) == CGSize(width: 103.5, height: 9))
        let drawn = engine.layout(shrunk.frame(width: 103.5), in: LayoutHost(size: CGSize(width: 103.5, height: 50))).displayList().items
        guard case .text(let string, let font, _, _, _)? = drawn.first else { Issue.record("no text drawn"); return }
        #expect(string == sentence)
        #expect(font.size == 7.5)
        // Not below the factor: at 90% a character is 5.4 wide, 19 fit, and the text is cut.
        #expect(lines(text(sentence).lineLimit(1).minimumScaleFactor(0.9), width: 103.5).map(\.0) == ["one two three four…"])
    }
}
