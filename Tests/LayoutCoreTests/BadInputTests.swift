import Foundation
import LayoutCore
import Testing

/// Bad layout input never crashes: it is clamped as SwiftUI does and reported once.
@Suite struct BadInputTests {
    @Test func negativeAndNonFiniteSizesAreClampedAndReportedOnce() {
        let view = VStack {
            Color.red.frame(width: -5, height: 10).id("negative")
            Color.blue.frame(width: .nan, height: .infinity).id("nan")
            Color.green.frame(width: -5, height: 10).id("again") // the same problem: no second warning
            Color.gray.frame(minWidth: 50, maxWidth: 20).id("inverted")
        }
        let result = LayoutEngine().layout(view, in: LayoutHost(size: CGSize(width: 200, height: 200)))
        #expect(result.frame(of: "negative")?.width == 0)
        #expect(result.frame(of: "nan")?.size == CGSize(width: 0, height: 0))
        #expect(result.frame(of: "inverted")?.width == 50)
        #expect(result.warnings == [
            "frame width -5.0 is not a finite, non-negative length; using 0",
            "frame width nan is not a finite, non-negative length; using 0",
            "frame height inf is not a finite, non-negative length; using 0",
            "frame minWidth 50.0 exceeds maxWidth 20.0; using 50.0 for both",
        ])
    }

    @Test func nanAlignmentGuidesFallBackToTheDefault() {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in .nan }.id("guided")
        }
        let result = LayoutEngine().layout(view, in: LayoutHost(size: CGSize(width: 100, height: 100)))
        #expect(result.frame(of: "guided") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.warnings == ["an alignment guide returned nan; using the default guide"])
    }
}
