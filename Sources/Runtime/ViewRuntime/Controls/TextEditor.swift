import LayoutCore

/// A control that edits multi-line text, as SwiftUI's `TextEditor`: it takes the space offered, shows its
/// text from the top-leading corner wrapped to its width, and a tap focuses it (as a `TextField`, also
/// through `@FocusState`); typed text is added at the end, return starts a new line, backspace removes the
/// last character. A focused editor shows a caret in the tint after its text. It draws no border or
/// background, as on iOS (add your own).
public struct TextEditor: View, BuiltInView {
    let text: Binding<String>
    private let focus = TextFocusAccess()
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.focusBinding) private var focusBinding

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }

    /// The wrapped text, the caret while focused, and the keyboard's way in.
    public var body: some View {
        let text = self.text, focus = self.focus, focusBinding = self.focusBinding
        let focused = (focusBinding.map { $0.isFocused() } ?? focus.isFocused) && isEnabled
        // The caret is a thin bar in the tint at the end of the last line (a hair space keeps it off the text).
        let shown = focused ? Text(text.wrappedValue) + Text("\u{200A}\u{258F}").foregroundColor(tint ?? .accentColor) : Text(text.wrappedValue)
        shown
            .foregroundStyle(isEnabled ? Color.primary : ControlColors.disabled)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .contentShape(Rectangle())
            .onTapGesture {
                if let focusBinding { focusBinding.focus() } else { focus.setFocused(true) }
            }
            .modifier(FocusedInput(active: focused, text: text) { text.wrappedValue += "\n" })
    }
}
