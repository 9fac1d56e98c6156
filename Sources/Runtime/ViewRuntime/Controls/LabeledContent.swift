import Foundation
import LayoutCore

/// A label and a value beside it, as SwiftUI's `LabeledContent`: the label leading, the content trailing in
/// the secondary colour, across the width offered (a settings row: "Version  1.0").
public struct LabeledContent<Label: View, Content: View>: View, BuiltInView {
    let label: Label
    let content: Content

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label leading, the content trailing.
    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `value` titled `title`.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
    }

    /// `value`, formatted by `format`, titled `title`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(String(title)) })
    }
}

/// A box that groups views under an optional label, as SwiftUI's `GroupBox` on iOS: the label in the
/// headline font above the content, both leading, 16 points inside a rounded (8 points) secondary
/// system background.
public struct GroupBox<Label: View, Content: View>: View, BuiltInView {
    let label: Label
    let content: Content

    /// `content` in a box under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label over the content, in the box.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding(16)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    /// `content` in a box.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// `content` in a box titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }
}
