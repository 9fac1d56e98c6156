import Foundation
import Raster
@testable import Studio
import Testing

/// The contact sheet of a render: captioned thumbnails in rows.
@Suite struct ContactSheetTests {
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
