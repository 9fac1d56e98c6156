import Headless
import ViewRuntime

/// Where a matched-geometry group is in its transition, as the inspector's HUD shows it.
public struct MatchedGroupState: Hashable, Sendable, CustomStringConvertible {
    /// The phases of a group.
    public enum Phase: String, Sendable {
        /// One view, at rest.
        case idle
        /// A view flies in towards its new place.
        case presenting
        /// Two views of the group are in the tree, at rest: the presented one and its hidden origin.
        case presented
        /// A leaving view flies back.
        case dismissing
    }
    /// The group's id.
    public var id: String
    /// Its phase.
    public var phase: Phase
    /// The fraction of its flight's time gone, while it flies.
    public var progress: Double?

    /// `3 presenting 42 %`.
    public var description: String {
        "\(id) \(phase.rawValue)" + (progress.map { " \(Int(($0 * 100).rounded())) %" } ?? "")
    }

    /// The state of every group of `entry` that is not idle, in draw order of their first view: a group with
    /// a flight is presenting or dismissing, with the flight's progress; one with two views in the tree and no
    /// flight is presented.
    package static func states(of entry: SceneTraceEntry) -> [MatchedGroupState] {
        var order: [String] = []
        var inTree: [String: Int] = [:]
        var flights: [String: TraceFlight] = [:]
        for flight in entry.flights ?? [] where flights[flight.id] == nil { flights[flight.id] = flight }
        for view in entry.views where view.kind == .matchedGeometry {
            if inTree[view.id] == nil { order.append(view.id) }
            inTree[view.id, default: 0] += view.removed ? 0 : 1
        }
        return order.compactMap { id in
            if let flight = flights[id] {
                return MatchedGroupState(id: id, phase: flight.phase == .presenting ? .presenting : .dismissing, progress: flight.progress)
            }
            return inTree[id, default: 0] > 1 ? MatchedGroupState(id: id, phase: .presented) : nil
        }
    }
}
