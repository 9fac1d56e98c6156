import LayoutCore

/// `.onAppear` and `.onDisappear`: what runs when the view enters and leaves the laid-out tree. The
/// latest build's closures run (a later build of the same view keeps the marker's node and hands them over).
struct LifecycleMarker: NodeMarker {
    private let appear: MarkerAction<(() -> Void)?>
    private let disappear: MarkerAction<(() -> Void)?>

    init(onAppear: (() -> Void)? = nil, onDisappear: (() -> Void)? = nil) {
        appear = MarkerAction(onAppear)
        disappear = MarkerAction(onDisappear)
    }

    /// Runs when the view appears.
    var onAppear: (() -> Void)? { appear.run }
    /// Runs when the view disappears.
    var onDisappear: (() -> Void)? { disappear.run }

    func handOver(to kept: any NodeMarker) -> Bool {
        guard let kept = kept as? LifecycleMarker,
              (kept.onAppear == nil) == (onAppear == nil), (kept.onDisappear == nil) == (onDisappear == nil) else { return false }
        kept.appear.run = appear.run
        kept.disappear.run = disappear.run
        return true
    }
}

/// `.onChange(of:initial:_:)`: runs its action after an update in which `value` changed (and, with
/// `initial`, when the view appears).
struct ChangeMarker: NodeMarker {
    /// The value the view was built with.
    let value: any Equatable
    /// Whether the action also runs when the view appears.
    let initial: Bool
    private let box: MarkerAction<(any Equatable, any Equatable) -> Void>

    init<V: Equatable>(value: V, initial: Bool, action: @escaping (V, V) -> Void) {
        self.value = value
        self.initial = initial
        box = MarkerAction { old, new in
            guard let old = old as? V, let new = new as? V else { return }
            action(old, new)
        }
    }

    /// Runs the action with the value before and after.
    func run(from old: any Equatable, to new: any Equatable) { box.run(old, new) }

    func handOver(to kept: any NodeMarker) -> Bool {
        guard let kept = kept as? ChangeMarker, kept.initial == initial, valuesEqual(kept.value, value) else { return false }
        kept.box.run = box.run
        return true
    }
}

/// `.onGeometryChange(for:of:action:)`: runs its action after an update in which the value it reads from the
/// view's geometry changed, and when the view first appears.
struct GeometryChangeMarker: NodeMarker {
    private let transform: MarkerAction<(PlacedNode) -> any Equatable>
    private let action: MarkerAction<(any Equatable, any Equatable) -> Void>

    init<T: Equatable>(transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void) {
        self.init(reading: { placed in transform(GeometryProxy(size: placed.frame.size, globalFrame: placed.frame, safeArea: placed.safeArea)) },
                  action: action)
    }

    /// A marker that reads its value from the view as laid out with `read`.
    init<T: Equatable>(reading read: @escaping (PlacedNode) -> T, action: @escaping (T, T) -> Void) {
        self.transform = MarkerAction { read($0) }
        self.action = MarkerAction { old, new in
            guard let old = old as? T, let new = new as? T else { return }
            action(old, new)
        }
    }

    /// The value the view's geometry gives now: `placed` is the view as laid out.
    func value(of placed: PlacedNode) -> any Equatable {
        transform.run(placed)
    }

    /// Runs the action with the value before and after.
    func run(from old: any Equatable, to new: any Equatable) { action.run(old, new) }

    /// A kept marker runs the latest closures.
    func handOver(to kept: any NodeMarker) -> Bool {
        guard let kept = kept as? GeometryChangeMarker else { return false }
        kept.transform.run = transform.run
        kept.action.run = action.run
        return true
    }
}
