import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// A view the user wrote, with no id: the inspector names what changes in it after its type.
private struct Pill: View {
    var wide: Bool
    var body: some View {
        Capsule().fill(Color.blue).frame(width: wide ? 120 : 60, height: 20)
    }
}

/// Three views that change when the button is tapped: a `Pill` (no id), a square with `.id("trash")`
/// and a circle with matched-geometry id 3, with a spring written by duration and bounce; the square's
/// opacity has an animation of its own, delayed.
private struct LabelScene: View {
    @Namespace private var space
    @State private var open = false
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Color.gray.frame(width: 40, height: 40).id("button")
                .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: 0.3)) { open.toggle() } }
            Pill(wide: open)
            Color.red.frame(width: 40, height: 40)
                .opacity(open ? 0.5 : 1)
                .animation(.easeInOut(duration: 0.3).delay(0.1), value: open)
                .id("trash")
            Circle().fill(Color.green).frame(width: open ? 80 : 40, height: 40)
                .matchedGeometryEffect(id: 3, in: space)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The timeline labels what changed as the user's code reads: ids as written, else the user's view type,
/// and each animation as the code spelled it.
@Suite struct TimelineLabelTests {
    @Test func labelsReadAsTheUsersCode() throws {
        let graph = graph(LabelScene())
        graph.keepsReplayHistory = true
        graph.advance(to: 1)
        #expect(graph.tap(id: "button"))
        let animations = graph.recordedAnimations
        #expect(animations.map(\.code) == [".spring(duration: 0.5, bounce: 0.3)", ".easeInOut(duration: 0.3).delay(0.1)"])
        #expect(animations.map(\.start) == [1, 1.1])
        // The stack grows with the pill: it is declared in `LabelScene`'s body.
        #expect(animations[0].changes == ["LabelScene frame", "Pill frame", "id 3 frame"])
        #expect(animations[1].changes == ["\"trash\" opacity"])
        // The trace keeps the curve grammar.
        #expect(animations.map(\.curve) == [Animation.spring(duration: 0.5, bounce: 0.3).spec.description, "easeInOut 0.3s"])
    }

    @Test func aConfigsReplacementReadsAsItsCurve() throws {
        let graph = graph(LabelScene())
        graph.keepsReplayHistory = true
        graph.animationOverride = AnimationOverrides(all: .curve(.linear, duration: 0.25)).resolver
        graph.advance(to: 1)
        #expect(graph.tap(id: "button"))
        #expect(graph.recordedAnimations.map(\.code) == ["linear 0.25s", "linear 0.25s delay 0.1s"])
    }

    @Test func theNearestUserViewTypeNamesAView() {
        var path = ViewPath()
        #expect(path.userViewTypeName == nil)
        path.append(ViewTypeComponent(LabelScene.self))
        path.append(ViewTypeComponent(VStack<EmptyView>.self))
        path.append(0)
        path.append(ViewTypeComponent(Pill.self))
        path.append(ViewTypeComponent(Capsule.self))
        #expect(path.userViewTypeName == "Pill")
        // Library views made of other views are not the user's.
        path.append(ViewTypeComponent(ProgressView<EmptyView, EmptyView>.self))
        path.append(ViewTypeComponent(NavigationStack<NavigationPath, EmptyView>.self))
        #expect(path.userViewTypeName == "Pill")
    }
}
