import Foundation
import LayoutCore
import Observation
import ViewRuntime

/// The state of a generated scene: flags that conditions, lists and sizes read, held by an observable
/// model (changed from outside the graph and by taps).
@Observable final class FuzzModel {
    var flags = [false, false, false, false]
}

/// A generated view tree: stacks, overlays, grids, `if`/`else` with matched geometry between the
/// branches, `ForEach` lists whose length a flag sets, transitions, taps, views that own `@State`, and the
/// places hero code puts its matched views: children whose body is a bare `if` over a source still on
/// screen, followers behind a row of sources, scroll views, lazy stacks and sheets.
indirect enum FuzzNode {
    case leaf(color: Int, size: Int, growsWith: Int?)
    case stack(kind: Int, spacing: Int, children: [FuzzNode])
    case choice(flag: Int, matchedID: Int?, then: FuzzNode, otherwise: FuzzNode?)
    case list(flag: Int, item: FuzzNode)
    case overlay(FuzzNode, FuzzNode)
    case grid(columns: Int, count: Int, flag: Int)
    case tappable(flag: Int, animation: Int, FuzzNode)
    case owner(FuzzNode)
    case transition(kind: Int, FuzzNode)
    case effect(kind: Int, flag: Int, FuzzNode)
    case draggable(flag: Int, FuzzNode)
    case detail(source: FuzzNode, detail: FuzzNode, matchedID: Int, animation: Int, asOverlay: Bool)
    case tabs(count: Int, flag: Int, animation: Int)
    case scroll(horizontal: Bool, extent: Int, FuzzNode)
    case lazy(flag: Int, item: FuzzNode)
    case sheet(flag: Int, fullScreen: Bool, FuzzNode)

    /// Decodes a tree of at most `depth` levels from `reader`; `nextMatchedID` numbers the matched pairs
    /// (none inside a list, whose items would share their ids).
    static func decode(_ reader: inout ByteReader, depth: Int, nextMatchedID: inout Int, inList: Bool = false) -> FuzzNode {
        let kind = depth <= 0 || reader.isAtEnd ? 0 : reader.next(16)
        switch kind {
        case 1:
            let count = 1 + reader.next(3)
            let stackKind = reader.next(3), spacing = reader.next(3) * 4
            var children: [FuzzNode] = []
            for _ in 0..<count { children.append(decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList)) }
            return .stack(kind: stackKind, spacing: spacing, children: children)
        case 2:
            let flag = reader.next(4)
            var matched: Int?
            if reader.flag(), !inList {
                matched = nextMatchedID
                nextMatchedID += 1
            }
            let then = decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList)
            let otherwise = reader.flag() ? decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList) : nil
            return .choice(flag: flag, matchedID: matched, then: then, otherwise: otherwise)
        case 3:
            let flag = reader.next(4)
            return .list(flag: flag, item: decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: true))
        case 4:
            let base = decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList)
            return .overlay(base, decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList))
        case 5:
            return .grid(columns: 1 + reader.next(3), count: 1 + reader.next(6), flag: reader.next(4))
        case 6:
            let flag = reader.next(4), animation = reader.next(FuzzScene.animations.count)
            return .tappable(flag: flag, animation: animation, decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList))
        case 7:
            return .owner(decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList))
        case 8:
            let transition = reader.next(4)
            return .transition(kind: transition, decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList))
        case 9:
            let effect = reader.next(3), flag = reader.next(4)
            return .effect(kind: effect, flag: flag, decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList))
        case 10:
            let flag = reader.next(4)
            return .draggable(flag: flag, decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList))
        case 11 where !inList:
            // The source and the detail share an id, and both stay opaque while the detail is shown: its ids are
            // negative, so the check that one id is drawn opaque once knows them.
            let id = -1 - nextMatchedID
            nextMatchedID += 1
            let animation = reader.next(FuzzScene.animations.count), asOverlay = reader.flag()
            let source = decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList)
            let detail = decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList)
            return .detail(source: source, detail: detail, matchedID: id, animation: animation, asOverlay: asOverlay)
        case 12:
            return .tabs(count: 2 + reader.next(3), flag: reader.next(4), animation: reader.next(FuzzScene.animations.count))
        case 13:
            let horizontal = reader.flag(), extent = reader.next(3)
            return .scroll(horizontal: horizontal, extent: extent, decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList))
        case 14:
            let flag = reader.next(4)
            return .lazy(flag: flag, item: decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: true))
        case 15 where !inList:
            let flag = reader.next(4), fullScreen = reader.flag()
            return .sheet(flag: flag, fullScreen: fullScreen, decode(&reader, depth: depth - 1, nextMatchedID: &nextMatchedID, inList: inList))
        default:
            let grows = reader.flag() ? reader.next(4) : nil
            return .leaf(color: reader.next(FuzzScene.colors.count), size: reader.next(4), growsWith: grows)
        }
    }
}

/// What a generated scene draws with.
enum FuzzScene {
    static let colors: [Color] = [.red, .green, .blue, .orange, .purple, .gray]
    static let animations: [Animation?] = [nil, .linear(duration: 0.3), .easeInOut(duration: 0.5), .spring(), .bouncy, .easeOut(duration: 0.2)]
}

/// A generated scene's root: the model and a namespace for its matched pairs.
struct FuzzRootView: View {
    let node: FuzzNode
    let model: FuzzModel
    @Namespace private var namespace
    var body: some View { FuzzNodeView(node: node, model: model, namespace: namespace) }
}

/// One node of a generated scene.
struct FuzzNodeView: View {
    let node: FuzzNode
    let model: FuzzModel
    let namespace: Namespace.ID

    var body: some View {
        switch node {
        case let .leaf(color, size, grows):
            let side = CGFloat(10 + 15 * size) + (grows.map { model.flags[$0] ? 30 : 0 } ?? 0)
            FuzzScene.colors[color].frame(width: side, height: side * 0.75)
        case let .stack(kind, spacing, children):
            stack(kind, spacing: CGFloat(spacing), children)
        case let .choice(flag, matchedID, then, otherwise):
            if model.flags[flag] {
                matched(FuzzNodeView(node: then, model: model, namespace: namespace), id: matchedID)
            } else if let otherwise {
                matched(FuzzNodeView(node: otherwise, model: model, namespace: namespace), id: matchedID)
            }
        case let .list(flag, item):
            VStack(spacing: 2) {
                ForEach(0..<(model.flags[flag] ? 3 : 1), id: \.self) { _ in FuzzNodeView(node: item, model: model, namespace: namespace) }
            }
        case let .overlay(base, over):
            FuzzNodeView(node: base, model: model, namespace: namespace)
                .overlay(alignment: .topLeading) { FuzzNodeView(node: over, model: model, namespace: namespace) }
        case let .grid(columns, count, flag):
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: columns), spacing: 4) {
                ForEach(0..<(model.flags[flag] ? count + 2 : count), id: \.self) { index in
                    FuzzScene.colors[index % FuzzScene.colors.count].frame(height: 12)
                }
            }
            .frame(width: 120)
        case let .tappable(flag, animation, content):
            FuzzNodeView(node: content, model: model, namespace: namespace)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(FuzzScene.animations[animation]) { model.flags[flag].toggle() } }
        case let .owner(content):
            FuzzOwner(node: content, model: model, namespace: namespace)
        case let .transition(kind, content):
            FuzzNodeView(node: content, model: model, namespace: namespace).transition(transition(kind))
        case let .effect(kind, flag, content):
            effect(kind, on: model.flags[flag], FuzzNodeView(node: content, model: model, namespace: namespace))
        case let .draggable(flag, content):
            FuzzDraggable(node: content, model: model, namespace: namespace, flag: flag)
        case let .detail(source, detail, matchedID, animation, asOverlay):
            FuzzDetailParent(source: source, detail: detail, matchedID: matchedID, animation: FuzzScene.animations[animation],
                             asOverlay: asOverlay, model: model, namespace: namespace)
        case let .tabs(count, flag, animation):
            FuzzTabs(count: count, flag: flag, animation: FuzzScene.animations[animation], model: model)
        case let .scroll(horizontal, extent, content):
            scroll(horizontal: horizontal, extent: CGFloat(60 + 50 * extent), content)
        case let .lazy(flag, item):
            LazyVStack(spacing: 2) {
                ForEach(0..<(model.flags[flag] ? 5 : 2), id: \.self) { _ in FuzzNodeView(node: item, model: model, namespace: namespace) }
            }
        case let .sheet(flag, fullScreen, content):
            sheet(flag: flag, fullScreen: fullScreen, content)
        }
    }

    @ViewBuilder private func stack(_ kind: Int, spacing: CGFloat, _ children: [FuzzNode]) -> some View {
        let views = ForEach(children.indices, id: \.self) { FuzzNodeView(node: children[$0], model: model, namespace: namespace) }
        switch kind {
        case 0: HStack(alignment: .top, spacing: spacing) { views }
        case 1: VStack(alignment: .leading, spacing: spacing) { views }
        default: ZStack(alignment: .bottomTrailing) { views }
        }
    }

    /// `content` in a scroll view `extent` points long, with more after it so that it scrolls.
    @ViewBuilder private func scroll(horizontal: Bool, extent: CGFloat, _ content: FuzzNode) -> some View {
        let view = FuzzNodeView(node: content, model: model, namespace: namespace)
        if horizontal {
            ScrollView(.horizontal) { HStack(spacing: 4) { view; Color.gray.frame(width: 200, height: 10) } }.frame(width: extent)
        } else {
            ScrollView { VStack(spacing: 4) { view; Color.gray.frame(width: 10, height: 200) } }.frame(height: extent)
        }
    }

    /// A small tappable square presenting `content` in a sheet (or a full-screen cover) while flag `flag` is on.
    @ViewBuilder private func sheet(flag: Int, fullScreen: Bool, _ content: FuzzNode) -> some View {
        let model = model
        let isPresented = Binding(get: { model.flags[flag] }, set: { model.flags[flag] = $0 })
        let presented = FuzzNodeView(node: content, model: model, namespace: namespace)
        let opener = Color.purple.frame(width: 16, height: 16)
            .onTapGesture { withAnimation(.easeInOut(duration: 0.3)) { model.flags[flag].toggle() } }
        if fullScreen {
            opener.fullScreenCover(isPresented: isPresented) { presented }
        } else {
            opener.sheet(isPresented: isPresented) { presented }
        }
    }

    @ViewBuilder private func matched<Content: View>(_ content: Content, id: Int?) -> some View {
        if let id { content.matchedGeometryEffect(id: id, in: namespace) } else { content }
    }

    @ViewBuilder private func effect<Content: View>(_ kind: Int, on: Bool, _ content: Content) -> some View {
        switch kind {
        case 0: content.scaleEffect(on ? 1.5 : 1, anchor: .topLeading)
        case 1: content.rotationEffect(.degrees(on ? 30 : 0))
        default: content.blur(radius: on ? 4 : 0)
        }
    }

    private func transition(_ kind: Int) -> AnyTransition {
        switch kind {
        case 0: .opacity
        case 1: .scale
        case 2: .move(edge: .leading)
        default: .slide
        }
    }
}

/// A view that owns state: tapping it widens it.
struct FuzzOwner: View {
    let node: FuzzNode
    let model: FuzzModel
    let namespace: Namespace.ID
    @State private var wide = false

    var body: some View {
        FuzzNodeView(node: node, model: model, namespace: namespace)
            .padding(wide ? 12 : 2)
            .onTapGesture { withAnimation(.easeInOut(duration: 0.25)) { wide.toggle() } }
    }
}

/// A view dragged by the pointer: it follows the drag (`@GestureState`), and a release toggles a flag.
struct FuzzDraggable: View {
    let node: FuzzNode
    let model: FuzzModel
    let namespace: Namespace.ID
    let flag: Int
    @GestureState private var drag = CGSize.zero

    var body: some View {
        FuzzNodeView(node: node, model: model, namespace: namespace)
            .offset(drag)
            .gesture(DragGesture()
                .updating($drag) { value, state, _ in state = value.translation }
                .onEnded { _ in withAnimation(.spring()) { model.flags[flag].toggle() } })
    }
}
