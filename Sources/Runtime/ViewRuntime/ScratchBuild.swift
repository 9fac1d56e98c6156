import LayoutCore

/// Builds a view tree from scratch with the state a running graph holds: every body read, nothing kept
/// from an earlier build, laid out by an engine with an empty memo. What the graph draws once everything
/// has settled must be exactly this (the runtime fuzzer checks it).
final class ScratchBuild: ViewBuildHooks {
    private let store: StateStore

    init(store: StateStore) { self.store = store }

    /// Connects the view's dynamic properties to the graph's own state.
    func prepare(_ view: Any, in environment: BuildEnvironment) { store.prepare(view, in: environment) }
}

extension ViewGraph {
    /// The display list of the tree the last update laid out, without animations or leaving views: what a build
    /// from scratch of the same state draws (`displayListFromScratch()`).
    package var laidOutDisplayList: DisplayList { onWindowBackground(laidOut.displayList(), root: laidOut.root) }

    /// The display list of the current state built and laid out from scratch, without animations: what
    /// `displayList` must be once nothing moves.
    package func displayListFromScratch() -> DisplayList {
        let diagnostics = LayoutDiagnostics()
        var environment = BuildEnvironment()
        environment.diagnostics = diagnostics
        environment.values.colorScheme = colorScheme
        let root = rebuildRoot(with: ScratchBuild(store: stateStore), environment: environment)
        let engine = LayoutEngine(measurer: layoutEngine.measurer).reporting(to: diagnostics)
        let result = engine.layout(root: root, in: host)
        return onWindowBackground(result.displayList(), root: result.root)
    }

    /// `list` over the window's background of the tree `root`.
    private func onWindowBackground(_ list: DisplayList, root: PlacedNode) -> DisplayList {
        var list = list
        let background = ViewGraph.windowBackground(in: ColorSchemePreference.preferred(in: root.node) ?? colorScheme)
        list.items.insert(.shape(.rectangle, frame: CGRect(origin: .zero, size: host.size), fill: .color(background), stroke: nil), at: 0)
        return list
    }
}
