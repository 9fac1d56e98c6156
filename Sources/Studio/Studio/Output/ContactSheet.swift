import CCairo
import Foundation
import Raster

/// Frames laid out in a grid on one image, each scaled to a thumbnail with a caption below it: how a
/// transition unfolds, at a glance.
public struct ContactSheet {
    /// One thumbnail: the frame and its caption.
    public struct Cell {
        /// The frame.
        public var image: RasterImage
        /// The caption, such as `#12  0.400 s  63 %`.
        public var caption: String
        /// Whether the caption is highlighted (the frame is part of a transition).
        public var isMoving: Bool
        /// A cell.
        public init(image: RasterImage, caption: String, isMoving: Bool) {
            self.image = image
            self.caption = caption
            self.isMoving = isMoving
        }
    }

    /// The cells, in order.
    public var cells: [Cell]
    /// How many thumbnails a row holds.
    public var columns: Int
    /// Thumbnail width in pixels; heights keep each frame's aspect ratio.
    public var thumbnailWidth: Int

    /// A sheet of `cells`, `columns` to a row, thumbnails `thumbnailWidth` pixels wide.
    public init(cells: [Cell], columns: Int = 6, thumbnailWidth: Int = 200) {
        self.cells = cells
        self.columns = max(1, columns)
        self.thumbnailWidth = max(16, thumbnailWidth)
    }

    /// The sheet: a light background, thumbnails with a thin border, captions in 12 px DejaVu Sans (blue
    /// while the frame moves).
    public func render() -> RasterImage {
        let margin = 12, captionHeight = 20
        let thumbnailHeight = cells.map { Int((Double($0.image.height) * Double(thumbnailWidth) / Double(max(1, $0.image.width))).rounded()) }.max() ?? 0
        let rows = (cells.count + columns - 1) / columns
        let width = margin + min(columns, max(1, cells.count)) * (thumbnailWidth + margin)
        let height = margin + rows * (thumbnailHeight + captionHeight + margin)
        let sheet = RasterImage(width: width, height: max(height, 2 * margin))
        let cr = cairo_create(sheet.surface)!
        defer { cairo_destroy(cr); cairo_surface_flush(sheet.surface) }
        cairo_set_source_rgb(cr, 0.96, 0.96, 0.97)
        cairo_paint(cr)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 12)
        for (index, cell) in cells.enumerated() {
            let x = Double(margin + (index % columns) * (thumbnailWidth + margin))
            let y = Double(margin + (index / columns) * (thumbnailHeight + captionHeight + margin))
            let scale = Double(thumbnailWidth) / Double(max(1, cell.image.width))
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, scale, scale)
            cairo_set_source_surface(cr, cell.image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_set_source_rgb(cr, 0.75, 0.75, 0.78)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, x - 0.5, y - 0.5, Double(thumbnailWidth) + 1, Double(cell.image.height) * scale + 1)
            cairo_stroke(cr)
            if cell.isMoving { cairo_set_source_rgb(cr, 0.1, 0.35, 0.85) } else { cairo_set_source_rgb(cr, 0.25, 0.25, 0.28) }
            cairo_move_to(cr, x, y + Double(thumbnailHeight) + 15)
            cairo_show_text(cr, cell.caption)
        }
        return sheet
    }
}
