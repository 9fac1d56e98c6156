import Foundation
@testable import Headless
@testable import Studio
import StudioFiles
import Raster
import Testing

/// The contact sheet of a render and the flight progress in its captions.
@Suite struct ContactSheetTests {
    func entry(_ frame: Int, flying x: Double?) -> SceneTraceEntry {
        let cell = TracedViewEntry(id: "0", frame: TraceRect(CGRect(x: 0, y: 0, width: 10, height: 10)), isSource: true, opacity: x == nil ? 1 : 0, removed: false)
        var views = [cell]
        if let x {
            views.append(TracedViewEntry(id: "0", frame: TraceRect(CGRect(x: x, y: 0, width: 10, height: 10)), isSource: false, opacity: 1, removed: false))
        }
        return SceneTraceEntry(frame: frame, time: Double(frame) / 10, size: TraceSize(width: 100, height: 100), animating: x != nil, views: views)
    }

    @Test func progressRunsFromTheFirstRectangleOfAFlightToItsLast() {
        let trace = [entry(0, flying: nil), entry(1, flying: 0), entry(2, flying: 25), entry(3, flying: 110), entry(4, flying: 100), entry(5, flying: nil)]
        #expect(FlightProgress.of(trace) == [nil, 0, 0.25, 1.1, 1, nil])
    }

    @Test func aFlightThatTurnsBackIsMeasuredAgainstItsFarthestPoint() {
        let trace = [entry(0, flying: 0), entry(1, flying: 30), entry(2, flying: 60), entry(3, flying: 30), entry(4, flying: 3)]
        #expect(FlightProgress.of(trace) == [0, 0.5, 1, 0.5, 0.05])
    }

    @Test func theSheetHasOneCaptionedThumbnailPerFrameInRows() {
        let frame = RasterImage(width: 400, height: 300)
        frame.fill(red: 1, green: 0, blue: 0)
        let cells = (0..<8).map { ContactSheet.Cell(image: frame, caption: "#\($0)", isMoving: $0 == 3) }
        let sheet = ContactSheet(cells: cells, columns: 3, thumbnailWidth: 200).render()
        // 3 columns of 200 + 4 margins of 12; 3 rows of 150 + 20 (caption) + 4 margins of 12.
        #expect(sheet.width == 12 + 3 * 212)
        #expect(sheet.height == 12 + 3 * (150 + 20 + 12))
        #expect(sheet.pixel(x: 12 + 100, y: 12 + 75) == 0xFFFF_0000)              // inside the first thumbnail
        #expect(sheet.pixel(x: 12 + 2 * 212 + 100, y: 12 + 2 * 182 + 75) != 0xFFFF_0000) // no ninth frame
    }
}
