import LayoutCore

/// The nodes each equatable custom view built in the last build, kept so that a view equal to the one
/// that built them, inheriting the same environment, with no state changed at or under it, is not built
/// again: SwiftUI skips the body of such a view. A state change then rebuilds only the views on the way
/// to it, and the layout engine finds every kept node's sizes and placement in its memo.
struct ReusableBuilds {
    /// What one equatable view built.
    private struct Entry {
        let view: Any
        let inherited: InheritedValues
        let nodes: [Node]
        /// Every view at or under the view's path whose state was connected while it was built.
        let statePaths: [ViewPath]
        /// The entries of the equatable views under it, kept with it.
        let nested: [(ViewPath, Entry)]
    }

    /// What the views being built so far (innermost last) connected and kept.
    private struct Frame {
        var statePaths: [ViewPath] = []
        var nested: [(ViewPath, Entry)] = []
    }

    private var last: [ViewPath: Entry] = [:]
    private var next: [ViewPath: Entry] = [:]
    private var open: [Frame] = []
    /// The paths of the state slots changed since the last build, and every prefix of them.
    private var changed: Set<ViewPath> = []
    private var changedDuringBuild: Set<ViewPath> = []
    private(set) var isBuilding = false

    /// A state slot of the view at `path` changed.
    mutating func stateChanged(at path: ViewPath) {
        // A change during a build counts for the next one.
        for prefix in path.prefixes {
            if isBuilding { changedDuringBuild.insert(prefix) } else { changed.insert(prefix) }
        }
    }

    /// Lets go of everything kept: kept views and nodes can hold the state store that holds them, so a
    /// graph that goes away lets go of them first.
    mutating func forgetAll() {
        last = [:]
        next = [:]
        open = []
    }

    /// A build starts.
    mutating func beginBuild() {
        isBuilding = true
        next = [:]
        open = []
    }

    /// The build ended: what it kept is what the next build may reuse.
    mutating func endBuild() {
        isBuilding = false
        last = next
        next = [:]
        open = []
        changed = changedDuringBuild
        changedDuringBuild = []
    }

    /// The view at `path` connected its state while being built.
    mutating func connectedState(at path: ViewPath) {
        guard !open.isEmpty else { return }
        open[open.count - 1].statePaths.append(path)
    }

    /// The nodes kept for `view` at `path`, or nil when it must be built. Kept nodes are carried into this
    /// build, and `statePaths` lists the views under it whose state must stay.
    mutating func reusableNodes<V: Equatable>(at path: ViewPath, for view: V, in environment: BuildEnvironment) -> (nodes: [Node], statePaths: [ViewPath])? {
        guard isBuilding, let entry = last[path], let before = entry.view as? V, before == view,
              entry.inherited == environment.inherited, !changed.contains(path) else { return nil }
        keep(entry, at: path)
        return (entry.nodes, entry.statePaths)
    }

    /// An equatable view's body is about to be read.
    mutating func willBuild() {
        guard isBuilding else { return }
        open.append(Frame())
    }

    /// An equatable view built `nodes` from its body.
    mutating func didBuild<V: Equatable>(_ nodes: [Node], at path: ViewPath, for view: V, in environment: BuildEnvironment) {
        guard isBuilding, let frame = open.popLast() else { return }
        let entry = Entry(view: view, inherited: environment.inherited, nodes: nodes, statePaths: frame.statePaths, nested: frame.nested)
        keep(entry, at: path)
    }

    /// Keeps `entry` (and the entries under it) for the next build, and tells the view being built around it.
    private mutating func keep(_ entry: Entry, at path: ViewPath) {
        next[path] = entry
        for (nestedPath, nestedEntry) in entry.nested { next[nestedPath] = nestedEntry }
        guard !open.isEmpty else { return }
        open[open.count - 1].statePaths += entry.statePaths
        open[open.count - 1].nested.append((path, entry))
        open[open.count - 1].nested += entry.nested
    }
}
