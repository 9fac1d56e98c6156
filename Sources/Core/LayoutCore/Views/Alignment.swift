import Foundation

/// A type that gives the default value of a custom alignment guide.
public protocol AlignmentID {
    /// The guide's value for a view whose dimensions are `context`, when the view sets no explicit guide.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies one alignment guide (built-in or custom) on one axis.
package struct AlignmentKey: Hashable, Sendable {
    enum Builtin: Hashable, Sendable { case leading, hCenter, trailing, top, vCenter, bottom, firstBaseline, lastBaseline }
    enum Storage: Hashable, Sendable { case builtin(Builtin), custom(CustomAlignment) }
    let storage: Storage
    let axis: Axis

    init(_ builtin: Builtin, axis: Axis) {
        storage = .builtin(builtin)
        self.axis = axis
    }

    init<ID: AlignmentID>(_ id: ID.Type, axis: Axis) {
        storage = .custom(CustomAlignment(id))
        self.axis = axis
    }

    var isBuiltin: Bool { if case .builtin = storage { return true } else { return false } }

    /// The guide's value when a view sets no explicit guide.
    func defaultValue(in d: ViewDimensions) -> CGFloat {
        switch storage {
        case .custom(let custom): return custom.defaultValue(d)
        case .builtin(let b):
            switch b {
            case .leading, .top: return 0
            case .hCenter: return d.width / 2
            case .vCenter: return d.height / 2
            case .trailing: return d.width
            case .bottom: return d.height
            case .firstBaseline, .lastBaseline: return d.height
            }
        }
    }

    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.storage == b.storage && a.axis == b.axis }
    public func hash(into hasher: inout Hasher) { hasher.combine(storage); hasher.combine(axis) }
}

/// A custom alignment's identity (its `AlignmentID` type) and default value, kept by reference so an
/// alignment key stays one word and copies cheaply. Unchecked sendable: it is immutable, and its closure
/// only calls the `AlignmentID` type's static `defaultValue(in:)`.
final class CustomAlignment: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let defaultValue: (ViewDimensions) -> CGFloat

    init<ID: AlignmentID>(_ type: ID.Type) {
        id = ObjectIdentifier(type)
        defaultValue = { ID.defaultValue(in: $0) }
    }

    static func == (a: CustomAlignment, b: CustomAlignment) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// An alignment guide on the horizontal axis: leading, center, trailing or custom.
public struct HorizontalAlignment: Hashable, Sendable {
    package let key: AlignmentKey
    /// A custom horizontal guide.
    public init<ID: AlignmentID>(_ id: ID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    init(_ builtin: AlignmentKey.Builtin) { key = AlignmentKey(builtin, axis: .horizontal) }
    init(key: AlignmentKey) { self.key = key }
    /// The leading edge.
    public static let leading = HorizontalAlignment(.leading)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(.hCenter)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(.trailing)
}

/// An alignment guide on the vertical axis: top, center, bottom, baselines or custom.
public struct VerticalAlignment: Hashable, Sendable {
    package let key: AlignmentKey
    /// A custom vertical guide.
    public init<ID: AlignmentID>(_ id: ID.Type) { key = AlignmentKey(id, axis: .vertical) }
    init(_ builtin: AlignmentKey.Builtin) { key = AlignmentKey(builtin, axis: .vertical) }
    init(key: AlignmentKey) { self.key = key }
    /// The top edge.
    public static let top = VerticalAlignment(.top)
    /// The vertical centre.
    public static let center = VerticalAlignment(.vCenter)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(.bottom)
    /// The first text baseline.
    public static let firstTextBaseline = VerticalAlignment(.firstBaseline)
    /// The last text baseline.
    public static let lastTextBaseline = VerticalAlignment(.lastBaseline)
}

/// A pair of horizontal and vertical guides, such as `.topTrailing`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment
    /// Creates an alignment from its two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centre on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertical centre.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertical centre.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontal centre.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontal centre.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view's size and alignment guides, as an alignment-guide closure sees them.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The view's explicit guides, or nil when it sets none.
    let explicitGuides: ((AlignmentKey) -> CGFloat?)?

    init(size: CGSize, explicit: ((AlignmentKey) -> CGFloat?)? = nil) {
        width = size.width
        height = size.height
        explicitGuides = explicit
    }

    var size: CGSize { CGSize(width: width, height: height) }

    func explicit(_ key: AlignmentKey) -> CGFloat? { explicitGuides?(key) }

    func value(_ key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }

    /// The value of a horizontal guide: the explicit one if the view sets it, else the default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    /// The value of a vertical guide: the explicit one if the view sets it, else the default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    /// The explicit value of a horizontal guide, or `nil` when the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The explicit value of a vertical guide, or `nil` when the view does not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}
