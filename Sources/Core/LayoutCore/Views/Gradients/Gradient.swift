import Foundation

/// Colours at locations along a line from 0 to 1, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where it sits, 0...1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour sits along the gradient, 0...1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient of evenly spaced colours.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }

    /// A gradient of the given stops (sorted by location).
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// The colours, when they are evenly spaced (as `init(colors:)` makes them), else nil.
    var evenlySpacedColors: [Color]? {
        let even = Gradient(colors: stops.map(\.color))
        return even.stops.map(\.location) == stops.map(\.location) ? stops.map(\.color) : nil
    }

    /// The stops as paint stops.
    var paintStops: [_GradientPaint.Stop] { stops.map { _GradientPaint.Stop(color: $0.color, location: Double($0.location)) } }
}

/// What the rasteriser fills with for a gradient with stops.
public struct _GradientPaint: Hashable, Sendable {
    /// A colour at a location, 0...1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// The location.
        public var location: Double
        /// A stop of `color` at `location`.
        package init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The gradient's geometry, in the filled shape's unit square (radii in points).
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end`.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Circles about `center` from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Ellipses about `center`, the fractions of the shape's width and height.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Around `center` from `startAngle` to `endAngle` radians, clockwise from the trailing side.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// The stops, in order of location.
    public var stops: [Stop]
    /// The geometry.
    public var geometry: Geometry

    /// This paint with each colour changed by `change`.
    func mapColors(_ change: (Color) -> Color) -> _GradientPaint {
        var paint = self
        paint.stops = stops.map { Stop(color: change($0.color), location: $0.location) }
        return paint
    }

    /// The colour at `location` (0...1): the stops' colours blended in between, the ends' outside.
    package func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.mix(with: b.color, by: (location - a.location) / span) : b.color
        }
        return last.color
    }
}
