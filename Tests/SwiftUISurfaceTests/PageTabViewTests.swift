import HeroSim
import HeroSimTesting
import Testing

// `TabView` with `.tabViewStyle(.page)` as onboarding and gallery code writes it: pages swiped sideways, the
// selection following the page, and index dots at the bottom.

private final class Picked: @unchecked Sendable { var values: [String] = [] }

private struct Onboarding: View {
    let picked: Picked
    var mode = PageTabViewStyle.IndexDisplayMode.automatic
    @State private var selection = "welcome"
    var body: some View {
        TabView(selection: $selection) {
            Color.red.tag("welcome")
            Color.green.tag("photos")
            Color.blue.tag("done")
        }
        .tabViewStyle(.page(indexDisplayMode: mode))
        .onChange(of: selection) { picked.values.append(selection) }
    }
}

private struct WhitePages: View {
    var body: some View {
        TabView { Color.white; Color.white; Color.white }.tabViewStyle(.page)
    }
}

@Suite struct PageTabViewTests {
    static let size = CGSize(width: 300, height: 400)

    @MainActor @Test func anIndexBackgroundShowsTheDotsOverLightPages() {
        // Three 7-point dots 9 apart, 12 points above the bottom: on the capsule (8 and 6 points around
        // them), just left of the first dot, black at 25% over white is 191 a channel.
        let plain = HeadlessHost(WhitePages(), size: Self.size)
        #expect(plain.render().pixel(x: 126, y: 384) == 0xFFFF_FFFF)
        let backed = HeadlessHost(WhitePages().indexViewStyle(.page(backgroundDisplayMode: .always)), size: Self.size)
        #expect(backed.render().pixel(x: 126, y: 384) == 0xFFBF_BFBF)
    }

    func red(_ host: HeadlessHost, x: Int = 150, y: Int = 200) -> UInt32 { (host.render().pixel(x: x, y: y) >> 16) & 0xFF }

    @Test func aSwipeTurnsThePageAndSelectsIt() {
        let picked = Picked()
        let host = HeadlessHost(Onboarding(picked: picked), size: Self.size)
        // The first page fills the view.
        #expect(host.render().pixel(x: 150, y: 200) & 0xFFFFFF == 0xFF3B30)
        // A slow drag of 200 points to the left, let go: the paging behaviour turns to the next page.
        host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.5)
        host.advance(by: 1)
        #expect(host.render().pixel(x: 150, y: 200) & 0xFFFFFF == 0x34C759)
        #expect(picked.values == ["photos"])
    }

    @Test func theDotsShowThePageAndFollowTheMode() {
        // Three 7-point dots 9 apart, centred, their centres 12 + 3.5 points above the bottom: x 134, 150, 166.
        let host = HeadlessHost(Onboarding(picked: Picked()), size: Self.size)
        let image = host.render()
        let y = Int(Self.size.height - 12 - 3.5)
        #expect(image.pixel(x: 134, y: y) & 0xFFFFFF == 0xFFFFFF)
        #expect(image.pixel(x: 150, y: y) & 0xFFFFFF != 0xFFFFFF && image.pixel(x: 150, y: y) & 0xFFFFFF != 0xFF3B30)
        let never = HeadlessHost(Onboarding(picked: Picked(), mode: .never), size: Self.size).render()
        #expect(never.pixel(x: 134, y: y) & 0xFFFFFF == 0xFF3B30)
    }
}
