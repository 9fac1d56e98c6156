// SwiftUI views HeroSim does not have yet. Each is declared unavailable, so code that uses one fails to
// compile with a message naming HeroSim's gap instead of "cannot find 'Button' in scope", which reads like
// the user's typo. When a view is built for real, its declaration here goes.

/// SwiftUI's `Button`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Button yet; use .onTapGesture on the label (README: SwiftUI coverage)")
public struct Button<Label: View>: View {
    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    /// A button with a text label.
    public init(_ title: String, action: @escaping () -> Void) where Label == Text { fatalError() }
    /// A button with a label and an SF Symbol.
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) where Label == Text { fatalError() }
    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `ButtonRole`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Button yet (README: SwiftUI coverage)")
public struct ButtonRole: Sendable {
    /// A destructive button.
    public static var destructive: ButtonRole { fatalError() }
    /// A cancel button.
    public static var cancel: ButtonRole { fatalError() }
}

/// SwiftUI's `Toggle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Toggle yet (README: SwiftUI coverage)")
public struct Toggle<Label: View>: View {
    /// A toggle with a text label.
    public init(_ title: String, isOn: Binding<Bool>) where Label == Text { fatalError() }
    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `Label`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Label yet; an HStack of Image and Text draws the same (README: SwiftUI coverage)")
public struct Label<Title: View, Icon: View>: View {
    /// A label with a title and an SF Symbol.
    public init(_ title: String, systemImage: String) where Title == Text, Icon == Image { fatalError() }
    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `Divider`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Divider yet (README: SwiftUI coverage)")
public struct Divider: View {
    /// A divider.
    public init() { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `TextField`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TextField yet (README: SwiftUI coverage)")
public struct TextField: View {
    /// A text field editing `text`.
    public init(_ title: String, text: Binding<String>) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `Slider`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Slider yet (README: SwiftUI coverage)")
public struct Slider: View {
    /// A slider over `bounds`.
    public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `Picker`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Picker yet (README: SwiftUI coverage)")
public struct Picker<SelectionValue: Hashable, Content: View>: View {
    /// A picker with a text label.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `Menu`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Menu yet (README: SwiftUI coverage)")
public struct Menu<Content: View>: View {
    /// A menu with a text label.
    public init(_ title: String, @ViewBuilder content: () -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `AsyncImage`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have AsyncImage yet (README: SwiftUI coverage)")
public struct AsyncImage: View {
    /// An image loaded from `url`.
    public init(url: URL?) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `ContentUnavailableView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ContentUnavailableView yet (README: SwiftUI coverage)")
public struct ContentUnavailableView: View {
    /// An empty state with a title, an SF Symbol and a description.
    public init(_ title: String, systemImage: String, description: Text? = nil) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}
