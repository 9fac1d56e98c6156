import Foundation
import HeroSim
import Testing

/// The layout API of issue 28 compiles through `import HeroSim` as SwiftUI code spells it (no "not yet"
/// declaration left to clash with), and lays out.
@Suite struct LayoutSpellingTests {
    /// A view using each name the way public SwiftUI code does.
    struct Spellings: View {
        var body: some View {
            VStack {
                Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                    GridRow {
                        Text("Name").gridColumnAlignment(.trailing)
                        Text("Value").gridCellAnchor(.center)
                    }
                    Color.gray.frame(height: 1)
                    GridRow(alignment: .top) { Text("Wide").gridCellColumns(2) }
                }
                LazyHGrid(rows: [GridItem(.fixed(20))], alignment: .top, spacing: 4) { Text("a"); Text("b") }
                Text("Fixed").fixedSize().fixedSize(horizontal: false, vertical: true)
                Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
                Circle().position(x: 10, y: 10).position(CGPoint(x: 5, y: 5))
                Color.blue.safeAreaPadding().safeAreaPadding(8).safeAreaPadding(.horizontal, 4)
                    .safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            }
        }
    }

    @Test func theLayoutNamesCompileAndLayOut() {
        let result = LayoutEngine().layout(Spellings().id("all"), in: LayoutHost(size: CGSize(width: 400, height: 600)))
        #expect(result.frame(of: "all") == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(result.warnings.isEmpty)
    }

    /// `.frame()` and `.frame(alignment:)` compile, as in SwiftUI (which declares `frame()`, deprecated with
    /// "Please pass one or more parameters.", so the call is not ambiguous), and leave the view as it is:
    /// a frame with no width or height takes its child's size.
    @Test func aFrameWithNoSizeCompilesAndKeepsTheViewsSize() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 30, height: 20).frame().id("bare")
            Color.blue.frame(width: 40, height: 10).frame(alignment: .leading).id("aligned")
        }
        let result = LayoutEngine().layout(view, in: LayoutHost(size: CGSize(width: 100, height: 100)))
        #expect(result.frame(of: "bare") == CGRect(x: 35, y: 35, width: 30, height: 20))
        #expect(result.frame(of: "aligned") == CGRect(x: 30, y: 55, width: 40, height: 10))
    }
}
