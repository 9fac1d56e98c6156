import Foundation
import LayoutCore

/// A haptic or sound a device plays, as SwiftUI's `SensoryFeedback`. HeroSim's hosts have no haptics:
/// the feedback a view plays is recorded, with its time, for a test to read (`HeadlessHost.sensoryFeedback`).
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    /// The feedback's name, as SwiftUI spells its static member ("success", "impact(weight: heavy)").
    public let description: String

    /// A task succeeded.
    public static let success = SensoryFeedback(description: "success")
    /// A warning.
    public static let warning = SensoryFeedback(description: "warning")
    /// An error.
    public static let error = SensoryFeedback(description: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(description: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(description: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(description: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(description: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(description: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(description: "alignment")
    /// A discrete level was crossed.
    public static let levelChange = SensoryFeedback(description: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(description: "impact")

    /// An impact of `weight` at `intensity` (0...1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(weight: \(weight.name), intensity: \(intensity))")
    }

    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// Light.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }
}

/// The feedback a graph's views have played, in order, with the graph's time of each.
final class FeedbackLog {
    var played: [(time: Double, feedback: SensoryFeedback)] = []
}

/// A view's way to the graph's `FeedbackLog`, connected by the runtime.
struct FeedbackAccess: DynamicProperty, StorageBacked {
    private let box = FeedbackBox()

    func play(_ feedback: SensoryFeedback) {
        guard let store = box.store else { return }
        store.feedbackLog.played.append((store.time, feedback))
    }

    func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) { box.store = store }
}

/// Where a `FeedbackAccess` keeps its store.
final class FeedbackBox {
    weak var store: StateStore?
}

/// `sensoryFeedback`: plays a feedback when the trigger changes (and, with a condition, when it holds).
private struct FeedbackModifier<Trigger: Equatable>: ViewModifier {
    let trigger: Trigger
    let feedback: (Trigger, Trigger) -> SensoryFeedback?
    private let access = FeedbackAccess()

    init(trigger: Trigger, feedback: @escaping (Trigger, Trigger) -> SensoryFeedback?) {
        self.trigger = trigger
        self.feedback = feedback
    }

    func body(content: Content) -> some View {
        let (access, feedback) = (self.access, self.feedback)
        content.onChange(of: trigger) { old, new in
            if let played = feedback(old, new) { access.play(played) }
        }
    }
}

extension View {
    /// Plays `feedback` each time `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(FeedbackModifier(trigger: trigger) { _, _ in feedback })
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                             condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modifier(FeedbackModifier(trigger: trigger) { old, new in condition(old, new) ? feedback : nil })
    }

    /// Plays the feedback `feedback(old, new)` gives (none for nil) when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modifier(FeedbackModifier(trigger: trigger, feedback: feedback))
    }
}

extension ViewGraph {
    /// The sensory feedback the views have played so far (HeroSim has no haptics), oldest first, each with
    /// the graph's time it was played at.
    public var sensoryFeedback: [(time: Double, feedback: SensoryFeedback)] { store.feedbackLog.played }
}
