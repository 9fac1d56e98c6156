import Foundation
import LayoutCore
import Motion

/// How a view's old content is drawn while its new content comes in.
enum ReplacedContent: Equatable {
    /// Fades out as the new content fades in.
    case fade
    /// The characters that changed roll out upwards (downwards when `down`) as the new ones roll in.
    case roll(down: Bool)
}

extension TreeDiff {
    /// A text whose string changed in an animated change plays its content transition (`contentTransition(_:)`,
    /// `.opacity` unless set): its old text is kept as replaced content and the change's progress animates.
    mutating func startContentTransition(_ placed: PlacedNode, replacing old: PlacedNode, path: ViewPath, animation: Animation) {
        let replaced: ReplacedContent
        switch (placed.node.kind, old.node.kind) {
        case (.text(let string, _, _, let options), .text(let oldString, _, _, let oldOptions)):
            guard string != oldString, options.contentTransition != .identity else { return }
            replaced = options.contentTransition.rollsDown(from: oldOptions.contentTransition).map { .roll(down: $0) } ?? .fade
        case (.styledText(let runs, let options), .styledText(let oldRuns, _)):
            guard runs.map(\.text) != oldRuns.map(\.text), options.contentTransition != .identity else { return }
            replaced = .fade
        case (.text(_, _, _, let options), .styledText), (.styledText(_, let options), .text):
            guard options.contentTransition != .identity else { return }
            replaced = .fade
        default:
            return
        }
        let key = TrackKey(path: path, attribute: .contentChange)
        let track = AnimationTrack(from: [0], to: [1], animation: animation.resolvedSpec, at: time + animation.delay)
        setTrack(key, track)
        // A change while the last one plays starts from the content laid out last.
        departingViews.removeAll { $0.replacedContent != nil && $0.placed.node.path == path }
        departingViews.append(DepartingView(placed: old, parentPath: path, index: 0, tracks: [key: track], replacedContent: replaced))
    }
}
