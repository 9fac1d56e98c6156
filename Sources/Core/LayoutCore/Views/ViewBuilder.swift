/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One statement builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several statements build a `TupleView` of all of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(content: (repeat each content))
    }
    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// An `if #available` block passes its view through.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// Several views side by side in a builder, laid out by the container that holds them.
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    private let builder: (BuildEnvironment) -> [Node]
    private let itemsBuilder: (BuildEnvironment) -> LazyItems

    init<each Content: View>(content: (repeat each Content)) where T == (repeat each Content) {
        value = content
        itemsBuilder = { environment in
            var parts: [LazyItems] = []
            var index = 0
            for view in repeat each content {
                parts.append(LayoutCore.lazyItems(view, in: environment.appendingPath(index)))
                index += 1
            }
            return LazyItems(concatenating: parts)
        }
        builder = { environment in
            var nodes: [Node] = []
            var index = 0
            for view in repeat each content {
                nodes.append(contentsOf: LayoutCore.makeNodes(view, in: environment.appendingPath(index)))
                index += 1
            }
            return nodes
        }
    }

    /// TupleView is a primitive view.
    public var body: Never { fatalError("TupleView has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { builder(environment) }
}

extension TupleView: LazyItemsContent {
    package func lazyItems(in environment: BuildEnvironment) -> LazyItems { itemsBuilder(environment) }
}

/// One of two views, chosen by an `if`/`else` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    /// _ConditionalContent is a primitive view.
    public var body: Never { fatalError("_ConditionalContent has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        switch storage {
        case .trueContent(let view): return LayoutCore.makeNodes(view, in: environment.appendingPath(true))
        case .falseContent(let view): return LayoutCore.makeNodes(view, in: environment.appendingPath(false))
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Optional is a primitive view: `nil` contributes nothing.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        switch self {
        case .some(let view): return LayoutCore.makeNodes(view, in: environment)
        case .none: return []
        }
    }
}

/// A view with no content and no size.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}
    /// EmptyView is a primitive view.
    public var body: Never { fatalError("EmptyView has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { [] }
}

/// Groups views without laying them out; modifiers on a group apply to each of its views.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Group is a primitive view.
    public var body: Never { fatalError("Group has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { LayoutCore.makeNodes(content, in: environment) }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    private let builder: (BuildEnvironment) -> [Node]
    /// Wraps `view`, hiding its type.
    public init<V: View>(_ view: V) { builder = { LayoutCore.makeNodes(view, in: $0) } }
    /// AnyView is a primitive view.
    public var body: Never { fatalError("AnyView has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { builder(environment) }
}

/// Builds one view per element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The elements.
    public var data: Data
    /// The view for one element.
    public var content: (Data.Element) -> Content
    let idPath: KeyPath<Data.Element, ID>

    /// One view per element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idPath = id
        self.content = content
    }

    /// ForEach is a primitive view.
    public var body: Never { fatalError("ForEach has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        data.flatMap { LayoutCore.makeNodes(content($0), in: environment.appendingPath($0[keyPath: idPath])) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in `data`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
