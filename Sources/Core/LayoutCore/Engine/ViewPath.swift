/// A view's structural identity: the builder positions, `ForEach` ids, `.id` values and view types on the
/// way from the root. Two builds give the same path to the same view while it keeps its place.
///
/// A path is a chain of links from its last component back to the root, so a path one level deeper shares
/// every link of its parent and appending costs one small object, whatever the depth. Paths are compared
/// many times per update, so two paths are taken as equal when their depths and 64-bit digests (SipHash,
/// chained as components are appended) are.
package struct ViewPath: Hashable, CustomStringConvertible {
    /// One component and the path up to it.
    private final class Link {
        let parent: Link?
        let component: AnyHashable
        let depth: Int
        let digest: Int

        init(parent: Link?, component: AnyHashable) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
            var hasher = Hasher()
            hasher.combine(parent?.digest ?? 0)
            hasher.combine(component)
            digest = hasher.finalize()
        }
    }

    /// The last component's link; nil for the root.
    private var last: Link?

    /// Whether this is the path of the outermost node of the `ForEach` element identified by `id`: the
    /// element's view type, after the element's id, after a `ForEach`.
    package func isForEachElement(_ id: AnyHashable) -> Bool {
        guard let parent = last?.parent, parent.component == id,
              let forEach = parent.parent?.component.base as? ViewTypeComponent else { return false }
        return forEach.type is any ForEachView.Type
    }

    /// The id of the `ForEach` element whose outermost node this is the path of, or nil.
    package var forEachElementID: AnyHashable? {
        guard let parent = last?.parent, let forEach = parent.parent?.component.base as? ViewTypeComponent,
              forEach.type is any ForEachView.Type else { return nil }
        return parent.component
    }

    /// The root path.
    package init() {}

    /// The number of components.
    package var depth: Int { last?.depth ?? 0 }

    /// The components from the root down.
    package var components: [AnyHashable] {
        var reversed: [AnyHashable] = []
        reversed.reserveCapacity(depth)
        var link = last
        while let current = link {
            reversed.append(current.component)
            link = current.parent
        }
        return reversed.reversed()
    }

    /// Every path from the first component down to this one, shortest first.
    package var prefixes: [ViewPath] {
        var paths: [ViewPath] = []
        paths.reserveCapacity(depth)
        var link = last
        while let current = link {
            paths.append(ViewPath(last: current))
            link = current.parent
        }
        return paths.reversed()
    }

    private init(last: Link?) { self.last = last }

    /// Adds one level.
    package mutating func append(_ component: AnyHashable) {
        last = Link(parent: last, component: component)
    }

    /// This path one level deeper.
    package func appending(_ component: AnyHashable) -> ViewPath {
        ViewPath(last: Link(parent: last, component: component))
    }

    package static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        lhs.last === rhs.last || (lhs.last?.digest == rhs.last?.digest && lhs.depth == rhs.depth)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(last?.digest ?? 0) }

    package var description: String { components.map { "\($0.base)" }.joined(separator: "/") }

    /// The path without the components every modifier and builder adds (`ModifiedContent`, `content`,
    /// `TupleView`, `Optional`): the views a reader sees in the source, e.g.
    /// `IconGrid/GeometryReader/ZStack/1/VStack/LazyVGrid/ForEach/15/id:cell-15`. Not unique.
    package var compactDescription: String {
        components.map { "\($0.base)" }.filter { !ViewPath.structural.contains($0) }.joined(separator: "/")
    }

    private static let structural: Set<String> = ["ModifiedContent", "content", "TupleView", "Optional", "AnyView"]

    /// The name of the innermost view type on the path that the user wrote (`CardView`, `IconGrid`): the
    /// view whose body this view is declared in, as a reader of the source knows it. Nil when the path has
    /// none (a tree of library views only).
    package var userViewTypeName: String? {
        var link = last
        while let current = link {
            if let type = current.component.base as? ViewTypeComponent, type.isUserView { return type.description }
            link = current.parent
        }
        return nil
    }

    /// Whether this path lies strictly inside `other`: it starts with all of `other`'s components.
    package func isDescendant(of other: ViewPath) -> Bool {
        guard depth > other.depth else { return false }
        var mine = last
        while let link = mine, link.depth > other.depth { mine = link.parent }
        var theirs = other.last
        // Compare component by component until the two chains meet in a shared link.
        while let a = mine, let b = theirs, a !== b {
            guard a.component == b.component else { return false }
            mine = a.parent
            theirs = b.parent
        }
        return true
    }
}
