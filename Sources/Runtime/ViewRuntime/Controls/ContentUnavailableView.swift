import LayoutCore

/// SwiftUI's `ContentUnavailableView`: an empty state filling the space it is offered, centred: a large
/// grey symbol above a bold title (its label), a grey description under them, then its actions.
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View, BuiltInView {
    let label: LabelContent
    let description: Description
    let actions: Actions

    /// An empty state with a label, a description and actions (buttons).
    public init(@ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, the description and the actions, centred in the space offered.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.environment(\.labelPlacement, .unavailable)
                description
                    .font(.subheadline)
                    .foregroundStyle(Color.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled `title` with the SF Symbol `systemImage` and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: systemImage) }, description: { description })
    }

    /// The empty state of a search that found nothing.
    public static var search: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The empty state of a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}
