import LayoutCore

/// A marker the graph looks for after each update (`.onAppear`/`.onDisappear`, `.onChange`,
/// `.onGeometryChange`, `.task`).
protocol LifecycleRelevantMarker: NodeMarker {}

extension LifecycleMarker: LifecycleRelevantMarker {}
extension ChangeMarker: LifecycleRelevantMarker {}
extension TaskMarker: LifecycleRelevantMarker {}
extension GeometryChangeMarker: LifecycleRelevantMarker {}

/// The `.onAppear`/`.onDisappear`, `.onChange` and `.task` markers laid out by the last update, so that the next
/// one knows which views appeared, which disappeared and which watched values changed.
struct LifecycleTracker {
    private var appeared: [ViewPath: LifecycleMarker] = [:]
    private var order: [ViewPath] = []
    private var watched: [ViewPath: any Equatable] = [:]

    /// What the update that laid out `root` runs, in order: the actions of views that disappeared, of
    /// views that appeared, then of watched values that changed (each in SwiftUI's order: a view's
    /// subviews before it, and a view's own modifiers as written, `.onChange(of: a) {…}.onChange(of: b) {…}`
    /// running a's action first).
    /// Tasks start as their views appear (or their id changes) and are cancelled as they disappear.
    mutating func actions(after root: PlacedNode, tasks: TaskRunner) -> (lifecycle: [() -> Void], changes: [() -> Void]) {
        var nowAppeared: [ViewPath: LifecycleMarker] = [:]
        var nowOrder: [ViewPath] = []
        var nowWatched: [ViewPath: any Equatable] = [:]
        var appearing: [() -> Void] = []
        var changes: [() -> Void] = []
        var taskPaths: Set<ViewPath> = []
        visit(root) { marker, path, placed in
            if let geometry = marker as? GeometryChangeMarker {
                let value = geometry.value(of: placed)
                nowWatched[path] = value
                let old = watched[path] ?? value
                if watched[path] == nil || !valuesEqual(old, value) { changes.append { geometry.run(from: old, to: value) } }
                return
            }
            if let task = marker as? TaskMarker {
                taskPaths.insert(path)
                if let started = tasks.marker(at: path), started.hasSameID(as: task) { return }
                appearing.append { tasks.start(task, at: path) }
                return
            }
            if let lifecycle = marker as? LifecycleMarker {
                nowAppeared[path] = lifecycle
                nowOrder.append(path)
                if appeared[path] == nil, let action = lifecycle.onAppear { appearing.append(action) }
            } else if let change = marker as? ChangeMarker {
                nowWatched[path] = change.value
                if let old = watched[path] {
                    if !valuesEqual(old, change.value) { changes.append { change.run(from: old, to: change.value) } }
                } else if change.initial {
                    changes.append { change.run(from: change.value, to: change.value) }
                }
            }
        }
        var disappearing = order.compactMap { path in nowAppeared[path] == nil ? appeared[path]?.onDisappear : nil }
        for path in tasks.paths where !taskPaths.contains(path) { disappearing.append { tasks.cancel(at: path) } }
        appeared = nowAppeared
        order = nowOrder
        watched = nowWatched
        return (disappearing + appearing, changes)
    }

    /// Calls `visit` with every lifecycle or change marker under `placed` and its path, children first (a
    /// modifier's marker wraps the view it modifies, so the modifier written first is visited first).
    private func visit(_ placed: PlacedNode, _ visit: (any NodeMarker, ViewPath, PlacedNode) -> Void) {
        for child in placed.children { self.visit(child, visit) }
        if case .marker(let marker) = placed.node.kind, marker is any LifecycleRelevantMarker, let path = placed.node.path {
            visit(marker, path, placed)
        }
    }
}
