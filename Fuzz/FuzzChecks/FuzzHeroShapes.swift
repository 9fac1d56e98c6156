import Foundation
import LayoutCore
import ViewRuntime

// The shapes hero code takes where it lives: a child view whose whole body is a bare `if` (state handed down
// as a binding), a matched view that flies from a source still on screen, and a follower behind a row of
// sources (the selected-filter capsule).

/// The "detail overlay": a source that owns the state and, over it or beside it, a child whose body is a bare
/// `if` showing a view matched to the source's id. Tapping the source shows the detail, tapping the detail
/// hides it.
struct FuzzDetailParent: View {
    let source: FuzzNode
    let detail: FuzzNode
    let matchedID: Int
    let animation: Animation?
    let asOverlay: Bool
    let model: FuzzModel
    let namespace: Namespace.ID
    @State private var shown = false

    var body: some View {
        if asOverlay {
            sourceView.overlay(FuzzDetailChild(shown: $shown, node: detail, matchedID: matchedID, animation: animation, model: model, namespace: namespace))
        } else {
            ZStack(alignment: .topLeading) {
                sourceView
                FuzzDetailChild(shown: $shown, node: detail, matchedID: matchedID, animation: animation, model: model, namespace: namespace)
            }
        }
    }

    private var sourceView: some View {
        FuzzNodeView(node: source, model: model, namespace: namespace)
            .matchedGeometryEffect(id: matchedID, in: namespace)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(animation) { shown = true } }
    }
}

/// The detail: its body is a bare `if`.
struct FuzzDetailChild: View {
    @Binding var shown: Bool
    let node: FuzzNode
    let matchedID: Int
    let animation: Animation?
    let model: FuzzModel
    let namespace: Namespace.ID

    var body: some View {
        if shown {
            FuzzNodeView(node: node, model: model, namespace: namespace)
                .matchedGeometryEffect(id: matchedID, in: namespace)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(animation) { shown = false } }
        }
    }
}

/// A row of tabs, each the source of its own id, and a capsule behind the row that follows the selected one
/// (`isSource: false`); a model flag or a tap selects.
struct FuzzTabs: View {
    let count: Int
    let flag: Int
    let animation: Animation?
    let model: FuzzModel
    @Namespace private var tabs
    @State private var tapped: Int?

    var body: some View {
        let selected = tapped ?? (model.flags[flag] ? count - 1 : 0)
        HStack(spacing: 4) {
            ForEach(0..<count, id: \.self) { index in
                FuzzScene.colors[index % FuzzScene.colors.count].opacity(0.5)
                    .frame(width: CGFloat(20 + 10 * index), height: 16)
                    .matchedGeometryEffect(id: index, in: tabs)
                    .onTapGesture { withAnimation(animation) { tapped = index } }
            }
        }
        .background {
            Capsule().fill(Color.gray).matchedGeometryEffect(id: selected, in: tabs, isSource: false)
        }
    }
}
