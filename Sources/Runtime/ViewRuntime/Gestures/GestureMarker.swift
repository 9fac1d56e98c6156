import LayoutCore

/// How an attached gesture competes with the other gestures under the pointer.
enum GesturePriority: Equatable {
    /// `.gesture(_:)` (and `.onTapGesture`, `.onLongPressGesture`): exclusive; a view's gestures come
    /// before those of the views around it.
    case normal
    /// `.simultaneousGesture(_:)`: recognizes alongside the others, never blocking or blocked.
    case simultaneous
    /// `.highPriorityGesture(_:)`: exclusive, before every gesture of the view and the views inside it.
    case high
}

/// A gesture attached to a view. A later build of the same view with a gesture of the same type keeps the
/// marker's node and hands it the new gesture (its closures read the latest state).
struct GestureMarker: NodeMarker {
    let priority: GesturePriority
    let mask: GestureMask
    private let box: MarkerAction<any RunnableGesture>
    /// The gesture of the latest build of the view.
    var gesture: any RunnableGesture { box.run }
    /// The box the latest gesture is in, which a gesture under way reads at each event.
    var latest: MarkerAction<any RunnableGesture> { box }

    init(_ gesture: any RunnableGesture, priority: GesturePriority, mask: GestureMask) {
        self.priority = priority
        self.mask = mask
        box = MarkerAction(gesture)
    }

    func handOver(to kept: any NodeMarker) -> Bool {
        guard let kept = kept as? GestureMarker, kept.priority == priority, kept.mask == mask,
              ObjectIdentifier(type(of: kept.gesture)) == ObjectIdentifier(type(of: gesture)) else { return false }
        kept.box.run = box.run
        return true
    }
}

/// Which gestures of a view and of the views inside it are on, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// A mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Neither the gesture nor the subviews' gestures.
    public static let none: GestureMask = []
    /// The gesture attached with the mask.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches `gesture`, as SwiftUI's `gesture(_:including:)`: it competes with the view's other
    /// gestures, and the gestures of the views inside come first.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: GestureMarker(runnable(gesture), priority: .normal, mask: mask)))
    }

    /// Attaches `gesture` to recognize at the same time as the view's other gestures, as SwiftUI's
    /// `simultaneousGesture(_:including:)`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: GestureMarker(runnable(gesture), priority: .simultaneous, mask: mask)))
    }

    /// Attaches `gesture` before the gestures of this view and the views inside it, as SwiftUI's
    /// `highPriorityGesture(_:including:)`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: GestureMarker(runnable(gesture), priority: .high, mask: mask)))
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds without moving more than
    /// `maximumDistance` points, as SwiftUI's `onLongPressGesture`: at that moment, the pointer still down.
    /// `onPressingChanged` gets `true` when the press starts and `false` when it ends or fails.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        let press = PressingGesture(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() },
                                    pressingChanged: onPressingChanged)
        return modifier(_RuntimeMarkerModifier(marker: GestureMarker(press, priority: .normal, mask: .all)))
    }
}

/// `onLongPressGesture`'s gesture: the long press, telling `pressingChanged` when the press starts and ends.
struct PressingGesture<Base: Gesture>: RunnableGesture {
    let base: Base
    let pressingChanged: ((Bool) -> Void)?

    func makeRecognizer() -> GestureRecognizer { runnable(base).makeRecognizer() }
    func addCallbacks(to callbacks: inout GestureCallbacks) {
        guard let pressingChanged else { return runnable(base).addCallbacks(to: &callbacks) }
        callbacks.changed.append { _ in pressingChanged(true) }
        callbacks.reset.append { pressingChanged(false) }
        runnable(base).addCallbacks(to: &callbacks)
    }
}
