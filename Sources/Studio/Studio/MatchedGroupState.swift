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

    /// The state of every group of `views` that is not idle, in draw order of their first view.
    public static func states(of views: [TracedView]) -> [MatchedGroupState] {
        var order: [String] = []
        var groups: [String: [TracedView]] = [:]
        for view in views where view.kind == .matchedGeometry {
            if groups[view.id] == nil { order.append(view.id) }
            groups[view.id, default: []].append(view)
        }
        return order.compactMap { id in
            let members = groups[id]!
            if let moving = members.first(where: { $0.motion != nil }), let motion = moving.motion {
                let leaving = members.contains { $0.isRemoved && $0.motion != nil }
                return MatchedGroupState(id: id, phase: leaving ? .dismissing : .presenting, progress: motion.progress)
            }
            return members.filter { !$0.isRemoved }.count > 1 ? MatchedGroupState(id: id, phase: .presented) : nil
        }
    }
}
