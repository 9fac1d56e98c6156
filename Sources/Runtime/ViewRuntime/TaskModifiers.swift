import LayoutCore

/// `.task`: an asynchronous action started when the view appears, cancelled when it disappears, and (with
/// an id) cancelled and started again when the id changes.
struct TaskMarker: NodeMarker {
    /// The value whose change restarts the task, if any.
    let id: (any Equatable)?
    let priority: TaskPriority
    private let box: MarkerAction<() async -> Void>

    init(id: (any Equatable)?, priority: TaskPriority, action: @escaping () async -> Void) {
        self.id = id
        self.priority = priority
        box = MarkerAction(action)
    }

    /// The action of the latest build of the view.
    var action: () async -> Void { box.run }

    /// Whether a task started for `other` is the one this marker would start.
    func hasSameID(as other: TaskMarker) -> Bool { valuesEqual(id, other.id) }

    func handOver(to kept: any NodeMarker) -> Bool {
        guard let kept = kept as? TaskMarker, kept.hasSameID(as: self), kept.priority == priority else { return false }
        kept.box.run = box.run
        return true
    }
}

extension View {
    /// Starts `action` when this view appears and cancels it when the view disappears, as SwiftUI's
    /// `.task`. It runs on the view graph's thread, and `Task.sleep` inside it waits for the graph's time
    /// (`advance(to:)`), so a headless run repeats exactly.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: TaskMarker(id: nil, priority: priority, action: action)))
    }

    /// Starts `action` when this view appears, and cancels it and starts it again whenever `id` changes, as
    /// SwiftUI's `.task(id:priority:_:)`; cancels it when the view disappears.
    public func task<ID: Equatable>(id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void)
        -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: TaskMarker(id: id, priority: priority, action: action)))
    }
}
