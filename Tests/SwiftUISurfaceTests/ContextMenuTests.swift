import HeroSim
import HeroSimTesting
import Testing

// `contextMenu` as a photo grid writes it: a long press lifts the card above the dimmed window and opens
// the menu under it; an item runs its action and closes the menu; a tap outside closes it.

private struct Cards: View {
    @State private var log: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                .frame(width: 120, height: 90)
                .contextMenu {
                    Button("Favourite") { log.append("favourite") }
                    Divider()
                    Button("Delete", role: .destructive) { log.append("delete") }
                }
            Button("Open") { log.append("open") }
                .contextMenu { Button("Copy link") { log.append("copy") } }
            Text("log \(log.joined(separator: ","))")
        }
        .padding(.top, 40)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Thumbnail: View {
    var body: some View {
        Color.green.frame(width: 60, height: 60)
            .contextMenu {
                Button("Open") { }
                Button("Share") { }
            } preview: {
                Color.orange.frame(width: 200, height: 100).id("preview")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
    }
}

@MainActor
@Suite struct ContextMenuTests {
    @Test func aCustomPreviewOpensInTheMiddleOfTheWindow() throws {
        let host = HeadlessHost(Thumbnail(), size: CGSize(width: 390, height: 844))
        host.press(at: CGPoint(x: 360, y: 814), duration: 0.6)
        host.advance(by: 1)
        // The preview (200 × 100) over the 250-point menu of two 44-point rows, 8 apart: 196 points tall,
        // centred on the window's middle (195, 422), leading edges aligned.
        #expect(host.layout.frame(of: "preview") == CGRect(x: 70, y: 324, width: 200, height: 100))
        #expect(host.texts.contains("Open") && host.texts.contains("Share"))
    }

    @Test func aLongPressOpensTheMenuUnderTheLiftedCardAndAnItemRunsAndCloses() throws {
        let host = HeadlessHost(Cards(), size: CGSize(width: 390, height: 844))
        #expect(host.textFrames("Favourite").last == nil)
        host.press(at: CGPoint(x: 60, y: 85), duration: 0.6)
        host.advance(by: 1)
        // The menu: 250 pt wide, leading edge on the card's (x 0), 8 pt under it (the card is 40...130).
        let favourite = try #require(host.textFrames("Favourite").last, "texts: \(host.texts)")
        #expect(favourite.minX == 24, "the menu kept 8 pt inside the window (the card is at its edge), its text 16 pt inside it")
        let rows = try #require(host.textFrames("Delete").last)
        #expect(rows.midY - favourite.midY > 44, "a divider parts the rows")
        #expect(abs(favourite.midY - (138 + 22)) < 1e-9, "first 44 pt row starts 8 pt under the card: \(favourite)")
        #expect(host.tap(at: CGPoint(x: 100, y: rows.midY)))
        host.advance(by: 1)
        #expect(host.texts.contains("log delete"))
        #expect(host.textFrames("Delete").last == nil)
    }

    @Test func aTapOutsideClosesWithoutRunningAnything() throws {
        let host = HeadlessHost(Cards(), size: CGSize(width: 390, height: 844))
        host.press(at: CGPoint(x: 60, y: 85), duration: 0.6)
        host.advance(by: 1)
        #expect(host.textFrames("Favourite").last != nil)
        #expect(host.tap(at: CGPoint(x: 300, y: 700)))
        host.advance(by: 1)
        #expect(host.textFrames("Favourite").last == nil)
        #expect(host.texts.contains("log "))
    }

    @Test func aLongPressOnAButtonOpensItsMenuWithoutTheButtonsAction() throws {
        let host = HeadlessHost(Cards(), size: CGSize(width: 390, height: 844))
        let open = try #require(host.textFrames("Open").last)
        #expect(host.tap(at: CGPoint(x: open.midX, y: open.midY)))
        #expect(host.texts.contains("log open"))
        host.press(at: CGPoint(x: open.midX, y: open.midY), duration: 0.6)
        host.advance(by: 1)
        let copy = try #require(host.textFrames("Copy link").last, "texts: \(host.texts)")
        #expect(host.texts.contains("log open"), "the press did not tap the button")
        #expect(host.tap(at: CGPoint(x: copy.midX, y: copy.midY)))
        host.advance(by: 1)
        #expect(host.texts.contains("log open,copy"))
    }
}
