import Foundation
import LayoutCore
import Testing

/// `fixedSize`, `aspectRatio(_: CGSize, contentMode:)`, `position` and `safeAreaPadding`, with SwiftUI's
/// numbers and where they come from. Text is 0.6 em a character and 1.2 em tall (`FixedWidthMeasurer`).
@Suite struct LayoutModifierTests {
    let engine = LayoutEngine()

    @Test func fixedSizeKeepsTheIdealSizeAndOverflowsTheFrame() {
        // Apple's fixedSize() example: a line of text too long for a 200×200 frame keeps its ideal width
        // (48 characters × 6 = 288) and overflows the frame, centred; without it the text wraps in the frame
        // (Apple's picture shows two lines): "A single line of text, too long" (31 × 6 = 186) and
        // "to fit in a box.", so it is 186 wide and two lines (24) tall, centred.
        let line = Text("A single line of text, too long to fit in a box.").font(.system(size: 10))
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        let fixed = engine.layout(line.id("text").fixedSize().frame(width: 200, height: 200), in: host)
        #expect(fixed.frame(of: "text") == CGRect(x: 56, y: 194, width: 288, height: 12))
        let cut = engine.layout(line.id("text").frame(width: 200, height: 200), in: host)
        #expect(cut.frame(of: "text") == CGRect(x: 107, y: 188, width: 186, height: 24))
    }

    @Test func fixedSizeOnOneAxisProposesNilOnThatAxisOnly() {
        // _FixedSizeLayout proposes nil on the fixed axes: a colour's ideal height is 10 (a nil dimension
        // of a shape becomes 10), its width is still the proposed 300.
        let view = Color.red.id("colour").fixedSize(horizontal: false, vertical: true)
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 200)))
        #expect(result.frame(of: "colour") == CGRect(x: 0, y: 95, width: 300, height: 10))
    }

    @Test func aFixedZStackIsItsContentsIdealSizeWithTheColourGrownToIt() {
        // ZStack { Color; Text }.fixedSize(): the stack is the text's ideal size (5 × 6 = 30 by 12); the
        // colour's ideal is 10×10, and it is placed with the stack's size as its proposal.
        let view = ZStack {
            Color.yellow.id("behind")
            Text("Hello").font(.system(size: 10)).id("text")
        }.fixedSize()
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 100, height: 100)))
        #expect(result.frame(of: "text") == CGRect(x: 35, y: 44, width: 30, height: 12))
        #expect(result.frame(of: "behind") == CGRect(x: 35, y: 44, width: 30, height: 12))
    }

    @Test func aspectRatioTakesTheRatioOfASize() {
        // Apple's aspectRatio(_:contentMode:) with a CGSize: "a size that specifies the ratio of width to
        // height to use for the resulting view", so CGSize(width: 16, height: 9) is the ratio 16 / 9:
        // .fit in 320×320 is 320×180, .fill covers the square, 320 × 16 / 9 wide.
        let host = LayoutHost(size: CGSize(width: 320, height: 320))
        let fit = engine.layout(Color.red.id("c").aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit), in: host)
        #expect(fit.frame(of: "c") == CGRect(x: 0, y: 70, width: 320, height: 180))
        let fill = engine.sizeThatFits(Color.red.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill), ProposedViewSize(width: 320, height: 320))
        #expect(fill == CGSize(width: 320 * (16.0 / 9.0), height: 320))
    }

    @Test func positionCentresTheViewOnThePointAndTakesTheProposal() {
        // SwiftUI's _PositionLayout: the modified view takes the whole proposal (its child's size on an
        // axis proposed nil) and its child, proposed that size, is centred on the point of its space.
        let view = Color.red.frame(width: 50, height: 30).id("box").position(x: 100, y: 40).id("positioned")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 200)))
        #expect(result.frame(of: "positioned") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(result.frame(of: "box") == CGRect(x: 75, y: 25, width: 50, height: 30))
        #expect(engine.sizeThatFits(view, ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 30))
        let point = engine.layout(Color.red.frame(width: 50, height: 30).id("box").position(CGPoint(x: 25, y: 15)),
                                  in: LayoutHost(size: CGSize(width: 300, height: 200)))
        #expect(point.frame(of: "box") == CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    @Test func safeAreaPaddingInsetsTheContentAndLetsItIgnoreTheInsets() {
        // safeAreaPadding adds to the safe area (SwiftUI builds it from a safeAreaInset of empty space
        // per edge, with no spacing; 16 by default): the content is inset as with padding...
        let host = LayoutHost(size: CGSize(width: 300, height: 200))
        let padded = engine.layout(Color.red.id("inner").safeAreaPadding(20).id("outer"), in: host)
        #expect(padded.frame(of: "outer") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(padded.frame(of: "inner") == CGRect(x: 20, y: 20, width: 260, height: 160))
        let byDefault = engine.layout(Color.red.id("inner").safeAreaPadding(.horizontal), in: host)
        #expect(byDefault.frame(of: "inner") == CGRect(x: 16, y: 0, width: 268, height: 200))
        // ...but, unlike padding, a view that ignores the safe area reaches into it.
        let ignoring = engine.layout(Color.blue.id("bleed").ignoresSafeArea().safeAreaPadding(.horizontal, 20), in: host)
        #expect(ignoring.frame(of: "bleed") == CGRect(x: 0, y: 0, width: 300, height: 200))
        let padding = engine.layout(Color.blue.id("bleed").ignoresSafeArea().padding(.horizontal, 20), in: host)
        #expect(padding.frame(of: "bleed") == CGRect(x: 20, y: 0, width: 260, height: 200))
        // The iOS 13 spelling does the same, on the edges it names.
        let old = engine.layout(Color.blue.id("bleed").edgesIgnoringSafeArea(.leading).safeAreaPadding(.horizontal, 20), in: host)
        #expect(old.frame(of: "bleed") == CGRect(x: 0, y: 0, width: 280, height: 200))
    }
}
