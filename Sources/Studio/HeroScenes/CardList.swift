import Foundation
import LayoutCore
import ViewRuntime

// A scrolling list of cards written as an iOS developer would: `ScrollView` around a `LazyVStack`, each card
// a matched-geometry source that flies to a detail view over the list. `herosim demo --scene card-list`.

/// One place in the list.
struct Destination: Identifiable {
    let id = UUID()
    let name: String
    let symbol: String
    let color: Color

    static let all: [Destination] = [
        ("Lisbon", "sun.max.fill", Color.orange), ("Reykjavik", "snowflake", Color.cyan), ("Kyoto", "leaf.fill", Color.green),
        ("Marrakesh", "star.fill", Color.red), ("Oslo", "cloud.snow.fill", Color.blue), ("Lima", "globe.americas.fill", Color.brown),
        ("Hanoi", "moon.stars.fill", Color.indigo), ("Cape Town", "water.waves", Color.teal), ("Tbilisi", "wineglass.fill", Color.purple),
        ("Quito", "cloud.sun.fill", Color.mint), ("Seville", "flame.fill", Color.pink), ("Tromsø", "sparkles", Color.gray),
    ].map { Destination(name: $0.0, symbol: $0.1, color: $0.2) }
}

/// The list; a click on a card flies it to the detail, a click on the detail flies it back (the card's
/// place stays empty until it lands).
struct CardList: View {
    @State private var selected: Destination.ID?
    @State private var returning: Destination.ID?
    @Namespace private var hero
    private let places = Destination.all

    var body: some View {
        ZStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(places) { place in
                        card(place)
                            .matchedGeometryEffect(id: place.id, in: hero, isSource: selected != place.id)
                            .frame(height: 96)
                            .opacity(selected == place.id || returning == place.id ? 0 : 1)
                            .id(place.name)
                            .onTapGesture { withAnimation(.spring(duration: 0.45, bounce: 0.15)) { selected = place.id } }
                    }
                }
                .padding(16)
            }
            if let place = places.first(where: { $0.id == selected }) {
                detail(place)
                    .matchedGeometryEffect(id: place.id, in: hero)
                    .onTapGesture {
                        returning = place.id
                        withAnimation(.spring(duration: 0.4, bounce: 0)) { selected = nil } completion: { returning = nil }
                    }
                    .transition(.identity)
            }
        }
    }

    private func card(_ place: Destination) -> some View {
        HStack(spacing: 16) {
            Image(systemName: place.symbol).font(.system(size: 28)).foregroundStyle(Color.white)
            Text(place.name).font(.title2).foregroundStyle(Color.white)
            Spacer()
        }
        .padding(.horizontal, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(RoundedRectangle(cornerRadius: 16).fill(place.color.gradient))
    }

    /// The card grown to the whole window: the same face, so the flight starts and lands on the card's pixels.
    private func detail(_ place: Destination) -> some View {
        card(place).ignoresSafeArea()
    }
}
