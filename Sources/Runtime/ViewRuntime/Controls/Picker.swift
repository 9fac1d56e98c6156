import LayoutCore

/// A control that selects one of its options, as SwiftUI's `Picker`. Each option is a view of `content`
/// with a `.tag(_:)` (or, inside a `ForEach`, the element's id) of the selection's type.
///
/// `.pickerStyle(.segmented)` draws iOS's segmented control; `.wheel` a wheel of the options (as a date
/// picker's); `.inline` the options as rows of the list around it, a checkmark by the selected one (a wheel
/// outside lists); the default (`.automatic`, `.menu`) draws
/// iOS 17's menu button: the selected option's label and an up-down chevron in the tint, which opens a
/// `Menu` of the options (a checkmark before the selected one). In a `List` or `Form` row the title shows
/// at the leading edge and the value, in grey, at the trailing edge.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker of the options `content` builds, bound to `selection`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with a label view, bound to `selection` (SwiftUI's older spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// Picker is a primitive view: it builds its options, then its style's view of them.
    public var body: Never { fatalError("Picker has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        let selection = self.selection
        let binding = Binding<AnyHashable>(get: { AnyHashable(selection.wrappedValue) },
                                           set: { if let value = $0.base as? SelectionValue { selection.wrappedValue = value } })
        switch environment.values.pickerStyleKind {
        case .segmented:
            let regular = options(content.font(SegmentedPicker.font), "regular", in: environment)
            let selected = options(content.font(SegmentedPicker.selectedFont), "selected", in: environment)
            return LayoutCore.makeNodes(SegmentedPicker(options: regular, selectedLabels: selected.map(\.label), selection: binding), in: environment)
        case .menu:
            // In a list or form row, iOS shows the label leading and the value in grey at the trailing edge.
            let inList = environment.values.isInList
            let valueColor = inList ? Color.secondary : environment.values.tint ?? .accentColor
            let rows = options(content, "rows", in: environment)
            // UIKit's pop-up button shows its value on one line, cut with "…" when it does not fit.
            let current = options(content.foregroundStyle(valueColor).lineLimit(1), "current", in: environment)
            let title = inList ? BuiltNodes(nodes: LayoutCore.makeNodes(label, in: environment.appendingPath("label"))) : nil
            return LayoutCore.makeNodes(MenuPicker(options: rows, currentLabels: current.map(\.label), title: title, valueColor: valueColor,
                                                   selection: binding), in: environment)
        case .inline where environment.values.isInList:
            let title = BuiltNodes(nodes: LayoutCore.makeNodes(label, in: environment.appendingPath("label")))
            return LayoutCore.makeNodes(InlinePicker(options: options(content, "rows", in: environment), title: title, selection: binding), in: environment)
        case .wheel, .inline:
            return LayoutCore.makeNodes(WheelPicker(options: options(content.font(.system(size: 21)), "rows", in: environment), selection: binding),
                                        in: environment)
        }
    }

    /// The options of `view`, built one level under `environment` at `name`.
    private func options<V: View>(_ view: V, _ name: String, in environment: BuildEnvironment) -> [PickerOption] {
        let inner = environment.appendingPath(name)
        return PickerOptions.options(in: LayoutCore.makeNodes(view, in: inner), base: inner.path.appending(ViewTypeComponent(V.self)))
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(String(title)) }
    }
}

/// The looks a picker can have.
public enum _PickerStyleKind: Sendable {
    /// iOS's segmented control.
    case segmented
    /// A menu button.
    case menu
    /// A spinning wheel.
    case wheel
    /// The options as rows of the list around the picker (a wheel outside lists).
    case inline
}

/// How pickers look, as SwiftUI's `PickerStyle` (HeroSim has the segmented and menu looks).
public protocol PickerStyle {
    /// The look.
    var _kind: _PickerStyleKind { get }
}

/// iOS's segmented control, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Segmented.
    public var _kind: _PickerStyleKind { .segmented }
}

/// A menu button, as SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A menu.
    public var _kind: _PickerStyleKind { .menu }
}

/// The default picker look (on iOS 17 outside lists, the menu), as SwiftUI's `DefaultPickerStyle`.
public struct DefaultPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A menu.
    public var _kind: _PickerStyleKind { .menu }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// iOS's segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// A spinning wheel of the options, as SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A wheel.
    public var _kind: _PickerStyleKind { .wheel }
}

/// The options as rows of the list around the picker, as SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Inline.
    public var _kind: _PickerStyleKind { .inline }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options as rows of the list around the picker.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default look.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension EnvironmentValues {
    private enum PickerStyleKey: EnvironmentKey {
        static let defaultValue = PickerStyleKind.menu
    }

    /// How the pickers here look (`.pickerStyle(_:)`).
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the pickers inside this view with `style`: `.menu`, `.segmented`, `.wheel` or `.inline`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style._kind)
    }
}

/// iOS 17's menu picker: the selected option and an up-down chevron in the tint, opening a menu; in a list
/// row, the title at the leading edge and the value in grey at the trailing edge.
struct MenuPicker: View, BuiltInView {
    let options: [PickerOption]
    let currentLabels: [BuiltNodes]
    let title: BuiltNodes?
    let valueColor: Color
    let selection: Binding<AnyHashable>

    var body: some View {
        if let title {
            HStack {
                title
                Spacer()
                menu
            }
        } else {
            menu
        }
    }

    private var menu: some View {
        let selected = options.firstIndex { $0.tag == selection.wrappedValue }
        var menu = Menu {
            ForEach(options.indices, id: \.self) { index in
                Button { selection.wrappedValue = options[index].tag } label: {
                    HStack(spacing: 8) {
                        Image(systemName: "checkmark").opacity(index == selected ? 1 : 0).frame(width: 16)
                        options[index].label
                    }
                }
            }
        } label: {
            HStack(spacing: 4) {
                if let selected { currentLabels[selected] }
                Image(systemName: "chevron.up.chevron.down").font(.footnote).foregroundStyle(valueColor)
            }
        }
        menu.opensAbove = title != nil
        return menu
    }
}

/// The name HeroSim's own code uses for `_PickerStyleKind`.
package typealias PickerStyleKind = _PickerStyleKind
