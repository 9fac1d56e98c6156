import Foundation

/// A lazy container's content seen as items it can build one at a time: each `ForEach` element is an
/// item, and each other view of the content is one.
package struct LazyItems {
    /// How many items there are.
    package let count: Int
    /// The nodes of item `index` (a `ForEach` element's at the path an eager build gives it).
    package let make: (Int) -> [Node]
    /// The index of the item whose identity is `id` (a `ForEach` element's id), if there is one.
    package let index: (AnyHashable) -> Int?
    /// What item `index` is in a list: a row, or a section's header, row or footer.
    package let role: (Int) -> ListItemRole

    /// Items made by `make`.
    package init(count: Int, make: @escaping (Int) -> [Node], index: @escaping (AnyHashable) -> Int? = { _ in nil },
                 role: @escaping (Int) -> ListItemRole = { _ in .row }) {
        self.count = count
        self.make = make
        self.index = index
        self.role = role
    }

    /// The items of `wanted` that exist, built in order: their nodes and how many each made.
    package func build(_ wanted: Range<Int>) -> (built: Range<Int>, children: [Node], nodeCounts: [Int]) {
        let built = min(wanted.lowerBound, count)..<min(max(wanted.upperBound, wanted.lowerBound), count)
        var children: [Node] = []
        var nodeCounts: [Int] = []
        for item in built {
            let nodes = make(item)
            nodeCounts.append(nodes.count)
            children.append(contentsOf: nodes)
        }
        return (built, children, nodeCounts)
    }

    /// Every item of `parts`, in order.
    package init(concatenating parts: [LazyItems]) {
        let starts = parts.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        func part(of item: Int) -> Int? {
            guard item >= 0, item < starts.last! else { return nil }
            var low = 0, high = parts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= item { low = middle } else { high = middle - 1 }
            }
            return low
        }
        self.init(count: starts.last!, make: { item in
            guard let p = part(of: item) else { return [] }
            return parts[p].make(item - starts[p])
        }, index: { id in
            for (p, items) in parts.enumerated() { if let i = items.index(id) { return starts[p] + i } }
            return nil
        }, role: { item in
            guard let p = part(of: item) else { return .row }
            return parts[p].role(item - starts[p])
        })
    }
}

/// What an item is in a `List`: a row of its own (rows side by side make one group), or part of a
/// `Section` (its header, one of its rows, its footer).
package enum ListItemRole: Equatable, Sendable {
    /// A row outside any section.
    case row
    /// A section's header.
    case header
    /// A section's row; the first and last ones round the group's corners.
    case sectionRow(first: Bool, last: Bool)
    /// A section's footer.
    case footer
}

/// Views whose content a lazy container can build item by item.
package protocol LazyItemsContent {
    /// The items, built in `environment` (the view's own path already appended).
    func lazyItems(in environment: BuildEnvironment) -> LazyItems
}

/// The items of `view`: a `ForEach`'s elements, a builder block's views' items in order, or the view as
/// one item. Each item builds at the path an eager build gives it, so its identity and state are the
/// same whether a stack is lazy or not.
package func lazyItems<V: View>(_ view: V, in environment: BuildEnvironment) -> LazyItems {
    if let content = view as? any LazyItemsContent {
        var inner = environment
        inner.path.append(ViewTypeComponent(V.self))
        return content.lazyItems(in: inner)
    }
    return LazyItems(count: 1, make: { _ in makeNodes(view, in: environment) })
}

extension ForEach: LazyItemsContent {
    package func lazyItems(in environment: BuildEnvironment) -> LazyItems {
        let data = self.data, content = self.content, idPath = self.idPath
        return LazyItems(count: data.count, make: { index in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            return LayoutCore.makeNodes(content(element), in: environment.appendingPath(element[keyPath: idPath]))
        }, index: { id in
            var offset = 0
            for element in data {
                if AnyHashable(element[keyPath: idPath]) == id { return offset }
                offset += 1
            }
            return nil
        })
    }
}

extension Group: LazyItemsContent {
    package func lazyItems(in environment: BuildEnvironment) -> LazyItems { LayoutCore.lazyItems(content, in: environment) }
}

/// `ForEach`, whatever its generic arguments (a scroll view's `scrollTo` finds an element by its id).
package protocol ForEachView {}

extension ForEach: ForEachView {}
