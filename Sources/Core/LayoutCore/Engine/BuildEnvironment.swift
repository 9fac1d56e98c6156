import Foundation

/// What a view inherits while it is built, by its short name inside the package.
package typealias BuildEnvironment = _BuildEnvironment

/// What a view inherits from its ancestors while it is turned into layout nodes (nothing of it is public
/// but its name, for `View._makeNodes`).
public struct _BuildEnvironment {
    /// The style shapes and text use when they set none of their own.
    var foreground: Paint?
    /// The font text uses.
    var font: Font = .body
    /// What text modifiers (`fontWeight`, `italic`, ...) change about the font of the text inside.
    var fontChanges = FontChanges()
    /// How the text inside lays out and decorates its lines (`lineLimit`, `multilineTextAlignment`, ...).
    var textOptions = TextOptions()
    /// The values `@Environment` reads (`.environment(_:_:)` sets them).
    package var values = EnvironmentValues()
    /// Where warnings about bad input go.
    package var diagnostics = LayoutDiagnostics()
    /// The structural identity of the view being built.
    package var path = ViewPath()
    /// The axis of the nearest stack the view is in (a `Divider` draws across it), or nil outside stacks.
    package var stackAxis: Axis?
    /// The runtime's hooks (dynamic properties), or nil for a plain layout.
    package var hooks: (any ViewBuildHooks)?

    /// An environment with nothing inherited.
    package init() {}

    /// What views built in this environment inherit from their parents: the foreground, the font and the
    /// text settings.
    package var inherited: InheritedValues {
        InheritedValues(foreground: foreground, font: font, fontChanges: fontChanges, textOptions: textOptions,
                        dynamicTypeSize: values.dynamicTypeSize)
    }

    /// This environment one level deeper in the structure, at `component`.
    package func appendingPath(_ component: AnyHashable) -> BuildEnvironment {
        var next = self
        next.path.append(component)
        return next
    }
}

/// What a view inherits from its parents' environment and draws with (no references to the runtime, so a
/// runtime can keep it).
package struct InheritedValues: Equatable {
    var foreground: Paint?
    var font: Font
    var fontChanges: FontChanges
    var textOptions: TextOptions
    var dynamicTypeSize: DynamicTypeSize
}

/// What a runtime plugs into node building: it builds custom views (connecting their dynamic properties,
/// their state storage and namespaces, to the view's identity, and deciding whether the body must be
/// read again) and keeps derived nodes from one build to the next.
package protocol ViewBuildHooks: AnyObject {
    /// Connects `view`'s dynamic properties to the storage for `environment.path` and to the
    /// environment's values (a custom view modifier's, say).
    func prepare(_ view: Any, in environment: BuildEnvironment)
    /// The nodes of custom `view` at `environment.path`: its body's nodes, or the last build's when nothing
    /// the view depends on changed (SwiftUI reads a body again only when the view's inputs or the state it
    /// read changed).
    func customViewNodes<V: View>(_ view: V, in environment: BuildEnvironment) -> [Node]
    /// The node the last build made for `key`, if it made one.
    func lastDerivedNode(for key: DerivedNodeKey) -> DerivedNode?
    /// Keeps `derived`, made by this build for `key`, for the next build.
    func keepDerivedNode(_ derived: DerivedNode, for key: DerivedNodeKey)
    /// What the lazy container at `path` builds, read by the view being built (a change builds it again);
    /// nil when the runtime builds every container whole.
    func lazyContainer(at path: ViewPath) -> LazyContainerState?
}

/// What a lazy container learns from the runtime: the items to build (nil until the runtime has seen
/// where it is) and the marker to wrap itself in, through which the runtime asks for other items after a
/// layout.
package struct LazyContainerState {
    /// The items to build; nil before the first layout.
    package var builtItems: Range<Int>?
    /// Makes the marker from the container's items and how many nodes each built item made.
    package var marker: (LazyItems, _ nodeCounts: [Int]) -> any NodeMarker

    /// A container's state.
    package init(builtItems: Range<Int>?, marker: @escaping (LazyItems, _ nodeCounts: [Int]) -> any NodeMarker) {
        self.builtItems = builtItems
        self.marker = marker
    }
}

extension ViewBuildHooks {
    /// Connects the view's dynamic properties and builds its body every time.
    package func customViewNodes<V: View>(_ view: V, in environment: BuildEnvironment) -> [Node] {
        prepare(view, in: environment)
        return makeNodes(view.body, in: environment)
    }
    /// Finds nothing.
    package func lastDerivedNode(for key: DerivedNodeKey) -> DerivedNode? { nil }
    /// Keeps nothing.
    package func keepDerivedNode(_ derived: DerivedNode, for key: DerivedNodeKey) {}
    /// Builds every container whole.
    package func lazyContainer(at path: ViewPath) -> LazyContainerState? { nil }
}
