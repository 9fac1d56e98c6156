import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// The frame of the view with `.id(id)` as drawn now (transitions applied, departing views included).
func presentedFrame<ID: Hashable>(_ g: ViewGraph, _ id: ID) -> CGRect? {
    var found: CGRect?
    func visit(_ placed: PlacedNode) {
        if found == nil, placed.node.id == AnyHashable(id) { found = placed.frame }
        placed.children.forEach(visit)
    }
    visit(g.presentedRoot)
    return found
}

private let phone = CGSize(width: 390, height: 844)

/// A titled root in the given display mode.
private struct TitledRoot: View {
    let mode: NavigationBarItem.TitleDisplayMode
    var body: some View {
        NavigationStack {
            Color.blue.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(mode)
        }
    }
}

/// A root with a counter (state that must survive a push), a link to a detail, a value link, and a toolbar.
private struct Pushing: View {
    @State private var count = 0
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Color.red.frame(width: CGFloat(10 + 10 * count), height: 40).id("counter").onTapGesture { count += 1 }
                NavigationLink("Open") { Detail() }.id("link")
                NavigationLink(value: 7) { Text("Seven") }.id("value-link")
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { number in Color.orange.frame(width: CGFloat(number * 10), height: 10).id("number") }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Color.green.frame(width: 30, height: 30).id("trailing-item") }
                ToolbarItem(placement: .topBarLeading) { Color.purple.frame(width: 30, height: 30).id("leading-item") }
            }
        }
    }
}

/// A pushed screen that pops itself with `\.dismiss`.
private struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Color.green.id("detail").onTapGesture { dismiss() }.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
    }
}

/// NavigationStack: the bar's heights and titles, toolbar placements, pushing and popping with UIKit's slide.
@Suite struct NavigationTests {
    @Test func aLargeTitleBarIs96PointsWithTheTitleAtTheLeadingMarginAndTheContentBelow() {
        let h = HeadlessHost(TitledRoot(mode: .automatic), size: phone)
        #expect(h.layout.frame(of: NavigationBarIDs.bar) == CGRect(x: 0, y: 0, width: 390, height: 96))
        #expect(h.layout.frame(of: "content") == CGRect(x: 0, y: 96, width: 390, height: 748))
        let title = h.layout.frame(of: NavigationBarIDs.largeTitle)!
        // 16 pt from the leading edge, its bottom 8 pt above the bar's bottom.
        #expect(title.minX == 16)
        #expect(title.maxY == 88)
        #expect(h.layout.frame(of: NavigationBarIDs.inlineTitle) == nil)
        #expect(h.layout.frame(of: NavigationBarIDs.backButton) == nil)
    }

    @Test func anInlineTitleBarIs44PointsWithTheTitleCentred() {
        let h = HeadlessHost(TitledRoot(mode: .inline), size: phone)
        #expect(h.layout.frame(of: NavigationBarIDs.bar) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(h.layout.frame(of: "content") == CGRect(x: 0, y: 44, width: 390, height: 800))
        let title = h.layout.frame(of: NavigationBarIDs.inlineTitle)!
        #expect(title.midX == 195)
        #expect(title.midY == 22)
        #expect(h.layout.frame(of: NavigationBarIDs.largeTitle) == nil)
    }

    @Test func aRootWithoutTitleOrToolbarHasNoBar() {
        let h = HeadlessHost(NavigationStack { Color.blue.id("content") }, size: phone)
        #expect(h.layout.frame(of: NavigationBarIDs.bar) == nil)
        #expect(h.layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func toolbarItemsSitAtTheMarginsOfTheBar() {
        let h = HeadlessHost(Pushing(), size: phone)
        // Centred in the 44-pt bar, 16 pt from each edge.
        #expect(h.layout.frame(of: "leading-item") == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(h.layout.frame(of: "trailing-item") == CGRect(x: 344, y: 7, width: 30, height: 30))
    }

    @Test func aTapOnALinkSlidesTheDestinationInFromTheTrailingEdgeOver035Seconds() throws {
        let h = HeadlessHost(Pushing(), size: phone)
        let link = try #require(h.layout.frame(of: "link"))
        #expect(h.tap(at: CGPoint(x: link.midX, y: link.midY)))
        // The pushed screen is inline: its content starts under a 44-pt bar.
        let end = CGRect(x: 0, y: 44, width: 390, height: 800)
        #expect(presentedFrame(h.graph, "detail") == end.offsetBy(dx: 390, dy: 0))
        h.advance(by: 0.175)
        // Half the time of a symmetric ease-in-out is half the way.
        let mid = try #require(presentedFrame(h.graph, "detail"))
        #expect(abs(mid.minX - 195) < 1e-9)
        h.advance(by: 0.175)
        #expect(presentedFrame(h.graph, "detail") == end)
        #expect(!h.isAnimating)
        // The back button, titled after the root, and the detail's tap (its dismiss) are live.
        #expect(h.layout.frame(of: NavigationBarIDs.backButton) != nil)
    }

    @Test func theBackButtonPopsAndTheRootKeepsItsState() throws {
        let h = HeadlessHost(Pushing(), size: phone)
        let counter = try #require(h.layout.frame(of: "counter"))
        h.tap(at: CGPoint(x: counter.midX, y: counter.midY))
        #expect(h.layout.frame(of: "counter")?.width == 20)
        let link = try #require(h.layout.frame(of: "link"))
        h.tap(at: CGPoint(x: link.midX, y: link.midY))
        h.advance(by: 1)
        let back = try #require(h.layout.frame(of: NavigationBarIDs.backButton))
        #expect(back.minX == 0)
        #expect(back.height == 44)
        #expect(h.tap(at: CGPoint(x: back.midX, y: back.midY)))
        // Popping reverses the push: the detail leaves towards the trailing edge.
        h.advance(by: 0.175)
        let leaving = try #require(presentedFrame(h.graph, "detail"))
        #expect(abs(leaving.minX - 195) < 1e-9)
        h.advance(by: 0.175)
        #expect(presentedFrame(h.graph, "detail") == nil)
        #expect(h.layout.frame(of: "counter")?.width == 20)
    }

    @Test func dismissInAPushedViewPopsIt() throws {
        let h = HeadlessHost(Pushing(), size: phone)
        let link = try #require(h.layout.frame(of: "link"))
        h.tap(at: CGPoint(x: link.midX, y: link.midY))
        h.advance(by: 1)
        #expect(h.tap(at: CGPoint(x: 195, y: 400)))
        h.advance(by: 1)
        #expect(h.layout.frame(of: "detail") == nil)
        #expect(h.layout.frame(of: "link") == link)
    }

    @Test func aValueLinkPushesTheDestinationRegisteredForItsType() throws {
        let h = HeadlessHost(Pushing(), size: phone)
        let link = try #require(h.layout.frame(of: "value-link"))
        h.tap(at: CGPoint(x: link.midX, y: link.midY))
        h.advance(by: 1)
        // The pushed screen inherits the root's large title mode but has no title: an inline 44-pt bar.
        #expect(h.layout.frame(of: "number") == CGRect(x: 160, y: 44 + 395, width: 70, height: 10))
    }

    @Test func aBoundPathPushesAndPopsWithIt() {
        final class Model { var path: [Int] = [] }
        struct Bound: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Color.gray.id("push-two").onTapGesture { path = [1, 2] }
                        .navigationDestination(for: Int.self) { n in
                            Color.orange.frame(width: CGFloat(n * 10), height: 10).id("n\(n)").onTapGesture { path.removeLast() }
                        }
                }
            }
        }
        let h = HeadlessHost(Bound(), size: phone)
        h.tap(at: CGPoint(x: 195, y: 400))
        h.advance(by: 1)
        #expect(h.layout.frame(of: "n2") != nil)
        #expect(h.layout.frame(of: "n1") != nil)
        let top = h.layout.frame(of: "n2")!
        h.tap(at: CGPoint(x: top.midX, y: top.midY))
        h.advance(by: 1)
        #expect(h.layout.frame(of: "n2") == nil)
        #expect(h.layout.frame(of: "n1") != nil)
    }

    @Test func navigationViewIsAStack() {
        let h = HeadlessHost(NavigationView { Color.blue.id("content").navigationTitle("Hi").navigationBarTitleDisplayMode(.inline) }, size: phone)
        #expect(h.layout.frame(of: "content") == CGRect(x: 0, y: 44, width: 390, height: 800))
    }

    @Test func thePrincipalItemTakesTheTitlesPlaceAndTheBackButtonIsTitledAfterThePreviousScreen() throws {
        struct Principal: View {
            @State private var shown = false
            var body: some View {
                NavigationStack {
                    Color.gray.id("open").onTapGesture { shown = true }
                        .navigationTitle("Library")
                        .navigationDestination(isPresented: $shown) {
                            Color.green.id("presented")
                                .navigationBarTitleDisplayMode(.inline)
                                .toolbar { ToolbarItem(placement: .principal) { Color.orange.frame(width: 80, height: 20).id("principal") } }
                        }
                }
            }
        }
        let h = HeadlessHost(Principal(), size: phone)
        h.tap(at: CGPoint(x: 195, y: 400))
        h.advance(by: 1)
        // navigationDestination(isPresented:) pushed it; the principal item is centred in the 44-pt bar.
        #expect(h.layout.frame(of: "principal") == CGRect(x: 155, y: 12, width: 80, height: 20))
        #expect(h.layout.frame(of: "presented") == CGRect(x: 0, y: 44, width: 390, height: 800))
        #expect(h.layout.frame(of: NavigationBarIDs.inlineTitle) == nil)
        // "‹ Library": the chevron 8 pt in, then the previous screen's title.
        let back = try #require(h.layout.frame(of: NavigationBarIDs.backButton))
        #expect(back.minX == 0)
        #expect(back.width > 8 + 12 + 6 + 40)
        // The back button sets the binding back to false: the screen goes.
        h.tap(at: CGPoint(x: back.midX, y: back.midY))
        h.advance(by: 1)
        #expect(h.layout.frame(of: "presented") == nil)
        h.tap(at: CGPoint(x: 195, y: 400))
        h.advance(by: 1)
        #expect(h.layout.frame(of: "presented") != nil)
    }

    @Test func aValueWithoutADestinationShowsAPlaceholderAndWarns() {
        struct Unregistered: View {
            @State private var path: [String] = []
            var body: some View {
                NavigationStack(path: $path) { Color.gray.onTapGesture { path = ["x"] } }
            }
        }
        let h = HeadlessHost(Unregistered(), size: phone)
        h.tap(at: CGPoint(x: 195, y: 400))
        h.advance(by: 1)
        #expect(h.warnings.contains { $0.contains("no navigationDestination(for: String.self)") })
    }

    @Test func aHiddenBarTakesNoRoom() {
        let h = HeadlessHost(NavigationStack { Color.blue.id("content").navigationTitle("Hi").toolbar(.hidden) }, size: phone)
        #expect(h.layout.frame(of: NavigationBarIDs.bar) == nil)
        #expect(h.layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
