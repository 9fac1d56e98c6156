import Foundation

/// When a `TimelineView` draws again, as SwiftUI's `TimelineSchedule`: the dates of its entries.
public protocol TimelineSchedule {
    /// The entries' dates, in order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The entries from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update (HeroSim asks at the normal rate).
public enum TimelineScheduleMode: Sendable {
    /// As often as the schedule says.
    case normal
    /// Rarely (a device in a low-power state).
    case lowFrequency
}

/// Entries every `interval` seconds from a start date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Entries every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries from the latest one at or before `startDate` (or this schedule's start) on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date> {
        let step = interval > 0 && interval.isFinite ? interval : 1
        let skipped = max(0, (startDate.timeIntervalSince(self.startDate) / step).rounded(.down))
        let first = self.startDate.addingTimeInterval(skipped * step)
        return sequence(first: first) { $0.addingTimeInterval(step) }
    }
}

/// An entry at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The every-minute schedule.
    public init() {}

    /// The start of the minute of `startDate`, then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date> {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return sequence(first: Date(timeIntervalSinceReferenceDate: minute)) { $0.addingTimeInterval(60) }
    }
}

/// An entry for every frame, at most every `minimumInterval` seconds, as SwiftUI's
/// `AnimationTimelineSchedule`; a paused one has only its first entry.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Every frame (1/60 s), or every `minimumInterval` seconds, unless `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then one entry per frame unless paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date> {
        let step = max(1.0 / 60, minimumInterval ?? 1.0 / 60)
        let paused = self.paused
        return sequence(first: startDate) { paused ? nil : $0.addingTimeInterval(step) }
    }
}

/// Entries at the dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Entries at `dates`.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most every `minimumInterval` seconds, stopped while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Entries at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
