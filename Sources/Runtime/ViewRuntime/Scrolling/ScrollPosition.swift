import LayoutCore

/// `scrollPosition(id:anchor:)`'s binding, as the scroll views inside read it from the environment.
struct ScrollPositionLink {
    /// The app's binding, whatever its id type.
    private let binding: any ScrollPositionBinding
    /// The point of the viewport (and of the view) the position is read at; nil: the top-leading edge.
    let anchor: UnitPoint?

    /// The link of `binding`.
    init<ID: Hashable>(_ binding: Binding<ID?>, anchor: UnitPoint?) {
        self.binding = TypedScrollPosition(binding: binding)
        self.anchor = anchor
    }

    /// The id the app holds.
    func get() -> AnyHashable? { binding.id }
    /// Gives the app the id of the view now at the position.
    func set(_ id: AnyHashable?) { binding.id = id }

    /// Keeps the binding and the scroll view in step after a layout: an id the app set scrolls its view to
    /// the anchor; a scroll reports the id of the `scrollTargetLayout()` view now at the anchor. Returns
    /// whether state changed.
    func settle(_ scroll: ScrollMarker, viewport: PlacedNode, content: PlacedNode) -> Bool {
        let controller = scroll.controller
        let targets = ScrollTargetLayoutMarker.targetViews(in: content).filter { $0.id != nil }
        guard !targets.isEmpty else { return false }
        let vertical = !scroll.axes.contains(.horizontal)
        func along(_ point: CGPoint) -> CGFloat { vertical ? point.y : point.x }
        func span(_ rect: CGRect) -> (start: CGFloat, length: CGFloat) { vertical ? (rect.minY, rect.height) : (rect.minX, rect.width) }
        let fraction = anchor.map { vertical ? $0.y : $0.x } ?? 0
        let visibleLength = vertical ? viewport.frame.height : viewport.frame.width
        let point = along(controller.offset) + fraction * visibleLength
        let current = (targets.first { span($0.frame).start <= point && point < span($0.frame).start + span($0.frame).length }
                       ?? targets.min { abs(span($0.frame).start - point) < abs(span($1.frame).start - point) })?.id
        let bound = get()
        if !controller.positionSettled || bound != controller.reportedPosition {
            // The app set the position (or this is the first layout): its view goes to the anchor.
            controller.positionSettled = true
            if let bound {
                controller.reportedPosition = bound
                guard bound != current, let target = targets.first(where: { $0.id == bound }) else { return false }
                let (start, length) = span(target.frame)
                var offset = controller.offset
                let value = start + fraction * length - fraction * visibleLength
                if vertical { offset.y = value } else { offset.x = value }
                offset = ScrollSpec.clamped(offset, content: content.frame.size, viewport: viewport.frame.size, axes: scroll.axes)
                guard offset != controller.offset else { return false }
                controller.offset = offset
                scroll.setOffset(offset)
                return true
            }
        }
        guard current != controller.reportedPosition else { return false }
        controller.reportedPosition = current
        set(current)
        return true
    }
}

/// A `scrollPosition(id:)` binding seen through `AnyHashable`.
private protocol ScrollPositionBinding {
    var id: AnyHashable? { get nonmutating set }
}

/// The binding of one id type.
private struct TypedScrollPosition<ID: Hashable>: ScrollPositionBinding {
    let binding: Binding<ID?>
    var id: AnyHashable? {
        get {
            guard let value = binding.wrappedValue else { return nil }
            return AnyHashable(value)
        }
        nonmutating set { binding.wrappedValue = newValue?.base as? ID }
    }
}

extension EnvironmentValues {
    private enum ScrollPositionKey: EnvironmentKey {
        static var defaultValue: ScrollPositionLink? { nil }
    }

    /// The `scrollPosition(id:anchor:)` binding of the scroll views here.
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension View {
    /// Binds `id` to the scroll position of the scroll views in this view, as SwiftUI's
    /// `scrollPosition(id:anchor:)` (iOS 17): scrolling sets it to the id of the `scrollTargetLayout()` view at
    /// `anchor` (the top or leading edge when nil); setting it scrolls that view there (animated inside
    /// `withAnimation`). The views are named by `.id(_:)` or their `ForEach` element's id.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<UnitPoint?>> {
        let link = ScrollPositionLink(id, anchor: anchor)
        return modifier(_EnvironmentKeyWritingModifier(value: anchor) { environment, _ in environment.values.scrollPositionLink = link })
    }
}
