import CCairo
import Foundation
import Raster

/// Draws a curve and its velocity over time, with axes, ticks and labels, into a PNG-ready image.
public struct CurvePlot {
    /// The plot's title (the curve's canonical spelling).
    public var title: String
    /// Label of the horizontal axis ("time (s)" or "progress").
    public var xLabel: String
    /// Sample points (x, value, velocity), in order of x.
    public var samples: [(x: Double, value: Double, velocity: Double)]

    /// Creates a plot.
    public init(title: String, xLabel: String, samples: [(x: Double, value: Double, velocity: Double)]) {
        self.title = title
        self.xLabel = xLabel
        self.samples = samples
    }

    /// Renders the plot at `width` × `height` pixels: value in blue (left axis), velocity in orange
    /// (right axis, scaled to its own range), dashed guides at 0 and 1.
    public func render(width: Int = 900, height: Int = 560) -> RasterImage {
        let image = RasterImage(width: width, height: height)
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr); cairo_surface_flush(image.surface) }
        let W = Double(width), H = Double(height)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let left = 70.0, right = W - 80, top = 56.0, bottom = H - 60
        let xs = samples.map(\.x), values = samples.map(\.value), velocities = samples.map(\.velocity)
        let xMin = xs.min() ?? 0, xMax = max(xs.max() ?? 1, xMin + 1e-9)
        let yMin = min(0, values.min() ?? 0) - 0.05, yMax = max(1, values.max() ?? 1) + 0.05
        let vAbs = max(1e-9, velocities.map(abs).max() ?? 1)
        func px(_ x: Double) -> Double { left + (x - xMin) / (xMax - xMin) * (right - left) }
        func py(_ y: Double) -> Double { bottom - (y - yMin) / (yMax - yMin) * (bottom - top) }
        func pv(_ v: Double) -> Double { bottom - (v + vAbs) / (2 * vAbs) * (bottom - top) }

        func text(_ s: String, _ x: Double, _ y: Double, size: Double = 13, bold: Bool = false, align: Double = 0) {
            cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, size)
            var e = cairo_text_extents_t()
            cairo_text_extents(cr, s, &e)
            cairo_move_to(cr, x - e.x_advance * align, y)
            cairo_show_text(cr, s)
        }
        // Frame and guides.
        cairo_set_source_rgb(cr, 0.2, 0.2, 0.22)
        cairo_set_line_width(cr, 1)
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_stroke(cr)
        let dashes: [Double] = [4, 4]
        cairo_set_dash(cr, dashes, 2, 0)
        cairo_set_source_rgb(cr, 0.7, 0.7, 0.72)
        for guide in [0.0, 1.0] {
            cairo_move_to(cr, left, py(guide))
            cairo_line_to(cr, right, py(guide))
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        // Ticks and labels.
        cairo_set_source_rgb(cr, 0.2, 0.2, 0.22)
        // Every 0.25, or every 0.5, 1, 2, ... when that would give more than 12 labels.
        var step = 0.25
        while (yMax - yMin) / step > 12, step < 1e6 { step *= 2 }
        var y = (yMin / step).rounded(.up) * step + 0 // + 0 turns -0 into 0
        var labels = 0
        while y <= yMax, labels <= 24 {
            text(String(format: "%.2f", y), left - 8, py(y) + 4, size: 12, align: 1)
            y += step
            labels += 1
        }
        for i in 0...4 {
            let x = xMin + (xMax - xMin) * Double(i) / 4
            text(String(format: "%.3g", x), px(x), bottom + 18, size: 12, align: 0.5)
            let v = -vAbs + 2 * vAbs * Double(i) / 4
            cairo_set_source_rgb(cr, 0.85, 0.45, 0.05)
            text(String(format: "%.3g", v), right + 8, pv(v) + 4, size: 12)
            cairo_set_source_rgb(cr, 0.2, 0.2, 0.22)
        }
        text(title, left, 30, size: 16, bold: true)
        text(xLabel, (left + right) / 2, H - 20, size: 13, align: 0.5)
        cairo_set_source_rgb(cr, 0.0, 0.45, 0.9)
        text("value", left, top - 8, size: 12)
        cairo_set_source_rgb(cr, 0.85, 0.45, 0.05)
        text("velocity", right, top - 8, size: 12, align: 1)
        // Curves.
        func polyline(_ points: [(Double, Double)]) {
            for (i, p) in points.enumerated() {
                if i == 0 { cairo_move_to(cr, p.0, p.1) } else { cairo_line_to(cr, p.0, p.1) }
            }
            cairo_stroke(cr)
        }
        cairo_set_line_width(cr, 1.5)
        cairo_set_source_rgb(cr, 0.85, 0.45, 0.05)
        polyline(samples.map { (px($0.x), pv($0.velocity)) })
        cairo_set_line_width(cr, 2.5)
        cairo_set_source_rgb(cr, 0.0, 0.45, 0.9)
        polyline(samples.map { (px($0.x), py($0.value)) })
        return image
    }
}
