import HeroSim

/// The mailboxes of an inbox, with a capsule under the selected tab that glides to the next one: the tab
/// indicator idiom, a `matchedGeometryEffect(isSource: false)` following the selection.
public struct TabIndicatorScreen: View {
    /// The inbox's tabs.
    public static let tabs = ["All", "Unread", "Flagged", "Sent"]
    @State private var selected = "All"
    @Namespace private var indicator

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 4) {
                ForEach(TabIndicatorScreen.tabs, id: \.self) { tab in
                    Button {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { selected = tab }
                    } label: {
                        Text(tab)
                            .fontWeight(selected == tab ? .semibold : .regular)
                            .foregroundStyle(selected == tab ? Color.white : Color.primary)
                            .padding(.vertical, 8)
                            .frame(maxWidth: .infinity)
                            .matchedGeometryEffect(id: tab, in: indicator)
                    }
                    .buttonStyle(.plain)
                    .id(tab)
                }
            }
            .background {
                Capsule()
                    .fill(Color.blue)
                    .matchedGeometryEffect(id: selected, in: indicator, isSource: false)
            }
            .padding(4)
            .background(Capsule().fill(Color(.secondarySystemBackground)))
            .padding(.horizontal)

            List {
                ForEach(0..<12, id: \.self) { index in
                    VStack(alignment: .leading, spacing: 4) {
                        Text("\(selected) message \(index + 1)").font(.headline)
                        Text("A preview of the message, cut to one line when it is too long to fit.")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                }
            }
            .listStyle(.plain)
        }
    }
}

#Preview("Inbox tabs", traits: .fixedLayout(width: 390, height: 420)) {
    TabIndicatorScreen()
}
