import LayoutCore

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case height(CGFloat)
        case fraction(CGFloat)
    }
    let kind: Kind

    /// The full page sheet: the window's height less the top safe area and a 10-pt gap.
    public static let large = PresentationDetent(kind: .large)
    /// Half the window's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// A fixed height in points (at most `.large`'s).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(max(0, height.isFinite ? height : 0)))
    }
    /// A fraction of the window's height (at most `.large`'s).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(min(1, max(0, fraction.isFinite ? fraction : 0))))
    }

    /// The sheet's height at this detent in a window `container` tall whose large sheet is `large` tall.
    func height(container: CGFloat, large: CGFloat) -> CGFloat {
        switch kind {
        case .large: return large
        case .medium: return min(large, container / 2)
        case .height(let height): return min(large, height)
        case .fraction(let fraction): return min(large, container * fraction)
        }
    }
}

/// Whether a sheet shows its grabber, as SwiftUI's `Visibility` for `presentationDragIndicator`.
enum SheetMarker: NodeMarker {
    case detents(Set<PresentationDetent>)
    case dragIndicator(Visibility)
    case interactiveDismissDisabled(Bool)
}

extension View {
    /// The heights the sheet showing this view rests at; it opens at the smallest and can be dragged
    /// between them.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: SheetMarker.detents(detents)))
    }

    /// Whether the sheet showing this view draws its grabber (by default, when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: SheetMarker.dragIndicator(visibility)))
    }

    /// Keeps the sheet showing this view from closing by a drag or a tap on the backdrop.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: SheetMarker.interactiveDismissDisabled(isDisabled)))
    }
}

/// What a sheet's content says about the sheet, found in its built nodes (outermost first).
struct SheetSettings {
    var detents: Set<PresentationDetent> = [.large]
    var dragIndicator = Visibility.automatic
    var dismissDisabled = false

    init(scanning nodes: [Node]) {
        var found = (detents: false, indicator: false, disabled: false)
        var stack = nodes.reversed() as [Node]
        while let node = stack.popLast() {
            if case .marker(let marker) = node.kind {
                switch marker as? SheetMarker {
                case .detents(let set)? where !found.detents && !set.isEmpty: detents = set; found.detents = true
                case .dragIndicator(let visibility)? where !found.indicator: dragIndicator = visibility; found.indicator = true
                case .interactiveDismissDisabled(let disabled)? where !found.disabled: dismissDisabled = disabled; found.disabled = true
                default: break
                }
            }
            stack.append(contentsOf: node.children.reversed())
        }
    }
}
