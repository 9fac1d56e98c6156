import Foundation
import LayoutCore

/// A view built again at each entry of a schedule, as SwiftUI's `TimelineView`: `content` gets the entry's
/// date. Time runs on the view graph's clock (a headless host's `advance(by:)` moves it), from the wall
/// clock's date when the view appeared.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, format: .dateTime.hour().minute().second())
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, BuiltInView {
    /// What `content` is given.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var start: Date?
    @State private var entry: Date?

    /// A view built from `content` at each entry of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the current entry, and a task that waits for the next one.
    public var body: some View {
        let start = self.start ?? Date()
        let shown = entry ?? TimelineEntries(schedule: schedule, start: start).latest(atOrBefore: start) ?? start
        content(TimelineViewDefaultContext(date: shown, cadence: .live))
            .task { await follow(from: start) }
    }

    /// Waits on the graph's clock for each entry after `start` and shows it.
    private func follow(from start: Date) async {
        let clock = TaskClock.current
        let graphStart = clock?.now ?? 0
        self.start = start
        var entries = TimelineEntries(schedule: schedule, start: start).after(start).makeIterator()
        while !Task.isCancelled, let next = entries.next() {
            let now = start.addingTimeInterval((clock?.now ?? graphStart) - graphStart)
            let wait = next.timeIntervalSince(now)
            if wait > 0 {
                do { try await Task.sleep(nanoseconds: UInt64(wait * 1e9)) } catch { return }
            }
            entry = next
        }
    }
}

/// What a `TimelineView`'s content is given: the entry's date and how often entries come.
public struct TimelineViewDefaultContext {
    /// How often a timeline updates.
    public enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// Every second.
        case seconds
        /// Every minute.
        case minutes
    }
    /// The date of the entry being shown.
    public let date: Date
    /// How often entries come (always `.live` in HeroSim).
    public let cadence: Cadence
}

/// A schedule's entries around a start date.
struct TimelineEntries<Schedule: TimelineSchedule> {
    let schedule: Schedule
    let start: Date
    /// How many entries are looked at before giving up (a schedule may run for ever).
    static var lookahead: Int { 100_000 }

    /// The last entry at or before `date`, if any.
    func latest(atOrBefore date: Date) -> Date? {
        var latest: Date?
        for (index, entry) in schedule.entries(from: start, mode: .normal).enumerated() {
            if entry > date || index >= Self.lookahead { break }
            latest = entry
        }
        return latest
    }

    /// The entries after `date`.
    func after(_ date: Date) -> LazyFilterSequence<LazySequence<PrefixSequence<Schedule.Entries>>.Elements> {
        schedule.entries(from: start, mode: .normal).prefix(Self.lookahead).lazy.filter { $0 > date }
    }
}
