import LayoutCore

/// A presentation a view declares (`.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`,
/// `.popover`, `.contextMenu`): found in the built tree and shown by the window's presentation layer above everything.
struct PresentationMarker: NodeMarker {
    /// How it is shown.
    enum Style {
        case sheet
        case fullScreenCover
        case alert(title: String, message: AnyView?)
        case confirmationDialog(title: String, showsTitle: Bool, message: AnyView?)
        case contextMenu(ContextMenuMarker)
        /// A control's editor on a card in the middle of the window.
        case card
    }

    let style: Style
    /// The content while presented (the actions of an alert or a dialog), nil while not.
    let content: AnyView?
    /// Ends the presentation (sets the binding to false or the item to nil).
    let dismiss: DismissAction
    /// Runs when the presentation ends.
    let onDismiss: (() -> Void)?
}

/// Wraps the modified view's nodes in a presentation marker and tells the runtime the tree has some.
public struct _PresentationModifier: ViewModifier, PrimitiveModifier {
    let marker: PresentationMarker
    /// Built-in modifiers have no body.
    public typealias Body = Never

    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        (environment.hooks as? StateStore)?.usesPresentations = true
        let nodes = content(environment)
        return nodes.indices.map { index in
            var wrapper = Node(.marker(marker), children: [nodes[index]])
            wrapper.path = nodes.count == 1 ? environment.path : environment.path.appending(index)
            return wrapper
        }
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true: a card from the bottom over a dimmed
    /// backdrop, at its `presentationDetents` (`.large` unless said); dragging it down past a third of its
    /// height, a flick, a tap on the backdrop or `\.dismiss` closes it and runs `onDismiss`.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil; closing the sheet sets it to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                        @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        let value = item.wrappedValue
        return modifier(_PresentationModifier(marker: PresentationMarker(
            style: .sheet, content: value.map { AnyView(content($0).id(AnyHashable($0.id))) },
            dismiss: DismissAction(action: { item.wrappedValue = nil }), onDismiss: onDismiss)))
    }

    /// Presents `content` over the whole window while `isPresented` is true; it slides up from the bottom.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` in a popover: on iPhone, as a sheet.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: UnitPoint = .center, arrowEdge: Edge = .top,
                                       @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        presentation(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
    }

    func presentation<Content: View>(_ style: PresentationMarker.Style, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
                                     content: () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(marker: PresentationMarker(
            style: style, content: isPresented.wrappedValue ? AnyView(content()) : nil,
            dismiss: DismissAction(action: { isPresented.wrappedValue = false }), onDismiss: onDismiss)))
    }
}
