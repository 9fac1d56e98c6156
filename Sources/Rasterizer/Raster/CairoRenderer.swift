import CCairo
import CPixelOps
import Foundation
import LayoutCore

/// Draws display lists with cairo. The window and frame dumps share this one renderer, so a headless
/// frame has exactly the pixels the window shows.
public final class CairoRenderer {
    /// Where icons come from.
    public let icons: IconLibrary
    /// The premultiplied pixel cairo makes of each backdrop colour seen (see `coveringSolidPixel`).
    var solidPixels: [Color: UInt32] = [:]

    /// Creates a renderer drawing icons from `icons`.
    public init(icons: IconLibrary) {
        self.icons = icons
    }

    /// Draws `list` into `image`, which must be `host.size × host.scale` pixels; the image is cleared
    /// first unless `clear` is false (then the list draws over what is there).
    package func render(_ list: DisplayList, host: LayoutHost, into image: RasterImage, clear: Bool = true) {
        render(list.items, range: list.items.indices, host: host, into: image, clear: clear)
    }

    /// Draws `items[range]` into `image`, cleared first when `clear` is true. The range must start and end
    /// outside every group, clip and shadow layer. With `within`, rectangles of whole device pixels that do
    /// not overlap, only the pixels inside them are cleared and drawn; they come out as drawing everything
    /// would make them.
    package func render(_ items: [DisplayItem], range: Range<Int>, host: LayoutHost, into image: RasterImage, clear: Bool,
                       within rects: [CGRect]? = nil) {
        let base = cairo_create(image.surface)!
        if let rects {
            for pixels in rects { cairo_rectangle(base, pixels.minX, pixels.minY, pixels.width, pixels.height) }
            cairo_clip(base)
        }
        if clear {
            cairo_set_operator(base, CAIRO_OPERATOR_CLEAR)
            cairo_paint(base)
            cairo_set_operator(base, CAIRO_OPERATOR_OVER)
        }
        let scale = Double(host.scale)
        var drawer = ItemDrawer(cr: base, scale: scale, icons: icons)
        var groupAlphas: [Double] = []
        // Shadow and blur layers draw into an image of their own (with the transform in effect), then
        // composite shadow and layer, or the blurred layer, underneath.
        var layers: [(image: RasterImage, cr: OpaquePointer, effect: LayerEffect, bounds: CGRect, mask: RasterImage?)] = []
        func beginLayer(_ effect: LayerEffect, _ bounds: CGRect) {
            let layer = RasterImage(width: image.width, height: image.height)
            let cr = cairo_create(layer.surface)!
            var matrix = cairo_matrix_t()
            cairo_get_matrix(drawer.cr, &matrix)
            cairo_set_matrix(cr, &matrix)
            layers.append((layer, cr, effect, bounds, nil))
            drawer = ItemDrawer(cr: cr, scale: scale, icons: icons)
            // What a material inside the layer sees behind it: the image and the layers under this one.
            drawer.underlays = [image] + layers.dropLast().map(\.image)
        }
        for index in range {
            let item = items[index]
            switch item {
            case .beginOpacity(let alpha):
                cairo_push_group(drawer.cr)
                groupAlphas.append(alpha)
            case .endOpacity:
                guard let alpha = groupAlphas.popLast() else { continue }
                cairo_pop_group_to_source(drawer.cr)
                cairo_paint_with_alpha(drawer.cr, alpha)
            case .beginClip(let shape, let frame):
                cairo_save(drawer.cr)
                drawer.path(shape, drawer.snapped(frame))
                cairo_clip(drawer.cr)
            case .endClip:
                cairo_restore(drawer.cr)
            case .beginShadow(let color, let radius, let offset, let bounds):
                beginLayer(.shadow(color: color, radius: Double(radius), offset: offset), bounds)
            case .beginBlur(let radius, let opaque, let bounds):
                beginLayer(.blur(radius: Double(radius), opaque: opaque), bounds)
            case .beginLayer(let style, let bounds):
                var region: CGRect?
                if case .colorMatrix = style, drawer.hasIdentityMatrix {
                    // Only the pixels the layer's content can draw on change colour.
                    region = DrawingDamage.bounds(of: items[(index + 1)..<items.endOfGroup(startingAt: index)])
                }
                beginLayer(.styled(style, region: region), bounds)
            case .endLayer:
                guard let layer = layers.popLast() else { continue }
                cairo_destroy(layer.cr)
                cairo_surface_flush(layer.image.surface)
                drawer = ItemDrawer(cr: layers.last?.cr ?? base, scale: scale, icons: icons)
                drawer.underlays = layers.isEmpty ? [] : [image] + layers.dropLast().map(\.image)
                if case .styled(.mask, _) = layer.effect, !layers.isEmpty {
                    layers[layers.count - 1].mask = layer.image   // the masked layer around it is composited through it
                } else {
                    drawer.composite(layer.image, layer.effect, mask: layer.mask)
                }
            case .endShadow, .endBlur:
                guard let layer = layers.popLast() else { continue }
                cairo_destroy(layer.cr)
                cairo_surface_flush(layer.image.surface)
                drawer = ItemDrawer(cr: layers.last?.cr ?? base, scale: scale, icons: icons)
                drawer.underlays = layers.isEmpty ? [] : [image] + layers.dropLast().map(\.image)
                drawer.composite(layer.image, layer.effect, bounds: layer.bounds)
            case .beginTransform(let t):
                cairo_save(drawer.cr)
                // Points to device pixels: the linear part stays, the translation is scaled.
                var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx * scale, y0: t.ty * scale)
                cairo_transform(drawer.cr, &matrix)
            case .endTransform:
                cairo_restore(drawer.cr)
            default:
                drawer.draw(item)
            }
        }
        for layer in layers { cairo_destroy(layer.cr) }
        cairo_destroy(base)
        cairo_surface_flush(image.surface)
    }

    /// Renders `list` into a new image of the host's pixel size.
    package func render(_ list: DisplayList, host: LayoutHost) -> RasterImage {
        let image = RasterImage(width: CairoRenderer.pixels(host.size.width, host.scale), height: CairoRenderer.pixels(host.size.height, host.scale))
        render(list, host: host, into: image)
        return image
    }

    /// A host's side of `points` at `scale` in device pixels, as its images have it: at least 1, at most four
    /// times the largest side a parser accepts.
    static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
        let value = (points * scale).rounded()
        return value.isFinite ? Int(min(max(value, 1), 4 * LayoutLimits.sideLength.upperBound)) : 1
    }
}

/// Draws one display item at a time on a cairo context, snapping frames to device pixels.
struct ItemDrawer {
    let cr: OpaquePointer
    let scale: Double
    let icons: IconLibrary
    /// The images drawn so far under the one `cr` draws into (a shadow or blur layer's), bottom first:
    /// what a material sees behind it besides its own layer.
    var underlays: [RasterImage] = []

    /// Rounds a rectangle's edges to whole device pixels (the only place rounding happens).
    func snapped(_ r: CGRect) -> CGRect { ItemDrawer.snapped(r, scale: scale) }

    /// `r` (points) with its edges rounded to whole device pixels at `scale`, and clamped to
    /// ±`RasterLimits.drawCoordinate` (with a warning): geometry that large is a runaway curve or frame, and
    /// clamping keeps every later conversion to whole pixels in range. Non-finite edges stay non-finite.
    static func snapped(_ r: CGRect, scale: Double) -> CGRect {
        func s(_ v: Double) -> Double {
            let device = (v * scale).rounded()
            guard abs(device) > RasterLimits.drawCoordinate, device.isFinite else { return device }
            RenderWarnings.shared.report("geometry beyond ±\(Int(RasterLimits.drawCoordinate)) device pixels was clamped (a curve or a frame out of range)")
            return device < 0 ? -RasterLimits.drawCoordinate : RasterLimits.drawCoordinate
        }
        let x0 = s(r.minX), y0 = s(r.minY), x1 = s(r.maxX), y1 = s(r.maxY)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Whether `r` has finite edges and some area (anything else is skipped, with a warning when it is
    /// not finite).
    func isDrawable(_ r: CGRect) -> Bool {
        guard r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite else {
            RenderWarnings.shared.report("an item with a non-finite frame was not drawn")
            return false
        }
        return r.width > 0 && r.height > 0
    }

    func draw(_ item: DisplayItem) {
        switch item {
        case .shape(let kind, let frame, let fill, let stroke):
            let r = snapped(frame)
            guard isDrawable(r) else { return }
            // A fully transparent solid fill (`Color.clear` under a tap area) changes no pixel: skip it.
            if let fill, !fill.isInvisible {
                fillShape(kind, r, fill)
            }
            if let stroke {
                let width = Double(stroke.lineWidth) * scale
                let inner = stroke.isInset ? r.insetBy(dx: width / 2, dy: width / 2) : r
                guard inner.width > 0, inner.height > 0 else { return }
                path(kind, inner, radiusAdjust: stroke.isInset ? -width / 2 : 0)
                setSource(stroke.paint, r)
                cairo_save(cr)  // the line's ends, joins and dashes are this stroke's only
                setLine(stroke.style, width: width)
                cairo_stroke(cr)
                cairo_restore(cr)
            }
        case .text(let string, let font, let paint, let frame, let baseline):
            drawText(string, font: font, paint: paint, frame: frame, baseline: baseline)
        case .image(let name, _) where name.isEmpty:
            break // `Image(systemName: "")` draws nothing, as in SwiftUI
        case .image(let name, let frame):
            drawImage(name, frame: snapped(frame))
        case .symbol(let glyph, let frame):
            drawSymbol(glyph, frame: snapped(frame))
        case .beginOpacity, .endOpacity, .beginShadow, .endShadow, .beginClip, .endClip, .beginTransform, .endTransform, .beginBlur, .endBlur,
             .beginLayer, .endLayer:
            break // groups, layers and clips are handled by the renderer's loop
        }
    }

    /// Fills a shape. A rounded rectangle with a top-to-bottom gradient has whole pixels of coverage in
    /// the rows between its corners, and one colour per row there: those rows are filled as solid runs
    /// (`fillRowsOfVerticalGradient`), and only the bands that hold the corners are filled along the
    /// curve, each clipped to its rows. The pixels are the ones one fill of the whole outline gives; any
    /// other shape or paint is that one fill.
    func fillShape(_ kind: ShapeKind, _ r: CGRect, _ fill: Paint) {
        if case .material(let material) = fill { return fillMaterial(kind, r, material) }
        // A mesh covers only its cells: its background goes underneath.
        if case .mesh(let mesh) = fill, mesh.background.alpha > 0 { fillShape(kind, r, .color(mesh.background)) }
        setSource(fill, r)
        let radius: Double
        switch kind {
        case .roundedRectangle(let cornerRadius, let style):
            radius = max(0, min(Double(cornerRadius) * scale, min(r.width, r.height) / 2))
                * (style == .continuous ? ContinuousCorner.reach : 1) // the rows a continuous corner's curve spans
        case .capsule: radius = min(r.width, r.height) / 2
        default: radius = 0
        }
        let band = radius.rounded(.up)
        let middle = CGRect(x: r.minX, y: r.minY + band, width: r.width, height: r.height - 2 * band)
        guard radius > 0, middle.height >= 16, fillRowsOfVerticalGradient(middle, fill, r) else {
            path(kind, r)
            cairo_fill(cr)
            return
        }
        for (top, height) in [(r.minY, band), (r.maxY - band, band)] {
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, r.minX, top, r.width, height)
            cairo_clip(cr)
            path(kind, r)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// Fills the whole-pixel rectangle `rect` with a top-to-bottom gradient (laid across `frame`) one
    /// row at a time: such a gradient has one colour per row, so each row is a solid run. The row colours
    /// come from cairo itself (the gradient drawn into a one-pixel-wide strip at the same place), and each
    /// run goes on with cairo's OVER rounding, so the pixels are those of `cairo_fill`, which costs six
    /// times as much here. Returns false, drawing nothing, where that does not hold: another paint, a
    /// slanted gradient, a clip that cuts the rectangle, another operator or target.
    func fillRowsOfVerticalGradient(_ rect: CGRect, _ fill: Paint, _ frame: CGRect) -> Bool {
        guard case .linearGradient(_, let start, let end) = fill, start.x == end.x,
              cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, clipCovers(rect) else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0, matrix.x0 == 0, matrix.y0 == 0,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        let x0 = max(0, Int(rect.minX + offsetX)), x1 = min(width, Int(rect.maxX + offsetX))
        let y0 = max(0, Int(rect.minY + offsetY)), y1 = min(height, Int(rect.maxY + offsetY))
        guard x1 > x0, y1 > y0, (rect.minX + offsetX).rounded() == rect.minX + offsetX,
              (rect.minY + offsetY).rounded() == rect.minY + offsetY else { return x1 <= x0 || y1 <= y0 }
        // The gradient's colour of each row, evaluated at the rectangle's first column.
        let strip = RasterImage(width: 1, height: y1 - y0)
        let stripCairo = cairo_create(strip.surface)!
        cairo_translate(stripCairo, -(Double(x0) - offsetX), -(Double(y0) - offsetY))
        ItemDrawer(cr: stripCairo, scale: scale, icons: icons).setSource(fill, frame)
        cairo_set_operator(stripCairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(stripCairo)
        cairo_destroy(stripCairo)
        strip.flush()
        guard let data = cairo_image_surface_get_data(target) else { return false }
        cairo_surface_flush(target)
        for y in y0..<y1 {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self) + x0
            herosim_fill_over_solid(row, x1 - x0, strip.pixel(x: 0, y: y - y0))
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        return true
    }

    /// Whether the current clip lets every pixel of `r` (device pixels) through whole: one of the clip's
    /// rectangles holds it. A clip that is not a list of rectangles (a rounded one) does not count.
    func clipCovers(_ r: CGRect) -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        for index in 0..<Int(list.pointee.num_rectangles) {
            let c = list.pointee.rectangles[index]
            if c.x <= r.minX, c.y <= r.minY, c.x + c.width >= r.maxX, c.y + c.height >= r.maxY { return true }
        }
        return false
    }

    /// Traces a shape's outline in device pixels.
    func path(_ kind: ShapeKind, _ r: CGRect, radiusAdjust: Double = 0) {
        cairo_new_path(cr)
        switch kind {
        case .rectangle:
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case .roundedRectangle(let radius, .circular):
            roundedRect(r, radius: Double(radius) * scale + radiusAdjust)
        case .roundedRectangle(let radius, .continuous):
            // Traced in device pixels (the corner's shape does not depend on the scale).
            let scaled = max(0, Double(radius) * scale + radiusAdjust)
            guard ContinuousCorner.fits(radius: scaled, in: r) else { roundedRect(r, radius: scaled); break }
            for element in Path(roundedRect: r, cornerRadius: scaled, style: .continuous).elements {
                switch element {
                case .move(let p): cairo_move_to(cr, p.x, p.y)
                case .line(let p): cairo_line_to(cr, p.x, p.y)
                case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                case .quadCurve(let p, _): cairo_line_to(cr, p.x, p.y)
                case .closeSubpath: break
                }
            }
        case .capsule:
            roundedRect(r, radius: min(r.width, r.height) / 2)
        case .circle:
            cairo_arc(cr, r.midX, r.midY, min(r.width, r.height) / 2, 0, 2 * .pi)
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, r.midX, r.midY)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cr)
        case .path(let path):
            trace(path)
            return // a path closes its own subpaths
        case .custom(let outline):
            // Display lists hold traced paths; a custom kind is traced in the frame (device pixels to points).
            trace(outline.path(in: CGRect(x: r.minX / scale, y: r.minY / scale, width: r.width / scale, height: r.height / scale)))
            return
        }
        cairo_close_path(cr)
    }

    /// Traces a path given in points, in device pixels (not snapped: a path's points are where it says).
    func trace(_ path: Path) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x * scale, p.y * scale)
            case .line(let p): cairo_line_to(cr, p.x * scale, p.y * scale)
            case .quadCurve(let p, let c):
                // The cubic through the quadratic's control point two thirds of the way.
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) }
                let cx = c.x * scale, cy = c.y * scale, x = p.x * scale, y = p.y * scale
                cairo_curve_to(cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x * scale, c1.y * scale, c2.x * scale, c2.y * scale, p.x * scale, p.y * scale)
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }

    func roundedRect(_ r: CGRect, radius: Double) {
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        guard rad > 0 else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height); return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 3 * .pi / 2)
    }

    /// Sets a solid colour or a linear gradient across `r` (device pixels) as the source.
    func setSource(_ paint: Paint, _ r: CGRect) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let colors, let start, let end):
            let pattern = cairo_pattern_create_linear(r.minX + start.x * r.width, r.minY + start.y * r.height,
                                                      r.minX + end.x * r.width, r.minY + end.y * r.height)
            for (i, c) in colors.enumerated() {
                let offset = colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0
                cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .material(let material):
            // A material's outline (a stroke) is its tint; its fill goes through `fillMaterial`.
            let c = material.tint.opacity(material.opacity)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .gradient(let gradient):
            setGradientSource(gradient, r)
        case .mesh(let mesh):
            setMeshSource(mesh, r)
        }
    }
}

extension Paint {
    /// Whether this is one solid colour with zero alpha, which changes no pixel when drawn over others.
    var isInvisible: Bool {
        if case .color(let c) = self { return c.alpha == 0 }
        return false
    }
}
