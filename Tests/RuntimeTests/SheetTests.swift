import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

private let phone = CGSize(width: 390, height: 844)

/// A small view that presents a sheet at `detents` when tapped; the sheet still covers the window.
private struct Presenter: View {
    let detents: Set<PresentationDetent>
    let log: GestureLog
    @State private var shown = false
    var body: some View {
        Color.gray.frame(width: 40, height: 40).id("open").onTapGesture { shown = true }
            .sheet(isPresented: $shown, onDismiss: { log.note("dismissed") }) {
                Color.yellow.id("sheet-content").presentationDetents(detents)
            }
    }
}

private func presented(_ detents: Set<PresentationDetent>, log: GestureLog = GestureLog()) -> HeadlessHost {
    let h = HeadlessHost(Presenter(detents: detents, log: log), size: phone)
    h.tap(at: CGPoint(x: 195, y: 422))
    h.advance(by: 2)
    return h
}

/// Sheets: frames at each detent, the backdrop, dragging to dismiss or back, onDismiss; alerts and dialogs.
@Suite struct SheetTests {
    @Test func aSheetRestsAtItsDetentOverTheWholeWindow() {
        // .large: 10 pt under the top (no safe area here).
        #expect(presented([.large]).layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 10, width: 390, height: 834))
        #expect(presented([.medium]).layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(presented([.height(300)]).layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(presented([.fraction(0.25)]).layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 633, width: 390, height: 211))
        // Several detents: it opens at the smallest.
        #expect(presented([.medium, .large]).layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(presented([.large]).layout.frame(of: PresentationIDs.backdrop) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func theSheetSlidesUpFromTheBottom() {
        let h = HeadlessHost(Presenter(detents: [.medium], log: GestureLog()), size: phone)
        h.tap(at: CGPoint(x: 195, y: 422))
        #expect(presentedFrame(h.graph, "sheet-content") == CGRect(x: 0, y: 844, width: 390, height: 422))
        #expect(h.graph.presentedRoot.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        h.advance(by: 0.1)
        let rising = presentedFrame(h.graph, "sheet-content")!
        #expect(rising.minY < 844 && rising.minY > 422)
    }

    @Test func aDragPastAThirdDismissesAndRunsOnDismiss() {
        let log = GestureLog()
        let h = presented([.medium], log: log)
        // 422 tall: a third is 140.7; 200 pt over half a second is no flick.
        h.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 700), duration: 0.5)
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.sheet) == nil)
        #expect(log.events.count == 1)
        #expect(log.events.first?.hasPrefix("dismissed") == true)
    }

    @Test func aShortDragSpringsBack() {
        let log = GestureLog()
        let h = presented([.medium], log: log)
        h.pointerDown(at: CGPoint(x: 195, y: 500))
        h.pointerMoved(to: CGPoint(x: 195, y: 550))
        h.pointerMoved(to: CGPoint(x: 195, y: 600))
        // The card follows the finger.
        #expect(presentedFrame(h.graph, "sheet-content") == CGRect(x: 0, y: 522, width: 390, height: 422))
        h.advance(by: 0.5)
        h.pointerUp(at: CGPoint(x: 195, y: 600))
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(log.events.isEmpty)
    }

    @Test func tappingTheBackdropDismisses() {
        let log = GestureLog()
        let h = presented([.medium], log: log)
        #expect(h.tap(at: CGPoint(x: 195, y: 100)))
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.sheet) == nil)
        #expect(log.events.count == 1)
    }

    @Test func aDragUpFromMediumSettlesAtLarge() {
        let h = presented([.medium, .large])
        h.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), duration: 0.4)
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 10, width: 390, height: 834))
        // Past a third of the large height from large (a drag from the largest detent) settles back at medium.
        h.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.4)
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 422, width: 390, height: 422))
    }

    @Test func aSheetForAnItemShowsItAndClosingItSetsItToNil() {
        struct Item: Identifiable { let id: Int }
        struct ItemSheet: View {
            @State var item: Item?
            var body: some View {
                Color.gray.id("base").onTapGesture { item = Item(id: 3) }
                    .sheet(item: $item) { item in Color.yellow.frame(width: CGFloat(item.id * 10), height: 10).id("item") }
            }
        }
        let h = HeadlessHost(ItemSheet(), size: phone)
        h.tap(at: CGPoint(x: 195, y: 422))
        h.advance(by: 2)
        #expect(h.layout.frame(of: "item") == CGRect(x: 180, y: 422, width: 30, height: 10))
        h.tap(at: CGPoint(x: 195, y: 5))
        h.advance(by: 2)
        #expect(h.layout.frame(of: "item") == nil)
    }

    @Test func aPopoverIsASheetOnIPhone() {
        struct Popping: View {
            @State var shown = true
            var body: some View { Color.gray.popover(isPresented: $shown) { Color.yellow.id("popover") } }
        }
        let h = HeadlessHost(Popping(), size: phone)
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 10, width: 390, height: 834))
    }

    @Test func anAlertIsACentred270PointCardWhoseActionsCloseIt() throws {
        struct Alerting: View {
            @State var shown = true
            var body: some View {
                Color.gray.alert("Delete?", isPresented: $shown) {
                    Text("Cancel").id("cancel")
                    Text("Delete").id("delete")
                } message: { Text("It cannot be undone.") }
            }
        }
        let h = HeadlessHost(Alerting(), size: phone)
        h.advance(by: 1)
        let card = try #require(h.layout.frame(of: PresentationIDs.alert))
        #expect(card.width == 270)
        #expect(card.midX == 195)
        #expect(card.midY == 422)
        // Two actions side by side in the 44-pt row at the bottom.
        let delete = try #require(h.layout.frame(of: "delete"))
        #expect(abs(delete.midY - (card.maxY - 22)) < 1e-9)
        #expect(delete.midX > 195)
        h.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.alert) == nil)
    }

    @Test func aConfirmationDialogSitsAtTheBottomWithACancelRow() throws {
        struct Asking: View {
            @State var shown = true
            var body: some View {
                Color.gray.confirmationDialog("Photo", isPresented: $shown) { Text("Delete").id("delete") }
            }
        }
        let h = HeadlessHost(Asking(), size: phone)
        h.advance(by: 1)
        let dialog = try #require(h.layout.frame(of: PresentationIDs.dialog))
        // One 57-pt row, 8 pt, the 57-pt Cancel row, 8 pt from the bottom and the sides.
        #expect(dialog == CGRect(x: 8, y: 844 - 8 - 57 - 8 - 57, width: 374, height: 57 + 8 + 57))
        h.tap(at: CGPoint(x: 195, y: 844 - 8 - 28))
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.dialog) == nil)
    }

    @Test func aFullScreenCoverCoversTheWindowAndDismissCloses() {
        struct Covering: View {
            @State var shown = true
            var body: some View {
                Color.gray.fullScreenCover(isPresented: $shown) { Closer() }
            }
        }
        struct Closer: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Color.green.frame(width: 50, height: 50).onTapGesture { dismiss() } }
        }
        let h = HeadlessHost(Covering(), size: phone)
        h.advance(by: 1)
        #expect(h.layout.frame(of: PresentationIDs.fullScreenCover) == CGRect(x: 0, y: 0, width: 390, height: 844))
        h.tap(at: CGPoint(x: 195, y: 422))
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.fullScreenCover) == nil)
    }
}

/// Presentations inside presentations, and the safe areas of a phone.
@Suite struct PresentationLayerTests {
    @Test func anAlertInsideASheetShowsAboveIt() {
        struct Nested: View {
            @State var sheet = true
            @State var alert = false
            var body: some View {
                Color.gray.sheet(isPresented: $sheet) {
                    Color.yellow.id("sheet-body").onTapGesture { alert = true }
                        .alert("Discard?", isPresented: $alert) { Text("Discard").id("discard") }
                }
            }
        }
        let h = HeadlessHost(Nested(), size: CGSize(width: 390, height: 844))
        h.advance(by: 2)
        h.tap(at: CGPoint(x: 195, y: 600))
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.alert)?.width == 270)
        let discard = h.layout.frame(of: "discard")!
        h.tap(at: CGPoint(x: discard.midX, y: discard.midY))
        h.advance(by: 2)
        #expect(h.layout.frame(of: PresentationIDs.alert) == nil)
        #expect(h.layout.frame(of: PresentationIDs.sheet) != nil)
    }

    @Test func barsAndSheetsKeepOutOfThePhonesSafeAreas() {
        struct Phone: View {
            @State var shown = false
            var body: some View {
                TabView {
                    NavigationStack {
                        Color.blue.id("content").navigationTitle("Home").onTapGesture { shown = true }
                    }
                    .tabItem { Text("Home") }
                }
                .sheet(isPresented: $shown) { Color.yellow }
            }
        }
        let host = LayoutHost(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let g = ViewGraph(Phone(), host: host, engine: LayoutEngine())
        // The bar under the status bar, the tab bar above the home indicator, the content between.
        #expect(g.layout.frame(of: NavigationBarIDs.bar) == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(g.layout.frame(of: TabBarIDs.bar) == CGRect(x: 0, y: 761, width: 390, height: 49))
        #expect(g.layout.frame(of: "content") == CGRect(x: 0, y: 143, width: 390, height: 618))
        g.tap(at: CGPoint(x: 195, y: 400))
        g.advance(to: 2)
        // A large sheet's top is 10 pt under the top safe area; it reaches the window's bottom.
        #expect(g.layout.frame(of: PresentationIDs.sheet) == CGRect(x: 0, y: 57, width: 390, height: 787))
    }
}
