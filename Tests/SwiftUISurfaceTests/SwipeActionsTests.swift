import HeroSim
import HeroSimTesting
import Testing

// `swipeActions` as a mail list writes them: Delete (destructive) and Flag (tinted) on the trailing edge,
// Read on the leading edge; a sideways drag reveals them, a tap runs one, a long drag runs the first.

private struct Inbox: View {
    @State private var mails = ["Lunch", "Invoice", "Trip"]
    @State private var log: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            Text("log \(log.joined(separator: ","))").frame(height: 44)
            List {
                ForEach(mails, id: \.self) { mail in
                    Text(mail)
                        .swipeActions {
                            Button("Delete", role: .destructive) { mails.removeAll { $0 == mail } }
                            Button("Flag") { log.append("flag \(mail)") }.tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button("Read") { log.append("read \(mail)") }.tint(.blue)
                        }
                }
            }
            .listStyle(.plain)
        }
    }
}

@MainActor
@Suite struct SwipeActionsTests {
    private func host() -> HeadlessHost { HeadlessHost(Inbox(), size: CGSize(width: 390, height: 600)) }

    @Test func aShortSwipeOpensTheTrailingActionsFirstOutermost() throws {
        let host = host()
        let row = try #require(host.textFrames("Invoice").last)
        #expect(host.textFrames("Delete").last == nil)
        host.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 200, y: row.midY), duration: 1)
        host.advance(by: 1)
        let delete = try #require(host.textFrames("Delete").last, "texts: \(host.texts)")
        let flag = try #require(host.textFrames("Flag").last)
        // Each button is its label plus 15 pt a side, at least 74 pt; Delete at the trailing edge.
        let deleteWidth = max(74, delete.width + 30), flagWidth = max(74, flag.width + 30)
        #expect(abs(delete.midX - (390 - deleteWidth / 2)) < 1e-9)
        #expect(abs(flag.midX - (390 - deleteWidth - flagWidth / 2)) < 1e-9)
        // The row rests moved left by the buttons' width.
        let moved = try #require(host.textFrames("Invoice").last)
        #expect(abs(moved.minX - (row.minX - deleteWidth - flagWidth)) < 1e-9)
        #expect(host.tap(at: CGPoint(x: flag.midX, y: flag.midY)))
        host.advance(by: 1)
        #expect(host.texts.contains("log flag Invoice"))
        #expect(host.textFrames("Flag").last == nil, "the row closed")
        #expect(host.textFrames("Invoice").last?.minX == row.minX)
    }

    @Test func aFullSwipeRunsTheFirstAction() throws {
        let host = host()
        let row = try #require(host.textFrames("Invoice").last)
        host.drag(from: CGPoint(x: 370, y: row.midY), to: CGPoint(x: 60, y: row.midY), duration: 1)
        host.advance(by: 1)
        #expect(host.textFrames("Invoice").last == nil, "texts: \(host.texts)")
        #expect(host.texts.contains("Lunch") && host.texts.contains("Trip"))
        #expect(host.texts.contains("log "), "Flag did not run")
    }

    @Test func aSwipeTheOtherWayOpensTheLeadingActions() throws {
        let host = host()
        let row = try #require(host.textFrames("Trip").last)
        host.drag(from: CGPoint(x: 100, y: row.midY), to: CGPoint(x: 160, y: row.midY), duration: 1)
        host.advance(by: 1)
        let read = try #require(host.textFrames("Read").last, "texts: \(host.texts)")
        #expect(abs(read.midX - max(74, read.width + 30) / 2) < 1e-9, "Read at the leading edge")
        #expect(host.tap(at: CGPoint(x: read.midX, y: read.midY)))
        host.advance(by: 1)
        #expect(host.texts.contains("log read Trip"))
    }

    @Test func aTapOnAnOpenRowClosesItAndADownwardDragOpensNothing() throws {
        let host = host()
        let row = try #require(host.textFrames("Lunch").last)
        host.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 300, y: row.midY + 80), duration: 1)
        host.advance(by: 1)
        #expect(host.textFrames("Delete").last == nil && host.textFrames("Read").last == nil)
        host.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 200, y: row.midY), duration: 1)
        host.advance(by: 1)
        #expect(host.textFrames("Delete").last != nil)
        #expect(host.tap(at: CGPoint(x: 100, y: row.midY)), "the open row's visible part")
        host.advance(by: 1)
        #expect(host.textFrames("Delete").last == nil)
        #expect(host.texts.contains("log "))
    }
}
