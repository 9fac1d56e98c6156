import LayoutCore

/// SwiftUI's `NavigationStack`: shows its root under a navigation bar, and pushes views on top of it.
///
/// A `NavigationLink`, a `navigationDestination(isPresented:)` or a change to the bound `path` pushes a
/// screen: it slides in from the trailing edge over 0.35 s while the screen under it moves a third of the
/// way to the leading edge, as UIKit's push; a pop (the back button, `\.dismiss`, a shorter path) reverses
/// it. Screens under the top one stay in the tree, so they keep their state.
public struct NavigationStack<Data, Root: View>: View, BuiltInView {
    let root: Root
    let boundPath: NavigationPathAccess?
    @State private var controller = NavigationController()
    /// The values pushed when no path is bound.
    @State private var ownValues: [AnyHashable] = []
    /// The views pushed by `NavigationLink(destination:)`, above the values.
    @State private var pushedViews: [PushedView] = []

    /// A stack showing `root`, keeping what is pushed itself.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = nil
    }

    /// A stack whose pushed values are `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = NavigationPathAccess(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A stack whose pushed values are the elements of `path` (an array of one `Hashable` type).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        boundPath = NavigationPathAccess(get: { path.wrappedValue.map { AnyHashable($0) } },
                                         set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) })
    }

    /// The screens, each under its bar.
    public var body: some View {
        let values = $ownValues
        let views = $pushedViews
        let access = boundPath ?? NavigationPathAccess(get: { values.wrappedValue }, set: { values.wrappedValue = $0 })
        let controller = self.controller
        controller.pushView = { view in
            controller.nextViewID += 1
            views.wrappedValue.append(PushedView(id: controller.nextViewID, view: view))
        }
        controller.pushValue = { value in access.set(access.get() + [value]) }
        controller.popTo = { depth in
            // Depth 1 is the first value pushed; the pushed views sit above the values.
            let valueCount = access.get().count
            let keepViews = max(0, depth - 1 - valueCount)
            if views.wrappedValue.count > keepViews { views.wrappedValue.removeLast(views.wrappedValue.count - keepViews) }
            let keepValues = min(valueCount, max(0, depth - 1))
            if valueCount > keepValues { access.set(Array(access.get().prefix(keepValues))) }
        }
        return NavigationScreens(root: AnyView(root), values: access.get(), pushedViews: pushedViews, controller: controller)
    }
}

/// SwiftUI's `NavigationView`: on iPhone, a `NavigationStack`.
public struct NavigationView<Content: View>: View, BuiltInView {
    let content: Content
    /// A navigation view showing `content` as its root.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A stack of `content`.
    public var body: some View { NavigationStack { content } }
}

/// A view pushed by a `NavigationLink(destination:)`, with the number that keeps its identity.
struct PushedView {
    let id: Int
    let view: AnyView
}
