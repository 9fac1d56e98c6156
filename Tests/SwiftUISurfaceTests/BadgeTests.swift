import HeroSim
import HeroSimTesting
import Testing

// `badge(_:)` where iOS shows one: a red count on a tab bar item, and a grey count at a list row's end.

private struct Inbox: View {
    var body: some View {
        TabView {
            List {
                Text("Drafts").badge(5)
                Text("Sent").badge(0)
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            .badge(3)
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

@MainActor
@Suite struct BadgeTests {
    @Test func aTabItemShowsARedCountAndAListRowAGreyOne() throws {
        let host = HeadlessHost(Inbox(), size: CGSize(width: 390, height: 844))
        let texts = host.layout.displayList().items.compactMap { item -> (String, CGRect, Paint)? in
            if case .text(let string, _, let paint, let frame, _) = item { return (string, frame, paint) }
            return nil
        }
        // The row's count, trailing in the secondary colour; a zero shows nothing.
        let five = try #require(texts.first { $0.0 == "5" })
        let drafts = try #require(texts.first { $0.0 == "Drafts" })
        #expect(five.1.midY == drafts.1.midY && five.1.minX > 300)
        #expect(!texts.contains { $0.0 == "0" })
        // The tab's badge: white on red, over the first item's icon.
        let three = try #require(texts.first { $0.0 == "3" })
        let item = try #require(host.layout.frame(of: "tab-bar-item-0"))
        #expect(item.contains(CGPoint(x: three.1.midX, y: three.1.midY)))
        let image = host.render()
        #expect(image.pixel(x: Int(three.1.minX) - 2, y: Int(three.1.midY)) & 0xFFFFFF == 0xFF3B30)
    }
}
