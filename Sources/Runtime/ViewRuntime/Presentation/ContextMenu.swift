import LayoutCore

extension View {
    /// Adds a context menu of `menuItems` (buttons, dividers): a long press (half a second) on this view
    /// lifts it above a dimmed window and opens the menu under it (above it, in the window's lower half);
    /// choosing an item runs its action and closes the menu, as does a tap outside it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuSource(content: self, menuItems: AnyView(menuItems()), preview: nil)
    }

    /// A context menu that lifts `preview` instead of this view: the preview at its own size with the menu
    /// under it, both in the middle of the window.
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                            @ViewBuilder preview: () -> Preview) -> some View {
        ContextMenuSource(content: self, menuItems: AnyView(menuItems()), preview: AnyView(preview()))
    }
}

/// A view with a context menu: hidden while its lifted copy shows in the presentation layer.
struct ContextMenuSource<Content: View>: View, BuiltInView {
    let content: Content
    let menuItems: AnyView
    let preview: AnyView?
    @State private var isPresented = false
    @State private var source = CGRect.zero

    var body: some View {
        let presented = $isPresented
        let lifted = ContextMenuMarker(source: source, preview: preview ?? AnyView(content), customPreview: preview != nil)
        content
            .opacity(isPresented && preview == nil ? 0 : 1)
            .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { source = $0 }
            .gesture(LongPressGesture(minimumDuration: ContextMenuMetrics.pressDuration).onEnded { _ in
                withAnimation(PresentationView.animation) { presented.wrappedValue = true }
            })
            .modifier(_PresentationModifier(marker: PresentationMarker(
                style: .contextMenu(lifted), content: isPresented ? menuItems : nil,
                dismiss: DismissAction(action: { presented.wrappedValue = false }), onDismiss: nil)))
    }
}

/// What a context menu's layer lifts: the view's frame in the window and what to draw there.
struct ContextMenuMarker {
    let source: CGRect
    let preview: AnyView
    /// Whether `preview` is the menu's own preview (drawn at its size) rather than the view itself.
    let customPreview: Bool
}

/// A context menu's measures, after iOS 17: a half-second press; the preview's corners of 13 pt and a
/// soft shadow; the menu 8 pt from the preview; the window behind dimmed by black at 20%.
enum ContextMenuMetrics {
    static let pressDuration = 0.5
    static let cornerRadius: CGFloat = 13
    static let gap: CGFloat = 8
    static let dimming = 0.2
}

/// An open context menu: the lifted preview over a dimmed window, the menu under it (or above it when the
/// preview is in the window's lower half), aligned with the preview's leading edge (trailing, on the right)
/// and kept 8 pt inside the window.
struct ContextMenuPresentation: View, BuiltInView {
    let lifted: ContextMenuMarker
    let actions: AnyView
    let dismiss: DismissAction
    let window: CGSize

    var body: some View {
        let dismiss = self.dismiss
        let close = { withAnimation(PresentationView.animation) { dismiss() } }
        let source = lifted.source
        // A custom preview and its menu sit in the middle of the window; the view itself, where it is.
        let opensAbove = !lifted.customPreview && source.midY > window.height / 2
        let trailing = !lifted.customPreview && source.midX > window.width / 2
        let menu = MenuList(close: close) { actions }
            .offset(x: lifted.customPreview ? 0 : menuShift(trailing: trailing))
            .transition(.scale(scale: 0.6, anchor: opensAbove ? .bottom : .top).combined(with: .opacity))
        let preview = previewCard
        PresentationBackdrop(opacity: ContextMenuMetrics.dimming, tap: close).overlay(alignment: .topLeading) {
            VStack(alignment: trailing ? .trailing : .leading, spacing: ContextMenuMetrics.gap) {
                if opensAbove { menu }
                preview
                if !opensAbove { menu }
            }
            .alignmentGuide(.leading) { d in
                lifted.customPreview ? d.width / 2 : (trailing ? d.width - source.width : 0)
            }
            .alignmentGuide(.top) { d in lifted.customPreview ? d.height / 2 : (opensAbove ? d.height - previewHeight : 0) }
            .offset(x: lifted.customPreview ? window.width / 2 : source.minX, y: lifted.customPreview ? window.height / 2 : source.minY)
            .id(PresentationIDs.contextMenu)
        }
    }

    /// How far the menu moves sideways to stay 8 pt inside the window, aligned as it is with the view.
    private func menuShift(trailing: Bool) -> CGFloat {
        let width = MenuList<EmptyView>.width, margin = ContextMenuMetrics.gap
        let minX = trailing ? lifted.source.maxX - width : lifted.source.minX
        return max(min(minX, window.width - margin - width), margin) - minX
    }

    /// The preview's height when it is the view itself.
    private var previewHeight: CGFloat { lifted.customPreview ? 0 : lifted.source.height }

    /// The lifted preview: the view at its frame's size, or the custom preview at its own, rounded and shadowed.
    @ViewBuilder private var previewCard: some View {
        let shape = RoundedRectangle(cornerRadius: ContextMenuMetrics.cornerRadius, style: .continuous)
        if lifted.customPreview {
            lifted.preview.fixedSize()
                .clipShape(shape)
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 20, y: 6)
        } else {
            lifted.preview
                .frame(width: lifted.source.width, height: lifted.source.height)
                .clipShape(shape)
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 20, y: 6)
        }
    }
}
