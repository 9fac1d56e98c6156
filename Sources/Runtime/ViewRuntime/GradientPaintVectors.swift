import Foundation
import LayoutCore

extension _GradientPaint {
    /// Each stop's colour channels and location, then the geometry's four numbers.
    var animationVector: [Double] {
        stops.flatMap { $0.color.animationVector + [$0.location] } + geometryVector
    }

    private var geometryVector: [Double] {
        switch geometry {
        case .linear(let start, let end): return [start.x, start.y, end.x, end.y]
        case .radial(let center, let startRadius, let endRadius): return [center.x, center.y, startRadius, endRadius]
        case .elliptical(let center, let startFraction, let endFraction): return [center.x, center.y, startFraction, endFraction]
        case .angular(let center, let startAngle, let endAngle): return [center.x, center.y, startAngle, endAngle]
        }
    }

    /// This gradient with its numbers replaced by `v` (as many as `animationVector` has).
    func with(_ v: [Double]) -> _GradientPaint {
        var paint = self
        let n = stops.count * 5
        paint.stops = stride(from: 0, to: n, by: 5).map { Stop(color: Color(animationVector: v, at: $0), location: v[$0 + 4]) }
        let center = UnitPoint(x: v[n], y: v[n + 1])
        switch geometry {
        case .linear: paint.geometry = .linear(start: center, end: UnitPoint(x: v[n + 2], y: v[n + 3]))
        case .radial: paint.geometry = .radial(center: center, startRadius: max(0, v[n + 2]), endRadius: max(0, v[n + 3]))
        case .elliptical: paint.geometry = .elliptical(center: center, startFraction: max(0, v[n + 2]), endFraction: max(0, v[n + 3]))
        case .angular: paint.geometry = .angular(center: center, startAngle: v[n + 2], endAngle: v[n + 3])
        }
        return paint
    }
}

extension _MeshPaint {
    /// Each point's coordinates, each colour's channels, then the background's.
    var animationVector: [Double] {
        points.flatMap { [$0.x, $0.y] } + colors.flatMap(\.animationVector) + background.animationVector
    }

    /// This mesh with its numbers replaced by `v` (as many as `animationVector` has).
    func with(_ v: [Double]) -> _MeshPaint {
        var paint = self
        let pointCount = points.count * 2
        paint.points = stride(from: 0, to: pointCount, by: 2).map { UnitPoint(x: v[$0], y: v[$0 + 1]) }
        paint.colors = (0..<colors.count).map { Color(animationVector: v, at: pointCount + $0 * 4) }
        paint.background = Color(animationVector: v, at: pointCount + colors.count * 4)
        return paint
    }
}
