import LayoutCore

/// An alert's measures, from UIKit's `UIAlertController` (.alert) on iOS 17: 270 pt wide, corners of
/// 14 pt, the title in 17-pt semibold and the message in 13-pt regular, centred, 20 pt from the top and
/// 16 pt from the sides; the actions in 44-pt rows under a hairline, side by side when there are two,
/// in 17-pt regular accent blue; the card in the light alert material (its blur approximated by an opaque
/// rgb(242, 242, 242)), the window behind dimmed by black at 20%.
enum AlertMetrics {
    static let width: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    static let titleFont = Font.system(size: 17, weight: .semibold)
    static let messageFont = Font.system(size: 13)
    static let actionFont = Font.system(size: 17)
    static let actionHeight: CGFloat = 44
    static let background = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 242.0 / 255)
    static let separator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.29)
    static let dimming = 0.2
}

extension View {
    /// Presents an alert titled `title` while `isPresented` is true, with `actions` (buttons) in its row;
    /// any action closes it. With no actions, an "OK" closes it.
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier> {
        presentation(.alert(title: title, message: nil), isPresented: isPresented, onDismiss: nil, content: actions)
    }

    /// Presents an alert with a `message` under its title.
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> ModifiedContent<Self, _PresentationModifier> {
        presentation(.alert(title: title, message: AnyView(message())), isPresented: isPresented, onDismiss: nil, content: actions)
    }
}

/// A presented alert: a centred card over a dimmed window; it fades and grows in.
struct AlertPresentation: View, PrimitiveView {
    let title: String
    let message: AnyView?
    let actions: AnyView
    let dismiss: DismissAction

    var body: Never { fatalError("AlertPresentation has no body") }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let actionEnvironment = environment.appendingPath("actions")
        // Built here, in the layer's environment, so the card's font and tint are given to them here.
        let styled = actions.font(AlertMetrics.actionFont).foregroundColor(NavigationBarMetrics.accent)
        var actionNodes = LayoutCore.makeNodes(styled, in: actionEnvironment)
        if actionNodes.isEmpty {
            actionNodes = LayoutCore.makeNodes(Text("OK").font(AlertMetrics.actionFont).foregroundColor(NavigationBarMetrics.accent),
                                               in: actionEnvironment.appendingPath("ok"))
        }
        let dismiss = self.dismiss
        let cells = actionNodes.map { node in
            AnyView(BuiltNodes(nodes: [node])
                .frame(maxWidth: .infinity)
                .frame(height: AlertMetrics.actionHeight)
                .contentShape(Rectangle())
                .simultaneousGesture(TapGesture().onEnded { withAnimation(PresentationView.animation) { dismiss() } }))
        }
        let card = VStack(spacing: 0) {
            VStack(spacing: 2) {
                Text(title).font(AlertMetrics.titleFont).foregroundColor(.primary)
                if let message { message.font(AlertMetrics.messageFont).foregroundColor(.primary) }
            }
            .padding(.horizontal, 16)
            .padding(.top, 20)
            .padding(.bottom, 20)
            AlertMetrics.separator.frame(height: 1.0 / 3)
            if cells.count == 2 {
                HStack(spacing: 0) {
                    cells[0]
                    AlertMetrics.separator.frame(width: 1.0 / 3, height: AlertMetrics.actionHeight)
                    cells[1]
                }
            } else {
                VStack(spacing: 0) {
                    ForEach(cells.indices, id: \.self) { index in
                        if index > 0 { AlertMetrics.separator.frame(height: 1.0 / 3) }
                        cells[index]
                    }
                }
            }
        }
        .font(AlertMetrics.actionFont)
        .foregroundColor(NavigationBarMetrics.accent)
        .frame(width: AlertMetrics.width)
        .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius).fill(AlertMetrics.background))
        .id(PresentationIDs.alert)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(.opacity.combined(with: .scale(scale: 1.1)))
        let layer = Group {
            PresentationBackdrop(opacity: AlertMetrics.dimming, tap: nil)
            card
        }
        return LayoutCore.makeNodes(layer, in: environment.appendingPath("layer"))
    }
}
