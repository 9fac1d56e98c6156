import LayoutCore

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement` (on iPhone every placement is the field
/// under the navigation bar's title).
public struct SearchFieldPlacement: Sendable {
    /// When a navigation bar's search field shows.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// The platform's choice.
        case automatic
        /// Always.
        case always
    }
    let name: String
    /// The platform's choice.
    public static var automatic: SearchFieldPlacement { SearchFieldPlacement(name: "automatic") }
    /// In the toolbar.
    public static var toolbar: SearchFieldPlacement { SearchFieldPlacement(name: "toolbar") }
    /// In the sidebar.
    public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(name: "sidebar") }
    /// In the navigation bar's drawer.
    public static var navigationBarDrawer: SearchFieldPlacement { SearchFieldPlacement(name: "navigationBarDrawer") }
    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

extension View {
    /// Puts a search field editing `text` above this view, under the navigation bar, as iOS draws
    /// SwiftUI's `searchable(text:placement:prompt:)`: your code filters with `text`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        safeAreaInset(edge: .top, spacing: 0) { SearchField(text: text, prompt: prompt ?? Text("Search")) }
    }

    /// Puts a search field with a string prompt above this view.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(String(prompt)))
    }

    /// Puts a search field above this view (`isPresented` is accepted; the field is always shown).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// iOS's search field: a magnifying glass, the text (or the grey prompt) and, with text, a clear button, on
/// a 36-point rounded `tertiarySystemFill`, 16 points in from the sides and 8 from the top and bottom.
struct SearchField: View, BuiltInView {
    let text: Binding<String>
    let prompt: Text

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            TextField(text: text, prompt: prompt) { prompt }
            if !text.wrappedValue.isEmpty {
                Image(systemName: "xmark.circle.fill")
                    .foregroundStyle(.secondary)
                    .onTapGesture { text.wrappedValue = "" }
            }
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
