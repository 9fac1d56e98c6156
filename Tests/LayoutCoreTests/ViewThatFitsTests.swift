import Foundation
import LayoutCore
import Testing

/// `ViewThatFits`: the first view whose ideal size fits along the measured axes, else the last. Text is
/// 0.6 em a character and 1.2 em tall (`FixedWidthMeasurer`).
@Suite struct ViewThatFitsTests {
    let engine = LayoutEngine()

    /// A long label, a short one and a symbol-sized square, as in Apple's ViewThatFits example.
    func labels(width: CGFloat, axes: Axis.Set = .horizontal) -> LayoutResult {
        let view = ViewThatFits(in: axes) {
            Text("Uploading 3 photos now").font(.system(size: 10)).id("long")     // 22 characters: 132 × 12
            Text("Uploading").font(.system(size: 10)).id("short")                 // 9 characters: 54 × 12
            Color.blue.frame(width: 12, height: 12).id("icon")
        }
        .frame(width: width, height: 100)
        return engine.layout(view, in: LayoutHost(size: CGSize(width: 400, height: 400)))
    }

    @Test func theFirstViewThatFitsIsTheOneShown() {
        let wide = labels(width: 200)
        #expect(wide.frame(of: "long") == CGRect(x: 134, y: 194, width: 132, height: 12))
        #expect(wide.frame(of: "short") == nil && wide.frame(of: "icon") == nil)
        let narrow = labels(width: 100)
        #expect(narrow.frame(of: "long") == nil)
        #expect(narrow.frame(of: "short") == CGRect(x: 173, y: 194, width: 54, height: 12))
        // Exactly as wide as the ideal width still fits.
        #expect(labels(width: 54).frame(of: "short") == CGRect(x: 173, y: 194, width: 54, height: 12))
    }

    @Test func whenNothingFitsTheLastViewIsShown() {
        let tiny = labels(width: 10)
        #expect(tiny.frame(of: "long") == nil && tiny.frame(of: "short") == nil)
        #expect(tiny.frame(of: "icon") == CGRect(x: 194, y: 194, width: 12, height: 12))
    }

    @Test func onlyTheMeasuredAxesCount() {
        // Measured vertically only, the long text fits a 100-point height whatever the width: it is shown,
        // proposed the 20-point width (and cut to it).
        let result = labels(width: 20, axes: .vertical)
        #expect(result.frame(of: "long") == CGRect(x: 190, y: 194, width: 20, height: 12))
    }
}
