import LayoutCore

/// Where Observation reports that a value a view read has changed: the view's path in a store, and which
/// of its reads (its body's, or its build's) the report is for.
///
/// Observation calls `report` on the thread that changed the value, before it changes. HeroSim, like
/// SwiftUI, expects models to change on the thread that runs the view graph, so the report touches the
/// store from there.
struct ObservedChange: @unchecked Sendable {
    weak var store: StateStore?
    let path: ViewPath
    let serial: Int
    let inBody: Bool

    /// Tells the store.
    @Sendable func report() { store?.observedChange(at: path, serial: serial, inBody: inBody) }
}
