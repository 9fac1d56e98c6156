import Foundation
import LayoutCore

/// Where a scroll gesture will leave the content, as SwiftUI's `ScrollTarget`: the rectangle of the content
/// the viewport will show.
public struct ScrollTarget: Hashable, Sendable {
    /// The part of the content the viewport shows at rest, in the content's coordinates.
    public var rect: CGRect
    /// The point of `rect` that is aligned, if any.
    public var anchor: UnitPoint?

    /// A target showing `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows when it is asked, as SwiftUI's `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the content would have come to rest by itself.
    public var originalTarget: ScrollTarget
    /// The content's velocity at the release, points per second.
    public var velocity: CGVector
    /// The content's size.
    public var contentSize: CGSize
    /// The viewport's size.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
}

/// How a scroll view chooses where a flick leaves its content, as SwiftUI's `ScrollTargetBehavior`:
/// `.paging`, `.viewAligned`, or your own, which moves `target.rect`.
public protocol ScrollTargetBehavior {
    /// The context a behavior is given.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target` to where the content should rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Pages of the viewport's size, as SwiftUI's `PagingScrollTargetBehavior`: a flick turns one page in its
/// direction; a release without one settles on the nearest page.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behavior.
    public init() {}

    /// The page nearest the target. (A scroll view with this behavior turns one page a flick from where the
    /// finger let go, which it knows and the context does not.)
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.containerSize
        if context.axes.contains(.horizontal) { target.rect.origin.x = Self.page(at: target.rect.minX, speed: 0, length: page.width) }
        if context.axes.contains(.vertical) { target.rect.origin.y = Self.page(at: target.rect.minY, speed: 0, length: page.height) }
    }

    /// A flick slower than this (points per second) settles on the nearest page rather than turning one.
    static let pageTurnSpeed: CGFloat = 100

    /// The start of the page content at `offset` comes to rest on when let go at `speed` (the content's,
    /// points per second) with pages `length` long: the next page in the flick's direction, or the nearest.
    static func page(at offset: CGFloat, speed: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return offset }
        let index = offset / length
        if speed > pageTurnSpeed { return index.rounded(.up) * length }
        if speed < -pageTurnSpeed { return index.rounded(.down) * length }
        return index.rounded() * length
    }
}

/// Rests with a view of the scroll target layout aligned to the viewport's leading (or top) edge, as
/// SwiftUI's `ViewAlignedScrollTargetBehavior`: the view whose edge is nearest where the flick would rest.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one flick goes, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The platform's choice: limited for a horizontal scroll view (a phone's compact width), not for a
        /// vertical one.
        public static let automatic = LimitBehavior(name: "automatic")
        /// A flick moves the content by at most the viewport's length: no further than the views it shows.
        public static let always = LimitBehavior(name: "always")
        /// Not limited: the flick rests on the view nearest where it would rest by itself.
        public static let never = LimitBehavior(name: "never")

        /// Whether a flick is limited in a scroll view that is `horizontal` or not.
        func limits(horizontal: Bool) -> Bool { self == .always || (self == .automatic && horizontal) }
    }

    /// How far one flick goes.
    public var limitBehavior: LimitBehavior

    /// View alignment with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    /// Views are aligned by the scroll view, which knows where they are: the target stays as it is here.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages of the viewport's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the scroll target layout at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// View alignment with a limit behavior.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The behavior a scroll view was given, as the environment carries it.
enum ScrollSnapping {
    case paging
    case viewAligned(ViewAlignedScrollTargetBehavior.LimitBehavior)
    case custom(any ScrollTargetBehavior)

    /// The snapping of `behavior`.
    init(_ behavior: some ScrollTargetBehavior) {
        switch behavior {
        case is PagingScrollTargetBehavior: self = .paging
        case let aligned as ViewAlignedScrollTargetBehavior: self = .viewAligned(aligned.limitBehavior)
        default: self = .custom(behavior)
        }
    }

    /// Where content released at `release` with `velocity` (the content's, points per second), which would
    /// rest at `natural` by itself, rests instead, before clamping to its ends.
    func rest(release: CGPoint, natural: CGPoint, velocity: CGVector, viewport: CGSize, content: CGSize, axes: Axis.Set,
              targets: [CGRect]) -> CGPoint {
        switch self {
        case .paging:
            let page = PagingScrollTargetBehavior.page
            return CGPoint(x: axes.contains(.horizontal) ? page(release.x, velocity.dx, viewport.width) : release.x,
                           y: axes.contains(.vertical) ? page(release.y, velocity.dy, viewport.height) : release.y)
        case .viewAligned(let limit):
            guard !targets.isEmpty else { return natural }
            let horizontal = axes.contains(.horizontal) && !axes.contains(.vertical)
            let edges = targets.map { horizontal ? $0.minX : $0.minY }
            var wanted = horizontal ? natural.x : natural.y
            if limit.limits(horizontal: horizontal) {
                // No further than a viewport's length from where the finger let go.
                let from = horizontal ? release.x : release.y, reach = horizontal ? viewport.width : viewport.height
                wanted = min(max(wanted, from - reach), from + reach)
            }
            let nearest = edges.min { abs($0 - wanted) < abs($1 - wanted) } ?? wanted
            return horizontal ? CGPoint(x: nearest, y: natural.y) : CGPoint(x: natural.x, y: nearest)
        case .custom(let behavior):
            var target = ScrollTarget(rect: CGRect(origin: natural, size: viewport))
            let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: velocity, contentSize: content,
                                                      containerSize: viewport, axes: axes)
            behavior.updateTarget(&target, context: context)
            return target.rect.origin
        }
    }
}

/// `scrollTargetLayout()`: the container whose views `.viewAligned` aligns.
struct ScrollTargetLayoutMarker: NodeMarker {
    /// Every such marker keeps its node.
    func handOver(to kept: any NodeMarker) -> Bool { kept is ScrollTargetLayoutMarker }

    /// The frames of the target views of the content `content` (placed), in the content's coordinates: the
    /// children of the container the marker wraps, found without going into another scroll view.
    static func targets(in content: PlacedNode) -> [CGRect] { targetViews(in: content).map(\.frame) }

    /// The target views of the content `content` (placed): each one's id (its `.id(_:)` or its `ForEach`
    /// element's) and its frame in the content's coordinates.
    static func targetViews(in content: PlacedNode) -> [(id: AnyHashable?, frame: CGRect)] {
        var stack = [content]
        while let placed = stack.popLast() {
            if case .marker(let marker) = placed.node.kind {
                if marker is ScrollMarker, placed.frame != content.frame { continue }
                if marker is ScrollTargetLayoutMarker, var container = placed.children.first {
                    // Down the modifiers (a lazy stack's own marker among them) to the container itself.
                    while container.children.count == 1, !isContainer(container.node.kind) { container = container.children[0] }
                    return container.children.map { child in
                        (id: child.node.id ?? child.node.path?.forEachElementID,
                         frame: child.frame.offsetBy(dx: -content.frame.minX, dy: -content.frame.minY))
                    }
                }
            }
            stack.append(contentsOf: placed.children)
        }
        return []
    }

    /// Whether a node of `kind` lays out several views in a row, column or grid.
    private static func isContainer(_ kind: NodeKind) -> Bool {
        switch kind {
        case .stack, .lazyStack, .grid, .lazyHGrid, .cellGrid, .zstack, .customLayout: return true
        default: return false
        }
    }
}

extension EnvironmentValues {
    private enum ScrollSnappingKey: EnvironmentKey {
        static var defaultValue: ScrollSnapping? { nil }
    }

    /// How scroll views here choose where a flick leaves their content.
    var scrollSnapping: ScrollSnapping? {
        get { self[ScrollSnappingKey.self] }
        set { self[ScrollSnappingKey.self] = newValue }
    }
}

extension View {
    /// How the scroll views in this view choose where a flick leaves their content, as SwiftUI's
    /// `scrollTargetBehavior(_:)`: `.paging` turns pages of the viewport's size, `.viewAligned` rests with a
    /// view of the `scrollTargetLayout()` at the leading edge.
    public func scrollTargetBehavior<Behavior: ScrollTargetBehavior>(_ behavior: Behavior) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Behavior>> {
        modifier(_EnvironmentKeyWritingModifier(value: behavior) { environment, behavior in environment.values.scrollSnapping = ScrollSnapping(behavior) })
    }

    /// Marks this layout container's views as the ones `.viewAligned` aligns, as SwiftUI's `scrollTargetLayout(isEnabled:)`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> AnyView {
        isEnabled ? AnyView(modifier(_RuntimeMarkerModifier(marker: ScrollTargetLayoutMarker()))) : AnyView(self)
    }
}
