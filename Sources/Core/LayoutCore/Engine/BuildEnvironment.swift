import Foundation

/// What a view inherits from its ancestors while it is turned into layout nodes.
package struct BuildEnvironment {
    /// The style shapes and text use when they set none of their own.
    var foreground: Paint?
    /// The font text uses.
    var font: Font = .body
    /// Where warnings about bad input go.
    package var diagnostics = LayoutDiagnostics()
    /// The structural identity of the view being built.
    package var path = ViewPath()
    /// The runtime's hooks (dynamic properties), or nil for a plain layout.
    package var hooks: (any ViewBuildHooks)?

    /// An environment with nothing inherited.
    package init() {}

    /// What views built in this environment inherit from their parents: the foreground and the font.
    package var inherited: InheritedValues { InheritedValues(foreground: foreground, font: font) }

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
}

/// What a runtime plugs into node building: it connects a custom view's dynamic properties (its state
/// storage, namespaces) to the view's identity before the view's body is read.
package protocol ViewBuildHooks: AnyObject {
    /// Connects `view`'s dynamic properties to the storage for `path`.
    func prepare(_ view: Any, at path: ViewPath)
    /// The nodes an equatable custom `view` built at `path` in the last build, when they still hold: the
    /// view equals the one that built them, `environment` passes down the same values, and no state at or
    /// under `path` changed since. Nil means the body must be read again.
    func reusableNodes<V: View & Equatable>(at path: ViewPath, for view: V, in environment: BuildEnvironment) -> [Node]?
    /// An equatable custom view's body is about to be read at `path`.
    func willBuild(at path: ViewPath)
    /// The nodes an equatable custom `view` at `path` built from its body, to keep for the next build.
    func didBuild<V: View & Equatable>(_ nodes: [Node], at path: ViewPath, for view: V, in environment: BuildEnvironment)
    /// The node the last build made for `key`, if it made one.
    func lastDerivedNode(for key: DerivedNodeKey) -> DerivedNode?
    /// Keeps `derived`, made by this build for `key`, for the next build.
    func keepDerivedNode(_ derived: DerivedNode, for key: DerivedNodeKey)
}

extension ViewBuildHooks {
    /// Reuses nothing.
    package func reusableNodes<V: View & Equatable>(at path: ViewPath, for view: V, in environment: BuildEnvironment) -> [Node]? { nil }
    /// Does nothing.
    package func willBuild(at path: ViewPath) {}
    /// Keeps nothing.
    package func didBuild<V: View & Equatable>(_ nodes: [Node], at path: ViewPath, for view: V, in environment: BuildEnvironment) {}
    /// Finds nothing.
    package func lastDerivedNode(for key: DerivedNodeKey) -> DerivedNode? { nil }
    /// Keeps nothing.
    package func keepDerivedNode(_ derived: DerivedNode, for key: DerivedNodeKey) {}
}
