import Foundation
import HeroSim
import HeroSimTesting
import Testing

// `TimelineView` on the graph's clock: a periodic schedule builds its content once per period as the host's
// time advances, an animation schedule every frame, a paused one never again.

/// The entry dates a timeline's content was built with.
private final class Entries {
    var dates: [Date] = []
    /// The distinct dates, in order, as seconds after the first.
    var offsets: [Double] {
        var seen: [Date] = []
        for date in dates where seen.last != date { seen.append(date) }
        return seen.map { $0.timeIntervalSince(seen[0]) }
    }
}

private struct Ticking<S: TimelineSchedule>: View {
    let schedule: S
    let entries: Entries
    var body: some View {
        TimelineView(schedule) { context in
            let _ = entries.dates.append(context.date)
            Text("tick")
        }
    }
}

@MainActor
@Suite struct TimelineViewTests {
    @Test func aPeriodicScheduleBuildsItsContentOncePerPeriod() {
        let entries = Entries()
        let host = HeadlessHost(Ticking(schedule: .periodic(from: .now, by: 1), entries: entries), size: CGSize(width: 100, height: 100))
        host.advance(by: 3.5)
        #expect(entries.offsets == [0, 1, 2, 3])
    }

    @Test func anAnimationScheduleBuildsEveryFrameUnlessPaused() {
        let every = Entries(), paused = Entries()
        let host = HeadlessHost(VStack {
            Ticking(schedule: .animation(minimumInterval: 0.25), entries: every)
            Ticking(schedule: .animation(paused: true), entries: paused)
        }, size: CGSize(width: 100, height: 100))
        host.advance(by: 1)
        #expect(every.offsets == [0, 0.25, 0.5, 0.75, 1])
        #expect(paused.offsets == [0])
    }
}
