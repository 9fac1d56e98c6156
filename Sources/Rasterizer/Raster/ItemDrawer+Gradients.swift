import CCairo
import Foundation
import LayoutCore

extension ItemDrawer {
    /// Sets a gradient with stops across `r` (device pixels) as the source: cairo's linear and radial
    /// patterns; an elliptical one is a radial pattern in the unit square stretched to `r`; an angular one
    /// is a mesh of thin sectors around its centre.
    func setGradientSource(_ gradient: _GradientPaint, _ r: CGRect) {
        let pattern: OpaquePointer
        func x(_ u: Double) -> Double { r.minX + u * r.width }
        func y(_ v: Double) -> Double { r.minY + v * r.height }
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(x(start.x), y(start.y), x(end.x), y(end.y))
            addStops(gradient, to: pattern)
        case .radial(let center, let startRadius, let endRadius):
            pattern = cairo_pattern_create_radial(x(center.x), y(center.y), max(0, startRadius) * scale,
                                                  x(center.x), y(center.y), max(0, endRadius) * scale)
            addStops(gradient, to: pattern)
        case .elliptical(let center, let startFraction, let endFraction):
            pattern = cairo_pattern_create_radial(center.x, center.y, max(0, startFraction), center.x, center.y, max(0, endFraction))
            addStops(gradient, to: pattern)
            // Pattern space is the unit square: device → unit.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / max(r.width, 1e-9), 1 / max(r.height, 1e-9))
            cairo_matrix_translate(&matrix, -r.minX, -r.minY)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular(let center, let startAngle, let endAngle):
            pattern = angularPattern(gradient, centre: CGPoint(x: x(center.x), y: y(center.y)), startAngle: startAngle,
                                     endAngle: endAngle, reach: hypot(r.width, r.height) * 2)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func addStops(_ gradient: _GradientPaint, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, max(0, min(1, stop.location)), c.red, c.green, c.blue, c.alpha)
        }
    }

    /// A conic gradient as a mesh of sectors at most 5° wide, each a triangle from the centre whose colour
    /// runs from one edge to the other. Past the last complete turn only that turn is drawn; a range short
    /// of a turn is closed with the last colour blending back to the first half-way round the gap.
    private func angularPattern(_ gradient: _GradientPaint, centre: CGPoint, startAngle: Double, endAngle: Double,
                                reach: Double) -> OpaquePointer {
        let turn = 2 * Double.pi
        let span = max(0, endAngle - startAngle)
        let start = span > turn ? endAngle - turn : startAngle
        let drawn = min(span, turn)
        // (angle, colour) along the whole turn from `start`.
        var marks: [(Double, Color)] = []
        let steps = max(1, Int((drawn / (turn / 72)).rounded(.up)))
        for step in 0...steps {
            let fraction = Double(step) / Double(steps)
            marks.append((start + drawn * fraction, drawn > 0 ? gradient.color(at: fraction) : gradient.color(at: 0)))
        }
        let gap = turn - drawn
        if gap > 1e-9, let first = gradient.stops.first?.color, let last = gradient.stops.last?.color {
            let gapSteps = max(2, Int((gap / (turn / 72)).rounded(.up)))
            for step in 1...gapSteps {
                let fraction = Double(step) / Double(gapSteps)
                let colour = fraction < 0.5 ? last : first
                marks.append((start + drawn + gap * fraction, fraction == 0.5 ? last.mix(with: first, by: 0.5) : colour))
            }
        }
        let mesh = cairo_pattern_create_mesh()!
        for (a, b) in zip(marks, marks.dropFirst()) {
            let p0 = CGPoint(x: centre.x + reach * cos(a.0), y: centre.y + reach * sin(a.0))
            let p1 = CGPoint(x: centre.x + reach * cos(b.0), y: centre.y + reach * sin(b.0))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, centre.x, centre.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_line_to(mesh, p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, centre.x, centre.y)
            setCorner(mesh, 0, a.1)
            setCorner(mesh, 1, a.1)
            setCorner(mesh, 2, b.1)
            setCorner(mesh, 3, b.1)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// Sets a mesh gradient across `r` as the source: one patch per cell, its corners the cell's points and
    /// colours; where the mesh does not reach, the background (drawn first by `fillShape`'s caller).
    func setMeshSource(_ mesh: _MeshPaint, _ r: CGRect) {
        let pattern = cairo_pattern_create_mesh()!
        func point(_ column: Int, _ row: Int) -> (CGPoint, Color) {
            let index = row * mesh.width + column
            let p = mesh.points[index]
            return (CGPoint(x: r.minX + p.x * r.width, y: r.minY + p.y * r.height), mesh.colors[index])
        }
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                let corners = [point(column, row), point(column + 1, row), point(column + 1, row + 1), point(column, row + 1)]
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, corners[0].0.x, corners[0].0.y)
                for corner in corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, corner.0.x, corner.0.y) }
                for (index, corner) in corners.enumerated() { setCorner(pattern, UInt32(index), corner.1) }
                cairo_mesh_pattern_end_patch(pattern)
            }
        }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func setCorner(_ mesh: OpaquePointer, _ corner: UInt32, _ c: Color) {
        cairo_mesh_pattern_set_corner_color_rgba(mesh, corner, c.red, c.green, c.blue, c.alpha)
    }
}
