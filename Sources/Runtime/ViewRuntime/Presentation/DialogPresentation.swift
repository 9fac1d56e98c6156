import LayoutCore

/// A confirmation dialog's measures, from UIKit's `UIAlertController` (.actionSheet) on iPhone: cards
/// 8 pt from the window's sides and bottom (above the bottom safe area), corners of 14 pt, 57-pt rows in
/// 20-pt regular accent blue, the title in 13-pt semibold grey, the Cancel row in its own card 8 pt
/// below, in 20-pt semibold; the window behind dimmed by black at 20%.
enum DialogMetrics {
    static let margin: CGFloat = 8
    static let rowHeight: CGFloat = 57
    static let actionFont = Font.system(size: 20)
    static let cancelFont = Font.system(size: 20, weight: .semibold)
    static let titleFont = Font.system(size: 13, weight: .semibold)
    static let titleColor = Color(red: 138.0 / 255, green: 138.0 / 255, blue: 142.0 / 255)
    static let cancelBackground = Color.white
}

extension View {
    /// Presents an action sheet of `actions` at the bottom of the window while `isPresented` is true, with
    /// a Cancel row below them; any row closes it. The title shows when `titleVisibility` is `.visible`
    /// (on iPhone, `.automatic` hides it).
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier> {
        presentation(.confirmationDialog(title: title, showsTitle: titleVisibility == .visible, message: nil),
                     isPresented: isPresented, onDismiss: nil, content: actions)
    }

    /// An action sheet with a `message` under its title (the title then shows unless hidden).
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _PresentationModifier> {
        presentation(.confirmationDialog(title: title, showsTitle: titleVisibility != .hidden, message: AnyView(message())),
                     isPresented: isPresented, onDismiss: nil, content: actions)
    }
}

/// A presented confirmation dialog: the actions' card and the Cancel card at the bottom, sliding up.
struct DialogPresentation: View, PrimitiveView {
    let title: String?
    let message: AnyView?
    let actions: AnyView
    let dismiss: DismissAction
    let bottomInset: CGFloat

    var body: Never { fatalError("DialogPresentation has no body") }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let dismiss = self.dismiss
        let close = { withAnimation(PresentationView.animation) { dismiss() } }
        let styled = actions.font(DialogMetrics.actionFont).foregroundColor(NavigationBarMetrics.accent)
        let nodes = LayoutCore.makeNodes(styled, in: environment.appendingPath("actions"))
        let rows = nodes.map { node in
            AnyView(BuiltNodes(nodes: [node])
                .frame(maxWidth: .infinity)
                .frame(height: DialogMetrics.rowHeight)
                .contentShape(Rectangle())
                .simultaneousGesture(TapGesture().onEnded { close() }))
        }
        let sheet = VStack(spacing: DialogMetrics.margin) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 4) {
                        if let title { Text(title).font(DialogMetrics.titleFont) }
                        if let message { message.font(.system(size: 13)) }
                    }
                    .foregroundColor(DialogMetrics.titleColor)
                    .padding(.vertical, 14)
                    .frame(maxWidth: .infinity)
                }
                ForEach(rows.indices, id: \.self) { index in
                    if index > 0 || title != nil || message != nil { AlertMetrics.separator.frame(height: 1.0 / 3) }
                    rows[index]
                }
            }
            .font(DialogMetrics.actionFont)
            .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius).fill(AlertMetrics.background))
            Text("Cancel").font(DialogMetrics.cancelFont)
                .frame(maxWidth: .infinity)
                .frame(height: DialogMetrics.rowHeight)
                .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius).fill(DialogMetrics.cancelBackground))
                .contentShape(Rectangle())
                .onTapGesture { close() }
        }
        .foregroundColor(NavigationBarMetrics.accent)
        .id(PresentationIDs.dialog)
        .padding(.horizontal, DialogMetrics.margin)
        .padding(.bottom, DialogMetrics.margin + bottomInset)
        .transition(.move(edge: .bottom))
        let layer = Group {
            PresentationBackdrop(opacity: AlertMetrics.dimming, tap: close)
            sheet
        }
        return LayoutCore.makeNodes(layer, in: environment.appendingPath("layer"))
    }
}
