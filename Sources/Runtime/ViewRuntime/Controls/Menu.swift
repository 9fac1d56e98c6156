import LayoutCore

/// A button that shows a list of actions, as SwiftUI's `Menu`: a tap on its label (drawn as a default
/// button) opens the list below it; choosing an item runs its action and closes the list; a tap on the
/// label again closes it.
///
/// The list looks like iOS's menu: 250 pt wide, white with 13 pt corners and a soft shadow, one 44 pt row
/// per button (17 pt text, 16 pt side padding; a `Divider` in the content parts rows). HeroSim draws it
/// as an overlay of the menu's label, raised above its siblings (`zIndex`), not in a window-wide layer as
/// iOS does, and a tap elsewhere does not close it.
public struct Menu<Label: View, Content: View>: View, BuiltInView {
    let label: Label
    let content: Content
    /// Whether the list opens above the label, trailing edges aligned (a menu picker in a list row, whose
    /// later rows would draw over a list below it), instead of below it, leading edges aligned.
    var opensAbove = false
    @State private var isOpen = false

    /// A menu of the buttons `content` builds, opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label, and the list below it while open.
    public var body: some View {
        Button { isOpen.toggle() } label: { label }
            .overlay(alignment: opensAbove ? .topTrailing : .bottomLeading) {
                if isOpen {
                    MenuList(close: { isOpen = false }) { content }
                        .alignmentGuide(.bottom) { _ in -6 }
                        .alignmentGuide(.top) { d in d.height + 6 }
                }
            }
            .zIndex(isOpen ? 1 : 0)
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }
}

extension Menu where Label == ViewRuntime.Label<Text, Image> {
    /// A menu titled `title` with the SF Symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewRuntime.Label(String(title), systemImage: systemImage) }
    }
}

/// The open list of a menu: its buttons as rows.
struct MenuList<Content: View>: View, BuiltInView {
    /// The list's width (iOS's menus are 250 pt wide).
    static var width: CGFloat { 250 }
    let close: () -> Void
    let content: Content

    init(close: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.close = close
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .buttonStyle(MenuItemStyle(close: close))
            .frame(width: Self.width)
            .background(RoundedRectangle(cornerRadius: 13).fill(Color.white).shadow(color: Color(white: 0, opacity: 0.18), radius: 12, y: 4))
            .fixedSize()
    }
}

/// How a menu draws its buttons: full-width rows that run the action and close the menu.
struct MenuItemStyle: PrimitiveButtonStyle {
    let close: () -> Void

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                close()
            }
    }
}
