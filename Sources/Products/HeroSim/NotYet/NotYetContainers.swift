// SwiftUI's container views HeroSim does not have yet, declared unavailable so that code using them says
// it is HeroSim's gap (see NotYetViews.swift). The initializers are SwiftUI's common ones, so a call as
// SwiftUI code writes it type-checks and the only error is the unavailability.

/// SwiftUI's `TextEditor`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TextEditor yet; TextField is there (HeroSim's documentation: What works as in SwiftUI)")
public struct TextEditor: View {
    /// A multi-line editor of `text`.
    public init(text: Binding<String>) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `LabeledContent`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have LabeledContent yet (HeroSim's documentation: What works as in SwiftUI)")
public struct LabeledContent<Label: View, Content: View>: View {
    /// A label and its content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    /// A titled content.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text { fatalError() }
    /// A title and a value.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) where Label == Text, Content == Text { fatalError() }
    /// A title and a formatted value.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where Label == Text, Content == Text, F.FormatOutput == String { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `DisclosureGroup`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have DisclosureGroup yet (HeroSim's documentation: What works as in SwiftUI)")
public struct DisclosureGroup<Label: View, Content: View>: View {
    /// A group that shows `content` when expanded, under `label`.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    /// A group expanded when `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    /// A titled group.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) where Label == Text { fatalError() }
    /// A titled group expanded when `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) where Label == Text { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `GroupBox`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have GroupBox yet (HeroSim's documentation: What works as in SwiftUI)")
public struct GroupBox<Label: View, Content: View>: View {
    /// A box around `content`.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView { fatalError() }
    /// A box around `content`, under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    /// A titled box.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `ShareLink`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ShareLink yet (HeroSim's documentation: What works as in SwiftUI)")
public struct ShareLink: View {
    /// A share button for `item`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) { fatalError() }
    /// A titled share button for `item`.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) { fatalError() }
    /// A share button for `item` with its own label.
    public init<Item, L: View>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `Gauge`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Gauge yet; ProgressView(value:total:) is there (HeroSim's documentation: What works as in SwiftUI)")
public struct Gauge: View {
    /// A gauge of `value` in `bounds`.
    public init<V: BinaryFloatingPoint, L: View>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L) { fatalError() }
    /// A gauge of `value` in `bounds` that shows its current value.
    public init<V: BinaryFloatingPoint, L: View, C: View>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
                                                          @ViewBuilder currentValueLabel: () -> C) { fatalError() }
    /// A gauge of `value` in `bounds` that shows its current value and its bounds.
    public init<V: BinaryFloatingPoint, L: View, C: View, B: View, M: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L, @ViewBuilder currentValueLabel: () -> C,
        @ViewBuilder minimumValueLabel: () -> B, @ViewBuilder maximumValueLabel: () -> M) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}
