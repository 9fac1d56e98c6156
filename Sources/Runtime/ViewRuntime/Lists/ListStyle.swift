import LayoutCore

/// How a `List` looks, as SwiftUI's `ListStyle`: set with `.listStyle(_:)`.
public protocol ListStyle: Sendable {
    /// The look this style stands for.
    var kind: _ListStyleKind { get }
}

/// The looks of a list HeroSim draws.
public enum _ListStyleKind: Hashable, Sendable {
    /// Rows edge to edge on white, separated by hairlines; headers on a grey band.
    case plain
    /// Each section a white card with rounded corners, 16 points in from the sides, on grey (iOS's default).
    case insetGrouped
    /// Each section edge to edge on grey.
    case grouped
    /// Rows on white, 16 points in from the sides, each group with rounded corners.
    case inset
}

/// The platform's default: inset grouped, as a `List` on iOS.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
    /// Inset grouped.
    public var kind: _ListStyleKind { .insetGrouped }
}

/// Rows edge to edge on white.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    /// Plain.
    public var kind: _ListStyleKind { .plain }
}

/// Sections as white cards with rounded corners on grey.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
    /// Inset grouped.
    public var kind: _ListStyleKind { .insetGrouped }
}

/// Sections edge to edge on grey.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    /// Grouped.
    public var kind: _ListStyleKind { .grouped }
}

/// Rows on white, inset from the sides.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    /// Inset.
    public var kind: _ListStyleKind { .inset }
}

/// A sidebar; on an iPhone-sized window it looks inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    /// Inset grouped.
    public var kind: _ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default (inset grouped).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on white.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as white cards with rounded corners on grey.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections edge to edge on grey.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows on white, inset from the sides.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar (inset grouped here).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
    private enum ListStyleKey: EnvironmentKey {
        static let defaultValue = ListStyleKind.insetGrouped
    }

    /// The look of the lists inside: inset grouped unless `.listStyle(_:)` set another.
    public var listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, style.kind) }
}

/// The name HeroSim's own code uses for `_ListStyleKind`.
package typealias ListStyleKind = _ListStyleKind
