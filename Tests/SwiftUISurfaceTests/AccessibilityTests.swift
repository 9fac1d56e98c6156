import HeroSim
import HeroSimTesting
import Testing

// The accessibility modifiers as a card list writes them: a card read as one labelled element with a hint,
// a decorative image hidden, and plain texts read as they are.

private struct Cards: View {
    var body: some View {
        VStack {
            Text("Trips")
            HStack {
                Image(systemName: "airplane").accessibilityHidden(true)
                VStack { Text("Lisbon"); Text("3 nights") }
            }
            .accessibilityLabel("Lisbon, 3 nights")
            .accessibilityHint("Opens the trip")
            Text("Decoration").accessibilityHidden(true)
            Text("Footer").opacity(0)
        }
    }
}

@MainActor
@Suite struct AccessibilityTests {
    @Test func voiceOverReadsLabelsHintsAndTextsButNotWhatIsHidden() throws {
        let host = HeadlessHost(Cards(), size: CGSize(width: 390, height: 400))
        let elements = host.accessibilityElements
        #expect(elements.map(\.label) == ["Trips", "Lisbon, 3 nights"])
        #expect(elements.map(\.hint) == [nil, "Opens the trip"])
        // The labelled card's element covers the card: the airplane and both texts.
        let lisbon = try #require(host.textFrames("Lisbon").last), nights = try #require(host.textFrames("3 nights").last)
        let card = elements[1].frame
        func inside(_ r: CGRect) -> Bool {
            r.minX >= card.minX && r.maxX <= card.maxX + 1e-9 && r.minY >= card.minY && r.maxY <= card.maxY + 1e-9
        }
        #expect(inside(lisbon) && inside(nights), "card \(card), Lisbon \(lisbon), 3 nights \(nights)")
    }
}
