import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// Counts the rows a lazy stack builds.
final class BuildCounter {
    var built: Set<Int> = []
    var bodies = 0
}

/// One 50-point row that counts its body's reads.
private struct CountedRow: View {
    let index: Int
    let counter: BuildCounter
    var body: some View {
        counter.built.insert(index)
        counter.bodies += 1
        return Color.blue.frame(height: 50).id(index)
    }
}

/// A scroll view of `count` 50-point rows in a lazy column with no spacing, in a 300 × 400 window.
private struct LazyRows: View {
    let count: Int
    let counter: BuildCounter
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { CountedRow(index: $0, counter: counter) }
            }
        }
    }
}

/// LazyVStack and LazyHStack: they build what is seen and a margin, take the whole cross length, and
/// estimate the length of the rows not built.
@Suite struct LazyStackTests {
    @Test func onlyTheRowsNearTheViewportAreBuilt() {
        let counter = BuildCounter()
        let h = HeadlessHost(LazyRows(count: 100_000, counter: counter), size: CGSize(width: 300, height: 400))
        // 400 seen, 200 of margin below: rows 0..<12 (the first 16 are built before the stack knows where it is).
        #expect(counter.built == Set(0..<16))
        #expect(h.layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(h.layout.frame(of: 15) == CGRect(x: 0, y: 750, width: 300, height: 50))
        #expect(h.layout.frame(of: 16) == nil)
    }

    @Test func scrollingBuildsTheRowsThatComeIntoView() {
        let counter = BuildCounter()
        let h = HeadlessHost(LazyRows(count: 100_000, counter: counter), size: CGSize(width: 300, height: 400))
        // Rows are 50 high: 100,000 of them make 5,000,000 points; scroll to 250,000 (row 5,000 at the top).
        h.scroll(by: CGSize(width: 0, height: 250_000), at: CGPoint(x: 150, y: 200))
        #expect(h.layout.frame(of: 5_000) == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(h.layout.frame(of: 5_007) == CGRect(x: 0, y: 350, width: 300, height: 50))
        // Seen: rows 5,000..<5,008; with half a viewport (4 rows) each side: 4,996..<5,012.
        #expect((4_996..<5_012).allSatisfy { h.layout.frame(of: $0) != nil })
        #expect(h.layout.frame(of: 4_995) == nil && h.layout.frame(of: 5_012) == nil)
        #expect(counter.built.count == 16 + 16)
    }

    @Test func aLazyStackWithoutAScrollViewBuildsWhatTheWindowShows() {
        struct Column: View {
            let counter: BuildCounter
            var body: some View {
                LazyVStack(alignment: .leading, spacing: 10) {
                    ForEach(0..<1_000, id: \.self) { index in
                        Color.red.frame(width: 40, height: 30).id(index).onAppear { counter.built.insert(index) }
                    }
                }
            }
        }
        let counter = BuildCounter()
        let h = HeadlessHost(Column(counter: counter), size: CGSize(width: 300, height: 400))
        // The column takes the whole width; rows at the leading edge, 40 apart; 1,000 rows estimated at
        // 40 each, less the last gap: 39,990 high, centred in the window.
        let top = (400 - 39_990) / 2.0
        #expect(h.layout.frame(of: 500) == CGRect(x: 0, y: top + 20_000, width: 40, height: 30))
        // The window shows 19,795...20,195 of it: rows 494...504, and half a window more each side
        // (19,595...20,395): rows 489..<510 are built and appear; the first 16, built before the stack
        // knew where it was, never appear.
        #expect(counter.built == Set(489..<510))
        #expect(h.layout.frame(of: 0) == nil)
    }

    @Test func aLazyHStackTakesTheWholeHeightAndBuildsAcross() {
        struct Strip: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<10_000, id: \.self) { Color.green.frame(width: 90, height: 60).id($0) }
                    }
                }
            }
        }
        let h = HeadlessHost(Strip(), size: CGSize(width: 300, height: 400))
        // The stack is as tall as the scroll view's 400; the cells centred in it.
        #expect(h.layout.frame(of: 0) == CGRect(x: 0, y: 170, width: 90, height: 60))
        h.scroll(by: CGSize(width: 100_000, height: 0), at: CGPoint(x: 150, y: 200))
        #expect(h.layout.frame(of: 1_000) == CGRect(x: 0, y: 170, width: 90, height: 60))
    }

    @Test func aTapInALazyListReadsOnlyTheBodiesThatChanged() {
        struct Selectable: View {
            let counter: BuildCounter
            @State private var selected = -1
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100_000, id: \.self) { index in
                            SelectableRow(index: index, isSelected: index == selected, counter: counter)
                                .onTapGesture { selected = index }
                        }
                    }
                }
            }
        }
        let counter = BuildCounter()
        let h = HeadlessHost(Selectable(counter: counter), size: CGSize(width: 300, height: 400))
        counter.bodies = 0
        h.tap(at: CGPoint(x: 150, y: 75))
        #expect(h.layout.frame(of: 1) == CGRect(x: 0, y: 50, width: 300, height: 50))
        // The parent's body reads `selected`; of the 16 rows built only row 1's input changed.
        #expect(counter.bodies == 1)
    }
}

/// A row whose look depends on whether it is selected.
private struct SelectableRow: View, Equatable {
    let index: Int
    let isSelected: Bool
    let counter: BuildCounter
    static func == (a: SelectableRow, b: SelectableRow) -> Bool { a.index == b.index && a.isSelected == b.isSelected }
    var body: some View {
        counter.bodies += 1
        return (isSelected ? Color.red : Color.blue).frame(height: 50).id(index)
    }
}
