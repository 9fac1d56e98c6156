// SwiftUI's drawing views and effects HeroSim does not have yet, declared unavailable so that code using
// them says it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `TimelineView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TimelineView yet; .task with Task.sleep is there (HeroSim's documentation: What works as in SwiftUI)")
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given at each moment of the schedule.
    public typealias Context = TimelineViewDefaultContext
    /// A view built again at each moment of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `TimelineViewDefaultContext`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TimelineView yet (HeroSim's documentation: What works as in SwiftUI)")
public struct TimelineViewDefaultContext {
    /// The moment.
    public var date: Date { fatalError() }
}

/// SwiftUI's `TimelineSchedule`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TimelineView yet (HeroSim's documentation: What works as in SwiftUI)")
public protocol TimelineSchedule {}

/// SwiftUI's `PeriodicTimelineSchedule`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TimelineView yet (HeroSim's documentation: What works as in SwiftUI)")
public struct PeriodicTimelineSchedule: TimelineSchedule {}

/// SwiftUI's `AnimationTimelineSchedule`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TimelineView yet (HeroSim's documentation: What works as in SwiftUI)")
public struct AnimationTimelineSchedule: TimelineSchedule {}

/// SwiftUI's `EveryMinuteTimelineSchedule`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TimelineView yet (HeroSim's documentation: What works as in SwiftUI)")
public struct EveryMinuteTimelineSchedule: TimelineSchedule {}

@available(*, unavailable, message: "HeroSim does not have TimelineView yet (HeroSim's documentation: What works as in SwiftUI)")
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have TimelineView yet (HeroSim's documentation: What works as in SwiftUI)")
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { fatalError() }
    /// Every frame, at most every `minimumInterval` seconds, stopped while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have TimelineView yet (HeroSim's documentation: What works as in SwiftUI)")
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { fatalError() }
}
