import Foundation

/// A gradient used as a view: a rectangle filled with it that takes the whole proposal, as SwiftUI's.
protocol GradientView: ShapeStyle, View, PrimitiveView {}

extension GradientView {
    /// The rectangle filled with the gradient.
    func gradientNodes(in environment: BuildEnvironment) -> [Node] {
        [Node(.shape(.rectangle, fill: environment.resolve(paint), stroke: nil))]
    }
}

/// A gradient along the line between two unit points of the filled shape.
public struct LinearGradient: Hashable, GradientView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// A linear gradient of evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    /// The paint.
    public var paint: _Paint {
        if let colors = gradient.evenlySpacedColors { return .linearGradient(colors: colors, start: startPoint, end: endPoint) }
        return .gradient(_GradientPaint(stops: gradient.paintStops, geometry: .linear(start: startPoint, end: endPoint)))
    }
    /// A gradient is a primitive view.
    public var body: Never { fatalError("LinearGradient has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { gradientNodes(in: environment) }
}

/// A gradient in circles about a centre, from a start radius to an end radius in points.
public struct RadialGradient: Hashable, GradientView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    /// A radial gradient of `gradient` about `center`, from `startRadius` to `endRadius` points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// A radial gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// The paint.
    public var paint: _Paint {
        .gradient(_GradientPaint(stops: gradient.paintStops,
                                 geometry: .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))))
    }
    /// A gradient is a primitive view.
    public var body: Never { fatalError("RadialGradient has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { gradientNodes(in: environment) }
}

/// A gradient in ellipses shaped like the filled shape's bounds, as SwiftUI's `EllipticalGradient`: a radius
/// fraction of 0.5 reaches the bounds' edges.
public struct EllipticalGradient: Hashable, GradientView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat
    /// An elliptical gradient of `gradient` about `center`, from `startRadiusFraction` to
    /// `endRadiusFraction` of the bounds' size.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// An elliptical gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// The paint.
    public var paint: _Paint {
        .gradient(_GradientPaint(stops: gradient.paintStops, geometry: .elliptical(center: center, startFraction: Double(startRadiusFraction),
                                                                                   endFraction: Double(endRadiusFraction))))
    }
    /// A gradient is a primitive view.
    public var body: Never { fatalError("EllipticalGradient has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { gradientNodes(in: environment) }
}

/// A gradient around a centre, as SwiftUI's `AngularGradient` (a conic gradient): angles run clockwise from
/// the trailing side; a range short of a turn fills the rest with the last and first colours, meeting half-way.
public struct AngularGradient: Hashable, GradientView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    /// An angular gradient of `gradient` about `center` from `startAngle` to `endAngle` (equal angles: a
    /// whole turn).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    /// An angular gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient: a whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    /// A conic gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// A conic gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    /// The paint.
    public var paint: _Paint {
        let end = endAngle.radians == startAngle.radians ? startAngle.radians + 2 * .pi : endAngle.radians
        return .gradient(_GradientPaint(stops: gradient.paintStops, geometry: .angular(center: center, startAngle: startAngle.radians, endAngle: end)))
    }
    /// A gradient is a primitive view.
    public var body: Never { fatalError("AngularGradient has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { gradientNodes(in: environment) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of evenly spaced colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of evenly spaced colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of evenly spaced colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient of `gradient`: a whole turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A conic gradient of evenly spaced colours.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
