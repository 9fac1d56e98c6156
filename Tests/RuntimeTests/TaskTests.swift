import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// Loads after a second, then grows with an animation.
private struct Loader: View {
    @State private var loaded = false
    @State private var expanded = false
    var body: some View {
        Color.blue.frame(width: expanded ? 60 : (loaded ? 20 : 10), height: 10).id("bar")
            .task {
                try? await Task.sleep(for: .seconds(1))
                loaded = true
                try? await Task.sleep(nanoseconds: 500_000_000)
                withAnimation(.linear(duration: 1)) { expanded = true }
            }
    }
}

/// Ticks every quarter second while it is shown.
private struct Ticker: View {
    let log: EventLog
    @State private var ticks = 0
    var body: some View {
        Color.blue.frame(width: CGFloat(10 + ticks), height: 10).id("ticker")
            .task {
                do {
                    while true {
                        try await Task.sleep(for: .milliseconds(250))
                        ticks += 1
                    }
                } catch {
                    log.note("cancelled after \(ticks)")
                }
            }
    }
}

/// Shows the ticker until tapped.
private struct TickerHolder: View {
    let log: EventLog
    @State private var shows = true
    var body: some View {
        VStack(spacing: 0) {
            if shows { Ticker(log: log) }
            Color.red.frame(width: 10, height: 10).id("hide").onTapGesture { shows = false }
        }
    }
}

/// Starts a task per selected id.
private struct Selection: View {
    let log: EventLog
    @State private var selected = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10).id("next").onTapGesture { selected += 1 }
            .task(id: selected) {
                log.note("start \(selected)")
                do { try await Task.sleep(for: .seconds(10)) } catch { log.note("cancel") }
            }
    }
}

/// The seeds' idiom: a task keyed by a measured size stores the size in state.
private struct Measuring: View {
    @State private var height: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 50, height: 30)
                .background(GeometryReader { proxy in Color.clear.task(id: proxy.size.height) { height = proxy.size.height } })
            Color.blue.frame(width: 10, height: height).id("copy")
        }
    }
}

/// `.task` runs on the graph's clock: its code runs when the graph's time reaches its sleeps, it is
/// cancelled when its view leaves, and `task(id:)` starts again when the id changes.
@Suite struct TaskTests {
    @Test func aTaskSleepsOnTheGraphsClock() {
        let g = graph(Loader())
        #expect(g.frame("bar")?.width == 10)
        #expect(g.nextTaskWake == 1)
        g.advance(to: 0.999)
        #expect(g.frame("bar")?.width == 10)
        g.advance(to: 1)
        #expect(g.frame("bar")?.width == 20)
        g.advance(to: 2) // the animation started at 1.5
        #expect(g.frame("bar")?.width == 40) // linear, halfway from 20 to 60
        g.advance(to: 2.5)
        #expect(g.frame("bar")?.width == 60)
        #expect(g.nextTaskWake == nil)
    }

    @Test func aTaskIsCancelledWhenItsViewLeaves() {
        let log = EventLog()
        let g = graph(TickerHolder(log: log))
        g.advance(to: 1.1)
        #expect(g.frame("ticker")?.width == 14)
        g.tap(id: "hide")
        #expect(log.events == ["cancelled after 4"])
        g.advance(to: 5)
        #expect(g.nextTaskWake == nil)
    }

    @Test func aTaskWithAnIDStartsAgainWhenTheIDChanges() {
        let log = EventLog()
        let g = graph(Selection(log: log))
        g.tap(id: "next")
        g.tap(id: "next")
        #expect(log.events == ["start 0", "cancel", "start 1", "cancel", "start 2"])
    }

    @Test func aTaskKeyedByAMeasuredSizeStoresIt() {
        let g = graph(Measuring())
        #expect(g.frame("copy")?.height == 30)
    }
}
