import HeroSim
import HeroSimTesting
import Testing

// `toolbar(_:for:)` as iOS 16+ code writes it: a pushed detail page that hides the tab bar, and one that hides
// its navigation bar.

private struct Tabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                ZStack {
                    Color.red.id("root")
                    NavigationLink("Open") {
                        Color.blue.id("detail")
                            .navigationTitle("Detail")
                            .toolbar(.hidden, for: .tabBar)
                    }
                    .id("open")
                }
                .navigationTitle("Home")
            }
            .tabItem { Label("Home", systemImage: "house") }
            Color.green.tabItem { Label("Other", systemImage: "star") }
        }
    }
}

private struct BarlessPage: View {
    var body: some View {
        NavigationStack {
            Color.orange.id("page")
                .toolbar(.hidden, for: .navigationBar)
        }
    }
}

@Suite struct ToolbarVisibilityTests {
    @Test func aPushedPageThatHidesTheTabBarTakesItsRoomAndTheRootShowsItAgain() {
        let host = HeadlessHost(Tabs(), size: CGSize(width: 400, height: 800))
        let open = host.layout.frame(of: "open")
        #expect(open != nil)
        #expect(host.tap(at: CGPoint(x: open?.midX ?? 0, y: open?.midY ?? 0)))
        host.advance(to: 1)
        // Under the 96-point large-title bar, down to the window's bottom: no 49-point tab bar.
        #expect(host.layout.frame(of: "detail") == CGRect(x: 0, y: 96, width: 400, height: 704))
        #expect(host.tap(at: CGPoint(x: 30, y: 22)))
        host.advance(to: 2)
        #expect(host.layout.frame(of: "detail") == nil)
        // Back on the root, the tab bar is back: the root ends 49 points above the window's bottom.
        #expect(host.layout.frame(of: "root") == CGRect(x: 0, y: 96, width: 400, height: 655))
    }

    @Test func aPageCanHideItsNavigationBar() {
        let host = HeadlessHost(BarlessPage(), size: CGSize(width: 400, height: 800))
        #expect(host.layout.frame(of: "page") == CGRect(x: 0, y: 0, width: 400, height: 800))
    }
}
