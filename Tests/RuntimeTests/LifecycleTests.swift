import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// What lifecycle actions ran, in order.
final class EventLog: @unchecked Sendable {
    var events: [String] = []
    func note(_ event: String) { events.append(event) }
}

/// A bar that widens itself as soon as it appears.
private struct GrowsOnAppear: View {
    @State private var appeared = false
    var body: some View {
        Color.blue.frame(width: appeared ? 50 : 10, height: 10).id("bar").onAppear { appeared = true }
    }
}

/// A detail view shown while `showsDetail` is on, logging when it comes and goes.
private struct Toggler: View {
    let log: EventLog
    @State private var showsDetail = false
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("toggle").onTapGesture { showsDetail.toggle(); taps += 1 }
            if showsDetail {
                Color.green.frame(width: 20, height: 20).id("detail")
                    .onAppear { log.note("appear after \(taps) taps") }
                    .onDisappear { log.note("disappear after \(taps) taps") }
            }
        }
        .onAppear { log.note("stack appear") }
    }
}

/// Watches a counter with every `.onChange` form.
private struct Watcher: View {
    let log: EventLog
    @State private var count = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10).id("count").onTapGesture { count += 1 }
            .onChange(of: count) { old, new in log.note("\(old)→\(new)") }
            .onChange(of: count, initial: true) { log.note("changed") }
            .onChange(of: count) { new in log.note("now \(new)") }
    }
}

/// Appear and change actions on a square and on the stack around it, two of each on the square.
private struct Nesting: View {
    let log: EventLog
    @State private var count = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).id("count").onTapGesture { count += 1 }
                .onAppear { log.note("square first") }
                .onChange(of: count) { log.note("square change first") }
                .onAppear { log.note("square second") }
                .onChange(of: count) { log.note("square change second") }
        }
        .onAppear { log.note("stack") }
        .onChange(of: count) { log.note("stack change") }
    }
}

/// Follows a selection with an offset bar: the bar moves in `.onChange`, inside the change's transaction.
private struct Follower: View {
    @State private var selection = 0
    @State private var barX: CGFloat = 0
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 300, height: 100)
            Color.red.frame(width: 10, height: 10).id("select").onTapGesture { withAnimation(.linear(duration: 1)) { selection = 1 } }
                .offset(x: 0, y: 50)
            Color.blue.frame(width: 10, height: 10).id("bar").offset(x: barX, y: 0)
        }
        .onChange(of: selection) { _, new in barX = CGFloat(new) * 100 }
    }
}

/// An `.onChange` that changes the value it watches, forever.
private struct Runaway: View {
    @State private var count = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10).id("start").onTapGesture { count += 1 }
            .onChange(of: count) { count += 1 }
    }
}

/// `.onAppear`, `.onDisappear` and `.onChange` run as SwiftUI runs them: after the update that lays the
/// view out (or removes it, or changes the value), before the frame is drawn, with the latest closures.
@Suite struct LifecycleTests {
    @Test func stateSetOnAppearIsInTheFirstFrame() {
        let g = graph(GrowsOnAppear())
        #expect(g.frame("bar")?.width == 50)
        #expect(!g.isAnimating)
    }

    @Test func insertedAndRemovedViewsAppearAndDisappear() {
        let log = EventLog()
        let g = graph(Toggler(log: log))
        #expect(log.events == ["stack appear"])
        g.tap(id: "toggle")
        g.tap(id: "toggle")
        g.tap(id: "toggle")
        // A closure reads state as it is when it runs (the second tap has counted), as in SwiftUI.
        #expect(log.events == ["stack appear", "appear after 1 taps", "disappear after 2 taps", "appear after 3 taps"])
    }

    /// SwiftUI runs a view's subviews' actions before its own, and one view's actions in the order its
    /// modifiers are written.
    @Test func actionsRunInnermostFirstAndAsWritten() {
        let log = EventLog()
        let g = graph(Nesting(log: log))
        #expect(log.events == ["square first", "square second", "stack"])
        g.tap(id: "count")
        #expect(log.events.dropFirst(3) == ["square change first", "square change second", "stack change"])
    }

    @Test func everyOnChangeFormRunsWithTheOldAndNewValues() {
        let log = EventLog()
        let g = graph(Watcher(log: log))
        #expect(log.events == ["changed"]) // `initial: true` runs when the view appears
        g.tap(id: "count")
        g.tap(id: "count")
        #expect(log.events.filter { $0.contains("→") } == ["0→1", "1→2"])
        #expect(log.events.filter { $0 == "changed" }.count == 3)
        #expect(log.events.filter { $0.hasPrefix("now") } == ["now 1", "now 2"])
    }

    @Test func aChangeMadeInOnChangeAnimatesWithTheChangeThatCausedIt() {
        let g = graph(Follower())
        #expect(g.frame("bar")?.minX == 50) // centred: the 300-wide stack in the 400-wide host
        g.tap(id: "select")
        g.advance(to: 0.5)
        #expect(g.frame("bar")?.minX == 100) // linear, halfway from 50 to 150
        g.advance(to: 1)
        #expect(g.frame("bar")?.minX == 150)
    }

    @Test func anOnChangeThatFeedsItselfStopsWithAWarning() {
        let g = graph(Runaway())
        g.tap(id: "start")
        #expect(g.warnings.contains { $0.contains("32 updates in a row") })
    }
}
