import LayoutCore

/// SwiftUI's `Section`: rows under a header and above a footer. In a `List` or a `Form` it is one group
/// (a card with rounded corners in the inset grouped look), its header and footer small grey text
/// outside the card; elsewhere its header, content and footer simply follow one another.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Not a view with a body: its parts are laid out by the list or stack around it.
    public var body: Never { fatalError("Section has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        var nodes: [Node] = []
        if let header { nodes += LayoutCore.makeNodes(header, in: environment.appendingPath("header")) }
        nodes += LayoutCore.makeNodes(content, in: environment.appendingPath("content"))
        if let footer { nodes += LayoutCore.makeNodes(footer, in: environment.appendingPath("footer")) }
        return nodes
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        footer = nil
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = nil
    }

    /// A section with a header (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }
}

extension Section {
    /// A section with a header and a footer (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        header = Text(title)
        self.content = content()
        footer = nil
    }
}

extension Section: LazyItemsContent {
    /// The header, each row and the footer as items of their own, each with its role in the section.
    package func lazyItems(in environment: BuildEnvironment) -> LazyItems {
        var parts: [LazyItems] = []
        // In a list, a header and a footer are small grey text (a plain list's header, bold on grey).
        let plain = environment.values.listStyle == .plain
        let isInList = environment.values.isInList
        if let header {
            let nodes = {
                let at = environment.appendingPath("header")
                guard isInList else { return LayoutCore.makeNodes(header, in: at) }
                return plain ? LayoutCore.makeNodes(header.font(.headline), in: at)
                    : LayoutCore.makeNodes(header.font(.footnote).foregroundStyle(Color.secondary), in: at)
            }
            parts.append(LazyItems(count: 1, make: { _ in nodes() }, role: { _ in .header }))
        }
        let rows = LayoutCore.lazyItems(content, in: environment.appendingPath("content"))
        parts.append(LazyItems(count: rows.count, make: rows.make, index: rows.index,
                               role: { .sectionRow(first: $0 == 0, last: $0 == rows.count - 1) }))
        if let footer {
            let nodes = {
                let at = environment.appendingPath("footer")
                guard isInList else { return LayoutCore.makeNodes(footer, in: at) }
                return LayoutCore.makeNodes(footer.font(.footnote).foregroundStyle(Color.secondary), in: at)
            }
            parts.append(LazyItems(count: 1, make: { _ in nodes() }, role: { _ in .footer }))
        }
        return LazyItems(concatenating: parts)
    }
}
