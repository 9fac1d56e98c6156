import LayoutCore

/// What `.accessibilityLabel`, `.accessibilityHint` and `.accessibilityHidden` declare about a view.
struct AccessibilityMarker: NodeMarker {
    var label: String?
    var hint: String?
    var hidden: Bool?
}

extension View {
    /// Gives this view `label` for VoiceOver: the view and what it contains read as one element.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_RuntimeMarkerModifier(marker: AccessibilityMarker(label: label.plainString)))
    }

    /// Gives this view `label` for VoiceOver: the view and what it contains read as one element.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_RuntimeMarkerModifier(marker: AccessibilityMarker(label: String(label))))
    }

    /// Tells VoiceOver what happens when this view is used (read after its label).
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(_RuntimeMarkerModifier(marker: AccessibilityMarker(hint: String(hint))))
    }

    /// Hides this view and what it contains from VoiceOver (when `hidden`).
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_RuntimeMarkerModifier(marker: AccessibilityMarker(hidden: hidden)))
    }
}

extension ViewGraph {
    /// What VoiceOver would read now, in the tree's order: each view given a label (`.accessibilityLabel`)
    /// as one element, with its hint; else each text, its characters; nothing inside `.accessibilityHidden(true)`,
    /// inside a transparent view or in a view on its way out. Each with its frame in the window.
    public var accessibilityElements: [(label: String, hint: String?, frame: CGRect)] {
        var elements: [(label: String, hint: String?, frame: CGRect)] = []
        func visit(_ placed: PlacedNode, hint inherited: String?) {
            var hint = inherited
            switch placed.node.kind {
            case .opacity(let alpha) where alpha <= 0:
                return
            case .hidden:
                return
            case .marker(let marker):
                if marker is DepartingMarker { return }
                if let accessibility = marker as? AccessibilityMarker {
                    if accessibility.hidden == true { return }
                    if let declared = accessibility.hint { hint = declared }
                    if let label = accessibility.label {
                        elements.append((label, hint ?? innerHint(of: placed), placed.frame))
                        return
                    }
                }
            case .text(let string, _, _, _):
                elements.append((string, hint, placed.frame))
            case .styledText(let runs, _):
                elements.append((runs.map(\.text).joined(), hint, placed.frame))
            default:
                break
            }
            for child in TreeWalk.drawOrder(placed) { visit(child, hint: hint) }
        }
        visit(presentedRoot, hint: nil)
        return elements
    }

    /// A hint declared inside a labelled view (`.accessibilityHint` under its `.accessibilityLabel`).
    private func innerHint(of placed: PlacedNode) -> String? {
        var stack = placed.children
        while let node = stack.popLast() {
            if case .marker(let marker) = node.node.kind, let hint = (marker as? AccessibilityMarker)?.hint { return hint }
            stack.append(contentsOf: node.children)
        }
        return nil
    }
}
