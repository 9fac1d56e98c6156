import Foundation

/// iOS 18's `MeshGradient`: a grid of `width` × `height` points in the unit square, each with a colour,
/// blended across every cell (bilinearly in HeroSim; SwiftUI's `smoothsColors` curves the blend).
public struct MeshGradient: GradientView, Hashable {
    let width: Int
    let height: Int
    let points: [SIMD2<Float>]
    let colors: [Color]
    let background: Color

    /// A mesh of `width` × `height` points (row by row, top to bottom) and as many colours; `background`
    /// shows where the mesh does not cover the shape.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
    }

    /// The paint: the mesh, or only the background when the points or colours do not fill the grid.
    public var paint: _Paint {
        guard width >= 2, height >= 2, points.count == width * height, colors.count == width * height else { return .color(background) }
        return .mesh(_MeshPaint(width: width, height: height, points: points.map { UnitPoint(x: Double($0.x), y: Double($0.y)) },
                                colors: colors, background: background))
    }

    /// A gradient is a primitive view.
    public var body: Never { fatalError("MeshGradient has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { gradientNodes(in: environment) }
}

/// What the rasteriser fills with for a mesh gradient.
public struct _MeshPaint: Hashable, Sendable {
    /// Points across and down.
    public var width: Int
    /// Rows of points.
    public var height: Int
    /// The points in the unit square, row by row.
    public var points: [UnitPoint]
    /// One colour per point.
    public var colors: [Color]
    /// What shows outside the mesh.
    public var background: Color

    /// This paint with each colour changed by `change`.
    func mapColors(_ change: (Color) -> Color) -> _MeshPaint {
        var paint = self
        paint.colors = colors.map(change)
        paint.background = change(background)
        return paint
    }
}
