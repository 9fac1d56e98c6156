import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

private let phone = CGSize(width: 390, height: 844)

/// Two tabs keeping their own selection; the first counts taps (state each tab keeps).
private struct Tabs: View {
    @State private var taps = 0
    var body: some View {
        TabView {
            Color.red.frame(width: CGFloat(100 + taps), height: 100).id("first").onTapGesture { taps += 1 }
                .tabItem { Text("First") }
            Color.blue.id("second")
                .tabItem { Text("Second") }
        }
    }
}

/// Tabs selected through a binding, by tag.
private struct TaggedTabs: View {
    @State var selection = "b"
    var body: some View {
        TabView(selection: $selection) {
            Color.red.id("a").tabItem { Text("A") }.tag("a")
            Color.blue.id("b").tabItem { Text("B") }.tag("b")
            Color.green.id("c").tabItem { Text("C") }.tag("c")
        }
    }
}

/// TabView: the bar's frames, equal items, selection by tap, tint, tags.
@Suite struct TabViewTests {
    @Test func theTabBarIs49PointsAtTheBottomWithItemsEquallyWide() {
        let h = HeadlessHost(Tabs(), size: phone)
        #expect(h.layout.frame(of: TabBarIDs.bar) == CGRect(x: 0, y: 795, width: 390, height: 49))
        #expect(h.layout.frame(of: TabBarIDs.item(0)) == CGRect(x: 0, y: 795, width: 195, height: 49))
        #expect(h.layout.frame(of: TabBarIDs.item(1)) == CGRect(x: 195, y: 795, width: 195, height: 49))
        // The content takes the rest: the first tab is centred in 0...795.
        #expect(h.layout.frame(of: "first") == CGRect(x: 145, y: 347.5, width: 100, height: 100))
    }

    @Test func tappingAnItemSelectsItsTabAndTheOtherKeepsItsState() {
        let h = HeadlessHost(Tabs(), size: phone)
        h.tap(at: CGPoint(x: 195, y: 397))
        #expect(h.layout.frame(of: "first")?.width == 101)
        #expect(h.render().pixel(x: 195, y: 397) == 0xFFFF_3B30)
        #expect(h.tap(at: CGPoint(x: 292, y: 820)))
        #expect(h.render().pixel(x: 195, y: 397) == 0xFF00_7AFF)
        // The hidden first tab takes no taps.
        h.tap(at: CGPoint(x: 195, y: 397))
        #expect(h.tap(at: CGPoint(x: 97, y: 820)))
        #expect(h.render().pixel(x: 195, y: 397) == 0xFFFF_3B30)
        #expect(h.layout.frame(of: "first")?.width == 101)
    }

    @Test func theSelectedItemIsTintedBlueAndTheOthersGrey() {
        // At 2 pixels a point, as an iPhone draws: 10-point Inter Medium's stems (0.9 points) then cover
        // whole pixels, which at 1 pixel a point they do not.
        let h = HeadlessHost(Tabs(), size: phone, scale: 2)
        let image = h.render()
        func darkest(in rect: CGRect) -> UInt32 {
            var best: UInt32 = 0xFFFF_FFFF
            var bestSum = Int.max
            for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image.pixel(x: x, y: y)
                let sum = Int((p >> 16) & 0xFF) + Int((p >> 8) & 0xFF) + Int(p & 0xFF)
                if sum < bestSum { bestSum = sum; best = p }
            } }
            return best
        }
        // The title text's darkest pixel: fully covered glyph pixels are the tint itself.
        #expect(darkest(in: CGRect(x: 0, y: 1600, width: 390, height: 88)) == 0xFF00_7AFF)
        #expect(darkest(in: CGRect(x: 390, y: 1600, width: 390, height: 88)) == 0xFF99_9999)
    }

    @Test func aBoundSelectionPicksTheTaggedTabAndATapWritesIt() {
        let h = HeadlessHost(TaggedTabs(), size: phone)
        #expect(h.render().pixel(x: 195, y: 397) == 0xFF00_7AFF)
        #expect(h.layout.frame(of: TabBarIDs.item(2)) == CGRect(x: 260, y: 795, width: 130, height: 49))
        h.tap(at: CGPoint(x: 325, y: 820))
        #expect(h.render().pixel(x: 195, y: 397) == 0xFF34_C759)
    }
}
