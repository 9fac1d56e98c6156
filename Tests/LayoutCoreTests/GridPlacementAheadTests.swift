import Foundation
@testable import LayoutCore
import Testing

/// Measures text at 7 points per character; images are 10×10.
private struct SevenPointMeasurer: ContentMeasurer {
    func metrics(of text: String, font: Font) -> TextMetrics {
        TextMetrics(width: CGFloat(text.count) * 7, ascent: 8, descent: 2)
    }
    func naturalSize(ofImage name: String) -> CGSize? { CGSize(width: 10, height: 10) }
}

/// A grid places its cells while it sizes them, at its own origin, and moves them where it is placed;
/// the frames are those of placing every cell where it is, to the last bit.
struct GridPlacementAheadTests {
    /// Widths, spacings and paddings that are not whole numbers, so the order in which offsets are added
    /// shows in the last bits of the frames.
    let host = LayoutHost(size: CGSize(width: 1001.3, height: 700.7), safeAreaInsets: EdgeInsets(top: 13.1, leading: 0, bottom: 0, trailing: 0))

    private func grid(_ count: Int) -> some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 93.7), spacing: 7.3)], spacing: 11.3) {
            ForEach(0..<count, id: \.self) { index in
                VStack(spacing: 3.1) {
                    Image("icon").resizable().scaledToFit().frame(maxWidth: .infinity)
                    Text(String(repeating: "w", count: index % 5 + 1))
                }
                .padding(5.1).background(Color.blue).id(index)
            }
        }
        .padding(17.3)
    }

    private func layout(_ count: Int, ahead: Bool) -> LayoutResult {
        var engine = LayoutEngine(measurer: SevenPointMeasurer())
        engine.placesCellsAhead = ahead
        return engine.layout(grid(count), in: host)
    }

    /// Every placed node's frame, parents before children.
    private func allFrames(_ placed: PlacedNode) -> [CGRect] {
        [placed.frame] + placed.children.flatMap(allFrames)
    }

    @Test func cellsPlacedAheadHaveTheFramesOfCellsPlacedWhereTheyAre() {
        let ahead = layout(200, ahead: true), inPlace = layout(200, ahead: false)
        #expect(ahead.frames.count == 200)
        #expect(allFrames(ahead.root).count == 2 + 200 * 7) // the padding, the grid and seven nodes a card
        #expect(allFrames(ahead.root) == allFrames(inPlace.root))
        #expect(ahead.displayList().items == inPlace.displayList().items)
        // The cells really are off whole points, and the first sits inside the padding below the safe area.
        #expect(ahead.frames.values.contains { $0.width.rounded() != $0.width })
        let first = ahead.frame(of: 0)!
        #expect(first.minX == 17.3)
        #expect(first.minY == ahead.rootFrame.minY + 17.3)
    }

    @Test func cellsThatReadWhereTheyAreArePlacedWhereTheyAre() {
        // A geometry reader reads its global frame: its cell cannot be placed elsewhere and moved.
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 93), spacing: 7)]) {
            ForEach(0..<4, id: \.self) { index in
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.frame(in: .global).minX.truncatingRemainder(dividingBy: 50) + 1, height: 5).id("inner-\(index)")
                }
                .frame(height: 20).id(index)
            }
        }
        var plain = LayoutEngine(measurer: SevenPointMeasurer())
        plain.placesCellsAhead = false
        let ahead = LayoutEngine(measurer: SevenPointMeasurer()).layout(view, in: host)
        #expect(ahead.frames == plain.layout(view, in: host).frames)
        let cell = ahead.frame(of: 1)!, inner = ahead.frame(of: "inner-1")!
        #expect(inner.width == cell.minX.truncatingRemainder(dividingBy: 50) + 1)
    }
}
