import HeroSim
import HeroSimTesting
import Testing

// The row chrome modifiers as a styled list writes them: a row's own background, a hidden separator, its
// own insets, and a list whose background is hidden so a gradient behind it shows.

private struct Styled: View {
    var body: some View {
        List {
            Text("Plain")
            Text("Tinted").listRowBackground(Color.yellow)
            Text("Flush").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)).listRowSeparator(.hidden)
            Text("Last")
        }
        .listStyle(.plain)
        .scrollContentBackground(.hidden)
        .background(Color.blue)
    }
}

@MainActor
@Suite struct ListRowModifierTests {
    @Test func rowsTakeTheirOwnBackgroundInsetsAndSeparators() throws {
        let host = HeadlessHost(Styled(), size: CGSize(width: 390, height: 400))
        let plain = try #require(host.textFrames("Plain").last)
        let tinted = try #require(host.textFrames("Tinted").last)
        let flush = try #require(host.textFrames("Flush").last)
        #expect(plain.minX == 20 && flush.minX == 0, "the list's 20-point inset, and none")
        let image = host.render()
        // Plain rows stay white; the tinted row is yellow; behind the rows (below the last), the blue shows.
        #expect(image.pixel(x: 300, y: Int(plain.midY)) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 300, y: Int(tinted.midY)) == 0xFFFF_CC00)
        #expect(image.pixel(x: 300, y: 390) == 0xFF00_7AFF)
        // Separators: one under Plain and under Tinted, none under Flush (the row is 44 high at least).
        func separatorDrawn(under row: CGRect) -> Bool {
            let y = Int((row.midY + 22).rounded(.down)) - 1
            return image.pixel(x: 300, y: y) != 0xFFFF_FFFF
        }
        #expect(separatorDrawn(under: plain))
        #expect(!separatorDrawn(under: flush))
    }
}
