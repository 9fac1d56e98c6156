import HeroSim
import HeroSimTesting
import Testing

// `searchable(text:)` as a filtered list writes it: the field sits under the navigation bar, typing into it
// sets the binding, the list filters, and the clear button empties it.

private struct Fruit: View {
    @State private var query = ""
    let names = ["Apple", "Apricot", "Banana", "Cherry"]

    var body: some View {
        NavigationStack {
            List(names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                .navigationTitle("Fruit")
                .searchable(text: $query)
        }
    }
}

@MainActor
@Suite struct SearchableTests {
    @Test func typingInTheSearchFieldFiltersTheList() throws {
        let host = HeadlessHost(Fruit(), size: CGSize(width: 390, height: 844))
        #expect(host.texts.contains("Search"))
        #expect(["Apple", "Apricot", "Banana", "Cherry"].allSatisfy(host.texts.contains))
        // The field: under the title, the prompt's frame.
        let prompt = try #require(host.layout.displayList().items.compactMap { item -> CGRect? in
            if case .text("Search", _, _, let frame, _) = item { return frame }
            return nil
        }.first)
        #expect(host.tap(at: CGPoint(x: prompt.midX, y: prompt.midY)))
        #expect(host.type("ap"))
        host.advance(by: 0.1)
        let shown = host.texts
        #expect(shown.contains("Apple") && shown.contains("Apricot") && !shown.contains("Banana") && !shown.contains("Cherry"))
    }
}
