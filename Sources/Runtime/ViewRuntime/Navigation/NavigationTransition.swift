import LayoutCore

/// How a pushed or presented view comes in and goes back, as SwiftUI's `NavigationTransition`: the
/// platform's own (`.automatic`: a push slides in from the trailing edge, a sheet rises) or a zoom out of the
/// view that opened it (`.zoom(sourceID:in:)`).
public protocol NavigationTransition: Sendable {
    /// What the transition is, for the stack and the presentations that show it.
    var _kind: _NavigationTransitionKind { get }
}

/// The transitions a navigation stack and a presentation know how to show.
public enum _NavigationTransitionKind: Hashable, Sendable {
    /// The platform's own transition.
    case automatic
    /// Zoom out of the view marked `matchedTransitionSource(id:in:)` with this group.
    case zoom(_ZoomTransitionGroup)
}

/// A navigation transition that zooms the appearing view out of a source view, as SwiftUI's
/// `ZoomNavigationTransition`: made by `.zoom(sourceID:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {
    let group: _ZoomTransitionGroup
    /// A zoom out of the group's source.
    public var _kind: _NavigationTransitionKind { .zoom(group) }
}

/// The platform's own transition, as SwiftUI's `AutomaticNavigationTransition`.
public struct AutomaticNavigationTransition: NavigationTransition {
    /// The platform's own transition.
    public var _kind: _NavigationTransitionKind { .automatic }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms the appearing view out of the view marked `matchedTransitionSource(id: sourceID, in: namespace)`,
    /// and back into it when the view goes: the back button, a swipe from the leading edge, a downward drag
    /// or a pinch on the view, or a dismiss.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(group: _ZoomTransitionGroup(sourceID: AnyHashable(sourceID), namespace: namespace))
    }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's own transition: a push slides in from the trailing edge.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

/// The source id and namespace that tie a zoom's destination to its source.
public struct _ZoomTransitionGroup: Hashable, @unchecked Sendable {
    /// The id given to `matchedTransitionSource(id:in:)` and `.zoom(sourceID:in:)`.
    let sourceID: AnyHashable
    /// The namespace of the id.
    let namespace: Namespace.ID

    /// The matched-geometry group both ends of the zoom belong to: apart from any `matchedGeometryEffect`
    /// with the same id, named by the source's id.
    var key: MatchedGeometryKey { MatchedGeometryKey(id: AnyHashable(ZoomSourceID(base: sourceID)), namespace: namespace) }
}

/// A zoom's id among matched-geometry groups: its own kind of id (a `matchedGeometryEffect` with the same id
/// is another group), written as the source's id (a flight of the zoom is named by it).
struct ZoomSourceID: Hashable, CustomStringConvertible, @unchecked Sendable {
    let base: AnyHashable
    var description: String { "\(base.base)" }

    /// The id a user gave the group of `key`: a zoom's source id, else the matched-geometry id itself.
    static func userID(of key: MatchedGeometryKey) -> AnyHashable {
        (key.id.base as? ZoomSourceID)?.base ?? key.id
    }
}

extension View {
    /// Sets how this view comes in when a navigation stack pushes it or a sheet or full-screen cover shows it:
    /// `.navigationTransition(.zoom(sourceID: photo.id, in: namespace))` zooms it out of the view marked
    /// `.matchedTransitionSource(id: photo.id, in: namespace)`.
    public func navigationTransition(_ style: some NavigationTransition) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: NavigationBarMarker.transition(style._kind)))
    }
}

/// Our name for `_ZoomTransitionGroup`.
typealias ZoomTransitionGroup = _ZoomTransitionGroup
