@testable import Desktop
@testable import Inspector
import LayoutCore
import Testing

/// Text laid out in lines that fit, with fixed-width metrics (10-point text: 6 points a character).
@Suite struct TextFlowTests {
    let font = Font.system(size: 10)
    func items(_ texts: [String], priorities: [Int]? = nil) -> [FlowItem] {
        texts.enumerated().map { FlowItem(text: $1, joiner: " · ", priority: priorities?[$0] ?? 0) }
    }
    func lines(_ items: [FlowItem], width: CGFloat, first: CGFloat? = nil, maxLines: Int) -> [String] {
        TextFlow.lines(items, font: font, measurer: FixedWidthMeasurer(), width: width, firstLineWidth: first, maxLines: maxLines)
    }

    @Test func itemsWrapWholeAndInOrder() {
        // 60 points: ten characters a line.
        #expect(lines(items(["ab", "cd", "efghij", "k"]), width: 60, maxLines: 9) == ["ab · cd", "efghij · k"])
    }

    @Test func anItemWiderThanALineBreaksAtItsSpaces() {
        #expect(lines(items(["aa bbbb cc dd"]), width: 48, maxLines: 9) == ["aa bbbb", "cc dd"])
        // A word wider than a line is left out rather than cut.
        #expect(lines(items(["aa bbbbbbbbbb cc"]), width: 48, maxLines: 9) == ["aa cc"])
    }

    @Test func theLowestPriorityGoesFirstWhenTheLinesAreTooFew() {
        let texts = ["time 1", "lint x", "fps 60", "work 9"]
        #expect(lines(items(texts, priorities: [9, 8, 2, 1]), width: 60, maxLines: 2) == ["time 1", "lint x"])
        #expect(lines(items(texts, priorities: [9, 1, 2, 8]), width: 60, maxLines: 2) == ["time 1", "work 9"])
    }

    @Test func aShortItemLeftOutComesBackBesideTheBadge() {
        // The first line has room for four characters (a badge before it): "ab" fits there, the rest below.
        let flow = items(["ab", "long item", "other one"], priorities: [1, 5, 4])
        #expect(lines(flow, width: 60, first: 24, maxLines: 3) == ["ab", "long item", "other one"])
        // Without "ab" in front, the first line stays empty rather than cut "long item".
        #expect(lines(Array(flow.dropFirst()), width: 60, first: 24, maxLines: 3) == ["", "long item", "other one"])
    }
}
