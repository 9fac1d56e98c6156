import Foundation
import LayoutCore
import Motion

/// How a view's old content is drawn while its new content comes in.
enum ReplacedContent: Equatable {
    /// Fades out as the new content fades in.
    case fade
    /// The characters that changed roll out upwards (downwards when `down`) as the new ones roll in.
    case roll(down: Bool)
    /// A symbol scales to `out` and fades (at once when `out` is 1) as the new one grows from `into`.
    case replace(out: Double, into: Double)
}

extension TreeDiff {
    /// A text whose string changed in an animated change plays its content transition (`contentTransition(_:)`,
    /// `.opacity` unless set): its old text is kept as replaced content and the change's progress animates.
    mutating func startContentTransition(_ placed: PlacedNode, replacing old: PlacedNode, path: ViewPath, animation: Animation) {
        let replaced: ReplacedContent
        switch (placed.node.kind, old.node.kind) {
        case (.symbol(let glyph, _), .symbol(let oldGlyph, _)):
            guard glyph.name != oldGlyph.name || glyph.variants != oldGlyph.variants else { return }
            switch glyph.contentTransition.style {
            case .identity, .automatic: return
            case .symbolReplace(let out, let into): replaced = .replace(out: out, into: into)
            default: replaced = .fade
            }
        case (.text(let string, _, _, let options), .text(let oldString, _, _, let oldOptions)):
            guard string != oldString, options.contentTransition.animatesText else { return }
            replaced = options.contentTransition.rollsDown(from: oldOptions.contentTransition).map { .roll(down: $0) } ?? .fade
        case (.styledText(let runs, let options), .styledText(let oldRuns, _)):
            guard runs.map(\.text) != oldRuns.map(\.text), options.contentTransition.animatesText else { return }
            replaced = .fade
        case (.text(_, _, _, let options), .styledText), (.styledText(_, let options), .text):
            guard options.contentTransition.animatesText else { return }
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

extension ContentTransition {
    /// Whether a text's change plays this transition (a symbol effect leaves text as it is, as `.identity` does).
    var animatesText: Bool {
        switch style {
        case .identity, .symbolReplace: return false
        case .automatic, .opacity, .interpolate, .numeric, .numericValue: return true
        }
    }
}
