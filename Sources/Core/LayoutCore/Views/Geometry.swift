import Foundation

/// A size proposal: per axis, `nil` asks for the ideal size, `0` for the minimum, `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal of the given width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the minimum size on both axes.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size on both axes.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` replaced by the matching dimension of `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// The two layout axes.
public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as SwiftUI's `Axis.Set` (`[.horizontal, .vertical]`).
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// One edge of a rectangle.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the leading edge.
    public var leading: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the trailing edge.
    public var trailing: CGFloat

    /// Creates insets, zero unless given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset `length` on each edge in `edges`.
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    /// Sum of leading and trailing.
    public var horizontal: CGFloat { leading + trailing }
    /// Sum of top and bottom.
    public var vertical: CGFloat { top + bottom }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGRect {
    /// Interpolates between two rectangles: `t == 0` gives `self` and `t == 1` gives `other`, bit for bit.
    public func interpolated(to other: CGRect, _ t: CGFloat) -> CGRect {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a * (1 - t) + b * t }
        return CGRect(x: mix(minX, other.minX), y: mix(minY, other.minY),
                      width: mix(width, other.width), height: mix(height, other.height))
    }
}
