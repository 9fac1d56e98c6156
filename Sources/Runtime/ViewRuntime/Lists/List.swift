import LayoutCore

/// SwiftUI's `List`: rows in a scroll view, built lazily as they come into view, in the look `.listStyle`
/// sets (inset grouped by default, as on iOS: sections as white cards with rounded corners on grey).
/// Rows are at least 44 points tall, their content 20 points in from the leading edge; a `Section` makes
/// a group with its header and footer. The list takes all the space offered.
public struct List<Content: View>: View, BuiltInView {
    let content: Content
    @Environment(\.listStyle) private var style

    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A list of one row per element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                      @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
        where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of one row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
        where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list of one row per integer of `data`.
    public init<Row: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> Row) where Content == ForEach<Range<Int>, Int, Row> {
        content = ForEach(data, content: rowContent)
    }

    /// The rows in a lazy column in a scroll view, on the style's background.
    public var body: some View { ListBody(style: style, content: content) }
}

/// SwiftUI's `Form`: a list of controls in the inset grouped look, whatever `.listStyle` says.
public struct Form<Content: View>: View, BuiltInView {
    let content: Content

    /// A form of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The rows as an inset grouped list.
    public var body: some View { ListBody(style: .insetGrouped, content: content) }
}

/// A list's scroll view, lazy column and background.
struct ListBody<Content: View>: View, BuiltInView {
    let style: ListStyleKind
    let content: Content
    @Environment(\.scrollContentBackgroundHidden) private var backgroundHidden

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) { ListRows(style: style, content: content) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(backgroundHidden ? Color.clear : style == .insetGrouped || style == .grouped ? ListMetrics.groupedBackground : Color.white)
        .environment(\.isInList, true)
    }
}

extension EnvironmentValues {
    private enum IsInListKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether the view is a list's row (a section's header then reads as a list's header).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
