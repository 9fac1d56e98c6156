import HeroSim
import HeroSimTesting
import Testing

// `.redacted(reason: .placeholder)` as a loading row writes it: its texts become rounded bars of their
// colour at 16%, and an `.unredacted()` part stays readable.

private struct Row: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Lisbon in spring").font(.headline)
            Text("3 nights").foregroundStyle(.red)
            Text("Loading…").unredacted()
        }
        .redacted(reason: .placeholder)
    }
}

@MainActor
@Suite struct RedactedTests {
    @Test func textsBecomeBarsAndUnredactedStaysText() throws {
        let host = HeadlessHost(Row(), size: CGSize(width: 390, height: 300))
        #expect(host.texts == ["Loading…"])
        let bars = host.layout.displayList().items.compactMap { item -> CGRect? in
            if case .shape(.roundedRectangle(cornerRadius: 3, _), let frame, _, nil) = item { return frame }
            return nil
        }
        #expect(bars.count == 2, "\(bars)")
        let image = host.render()
        // 16% is the alpha byte 40 (0.16 × 255, cut): black over white is 255 − 40 = 215 a channel; the red
        // (#FF3B30) gives (255, 215 + 59 × 40 / 255, 215 + 48 × 40 / 255) = (255, 224, 222).
        let title = try #require(bars.first)
        #expect(image.pixel(x: Int(title.midX), y: Int(title.midY)) == 0xFFD7_D7D7)
        let nights = bars[1]
        #expect(image.pixel(x: Int(nights.midX), y: Int(nights.midY)) == 0xFFFF_E0DE)
    }
}
