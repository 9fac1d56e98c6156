import LayoutCore

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: the label with a chevron at
/// the trailing edge (pointing right, turned down while expanded); a tap on the label row expands or
/// collapses it with the default animation, the content appearing below it.
public struct DisclosureGroup<Label: View, Content: View>: View, BuiltInView {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var ownIsExpanded = false

    /// A group, collapsed at first, that shows `content` under `label` when expanded.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        isExpanded = nil
    }

    /// A group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        self.isExpanded = isExpanded
    }

    /// The label row, then the content when expanded.
    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? ownIsExpanded
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.body.weight(.semibold))
                    .imageScale(.small)
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(expanded ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation {
                    if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownIsExpanded.toggle() }
                }
            }
            if expanded {
                content()
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(String(title)) }
    }
}
