import LayoutCore

/// A control that edits a line of text, as SwiftUI's `TextField`: a tap focuses it, typed characters are
/// added to the bound text (`ViewGraph.type(_:)`, the window's keyboard), backspace (`.delete`) removes the
/// last one and return ends the editing. The title (or `prompt`) shows in UIKit's placeholder grey while
/// the text is empty; a focused field shows a 2 pt caret in the tint after its text. HeroSim edits at the
/// end of the text only (no caret movement, selection or input methods); `.onSubmit` runs at return.
///
/// The default style draws the text alone; `.textFieldStyle(.roundedBorder)` draws UIKit's rounded-rect
/// border style: white, 7 pt inside a 1 pt systemGray4 border with 5 pt corners (34 pt tall at 17 pt).
public struct TextField<Label: View>: View, BuiltInView {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A field editing `text`, with `prompt` as its placeholder and `label` describing it.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// The editable text.
    public var body: some View {
        EditableText(text: text, placeholder: prompt.map { AnyView($0) } ?? AnyView(label), isSecure: false)
    }
}

extension TextField where Label == Text {
    /// A field titled `title` (its placeholder) editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(String(title)) }
    }

    /// A field titled `title` editing `text`, with `prompt` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(String(title)) }
    }

    /// A field titled `title` editing `text` that grows along `axis` in SwiftUI; HeroSim's fields are one
    /// line, whatever the axis.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(text: text, prompt: prompt) { Text(String(title)) }
    }
}

/// A field whose text is drawn as dots, as SwiftUI's `SecureField`; it edits like a `TextField`.
public struct SecureField<Label: View>: View, BuiltInView {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A secure field editing `text`, with `prompt` as its placeholder and `label` describing it.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// The editable text, as dots.
    public var body: some View {
        EditableText(text: text, placeholder: prompt.map { AnyView($0) } ?? AnyView(label), isSecure: true)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `title` (its placeholder) editing `text`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(String(title)) }
    }

    /// A secure field titled `title` editing `text`, with `prompt` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(String(title)) }
    }
}

/// The field both kinds are drawn as: the text (or the placeholder), the caret while focused, the style's
/// border, and the keyboard's way in while focused.
struct EditableText: View, BuiltInView {
    let text: Binding<String>
    let placeholder: AnyView
    let isSecure: Bool
    private let focus = TextFocusAccess()
    @Environment(\.textFieldStyleKind) private var style
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.submitAction) private var submit
    @Environment(\.focusBinding) private var focusBinding

    var body: some View {
        let focused = (focusBinding.map { $0.isFocused() } ?? focus.isFocused) && isEnabled
        let value = text.wrappedValue
        let shown = isSecure ? String(repeating: "\u{2022}", count: value.count) : value
        let caret = Rectangle().fill(tint ?? .accentColor).frame(width: 2).opacity(focused ? 1 : 0)
        let content = ZStack(alignment: .leading) {
            if value.isEmpty {
                placeholder.foregroundStyle(ControlColors.placeholder)
                    .overlay(alignment: .leading) { caret.offset(x: -1) }
            } else {
                Text(shown).foregroundStyle(isEnabled ? Color.primary : ControlColors.disabled)
                    .overlay(alignment: .trailing) { caret.offset(x: 1) }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        return styled(content)
            .contentShape(Rectangle())
            .onTapGesture { [focus, focusBinding] in
                if let focusBinding { focusBinding.focus() } else { focus.setFocused(true) }
            }
            .modifier(FocusedInput(active: focused, text: text) { [focus, focusBinding, submit] in
                if let focusBinding { focusBinding.unfocus() } else { focus.setFocused(false) }
                submit?()
            })
    }

    /// `content` in the field's style.
    @ViewBuilder private func styled<Content: View>(_ content: Content) -> some View {
        switch style {
        case .plain:
            content
        case .roundedBorder:
            content
                .padding(7)
                .background(RoundedRectangle(cornerRadius: 5).fill(Color.white))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(ControlColors.fieldBorder, lineWidth: 1))
        }
    }
}

/// While a field or an editor is focused: typed text, backspace and return reach it.
struct FocusedInput: ViewModifier {
    let active: Bool
    let text: Binding<String>
    /// What return does: a field takes the focus away and runs `.onSubmit` (a `TextFocusAccess` is not held
    /// here: the runtime would connect it to this modifier's identity instead of the field's); an editor
    /// starts a new line.
    let onReturn: () -> Void

    func body(content: Content) -> some View {
        let (text, endEditing) = (self.text, self.onReturn)
        if active {
            content
                .modifier(_RuntimeMarkerModifier(marker: TextInputMarker { text.wrappedValue += $0 }))
                .onKeyPress(.delete) {
                    if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
                    return .handled
                }
                .onKeyPress(.return) {
                    endEditing()
                    return .handled
                }
        } else {
            content
        }
    }
}

/// The looks a text field can have.
public enum _TextFieldStyleKind: Sendable {
    /// The text alone.
    case plain
    /// UIKit's rounded-rect border.
    case roundedBorder
}

/// How text fields look, as SwiftUI's `TextFieldStyle` (HeroSim has the plain and rounded-border looks).
public protocol TextFieldStyle {
    /// The look.
    var _kind: _TextFieldStyleKind { get }
}

/// The default look (on iOS, plain), as SwiftUI's `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var _kind: _TextFieldStyleKind { .plain }
}

/// The text alone, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var _kind: _TextFieldStyleKind { .plain }
}

/// UIKit's rounded-rect border, as SwiftUI's `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// Rounded border.
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default look.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded-rect border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension EnvironmentValues {
    private enum TextFieldStyleKey: EnvironmentKey {
        static let defaultValue = TextFieldStyleKind.plain
    }

    /// How the text fields here look (`.textFieldStyle(_:)`).
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields inside this view with `style`: `.roundedBorder` or `.plain`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style._kind)
    }
}

/// The name HeroSim's own code uses for `_TextFieldStyleKind`.
package typealias TextFieldStyleKind = _TextFieldStyleKind
