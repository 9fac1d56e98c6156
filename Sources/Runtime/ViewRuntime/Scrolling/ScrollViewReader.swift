import LayoutCore

/// SwiftUI's `ScrollViewReader`: gives its content a proxy whose `scrollTo` scrolls the scroll views inside
/// the reader to a view by its id.
public struct ScrollViewReader<Content: View>: View, BuiltInView {
    let content: (ScrollViewProxy) -> Content
    @State private var requests = ScrollRequests()
    @State private var serial = 0

    /// A reader whose `content` receives the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// The content, with the proxy.
    public var body: some View {
        let serial = $serial
        let proxy = ScrollViewProxy(requests: requests, update: { serial.wrappedValue += 1 })
        return content(proxy).modifier(_RuntimeMarkerModifier(marker: ScrollReaderMarker(requests: requests)))
    }
}

/// What `ScrollViewReader` hands its content, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    let requests: ScrollRequests
    let update: () -> Void

    /// Scrolls the scroll views inside the reader so that the view with `id` (an `.id(_:)` or a `ForEach`
    /// element's id) shows: its `anchor` point at the viewport's same point, or, with no anchor, by as
    /// little as makes it wholly seen. Inside `withAnimation` the scroll animates.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests.pending = ScrollRequest(id: AnyHashable(id), anchor: anchor)
        update()
    }
}

/// A `scrollTo` waiting for the next layout.
struct ScrollRequest {
    let id: AnyHashable
    let anchor: UnitPoint?
    /// How many layouts it has waited for a lazy stack to build its target.
    var rounds = 0
}

/// A reader's `scrollTo` that the next layout carries out.
final class ScrollRequests {
    var pending: ScrollRequest?
}

/// A reader's node in the tree: where the runtime looks for its pending `scrollTo` after a layout.
struct ScrollReaderMarker: NodeMarker {
    let requests: ScrollRequests
}
