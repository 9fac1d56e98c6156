import LayoutCore

/// A container that animates its content through a sequence of phases, as SwiftUI's `PhaseAnimator`.
///
/// Each phase change happens inside the animation that `animation` returns for the phase being entered
/// (`withAnimation`), and the next change happens when that animation completes (its completion, which
/// the graph runs at the exact time the animation ends), so every frame is still a function of time.
/// Without a trigger the animator cycles through the phases for as long as it is shown, starting when it
/// appears; with a trigger it runs through them once each time the trigger changes, ending at the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let trigger: PhaseTrigger?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    /// The phase shown, by index into `phases`.
    @State private var index = 0
    /// Which run a scheduled phase change belongs to (a new trigger starts a new run).
    @State private var driver = PhaseDriver()

    /// Cycles through `phases` continuously, from when the view appears, animating each change with the
    /// animation `animation` returns for the phase being entered (nil: the change does not animate).
    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once, from the first back to the first, each time `trigger` changes,
    /// animating each change with the animation `animation` returns for the phase being entered.
    public init<Phases: Sequence, Trigger: Equatable>(_ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
                                                      animation: @escaping (Phase) -> Animation? = { _ in .default })
        where Phases.Element == Phase {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// The content built for the phase shown.
    public var body: some View {
        precondition(!phases.isEmpty, "PhaseAnimator needs at least one phase")
        return content(phases[min(index, phases.count - 1)])
            .onAppear { if trigger == nil { startRun(endingAtFirst: false) } }
            .onChange(of: trigger) { startRun(endingAtFirst: true) }
    }

    /// Starts a run from the phase shown; the run before it (if any) changes no phase any more.
    private func startRun(endingAtFirst: Bool) {
        guard phases.count > 1 else { return }
        driver.generation += 1
        step(in: driver.generation, endingAtFirst: endingAtFirst)
    }

    /// Enters the next phase inside its animation; when that animation completes, enters the one after.
    /// (A cycle whose changes all complete at once, with no animation anywhere, is stopped by the graph,
    /// which runs at most 32 such completions in a row, with a warning.)
    private func step(in generation: Int, endingAtFirst: Bool) {
        guard driver.generation == generation else { return }
        let next = (index + 1) % phases.count
        let last = endingAtFirst && next == 0
        withPhaseAnimation(animation(phases[next])) {
            index = next
        } completion: {
            if !last { step(in: generation, endingAtFirst: endingAtFirst) }
        }
    }
}

/// Which run of a `PhaseAnimator` may change its phase: a new trigger starts a new run, and the changes
/// the run before it scheduled do nothing.
final class PhaseDriver {
    var generation = 0
}

/// A `PhaseAnimator`'s trigger, compared as its own type does.
struct PhaseTrigger: Equatable {
    let value: any Equatable
    init(_ value: any Equatable) { self.value = value }
    static func == (a: PhaseTrigger, b: PhaseTrigger) -> Bool { valuesEqual(a.value, b.value) }
}

extension View {
    /// Cycles this view through `phases` continuously, as SwiftUI's `phaseAnimator(_:content:animation:)`:
    /// `content` gets this view and the phase shown (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (Self, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> PhaseAnimator<Phase, Modified> where Phases.Element == Phase {
        PhaseAnimator(phases, content: { [self] in content(self, $0) }, animation: animation)
    }

    /// Runs this view through `phases` once each time `trigger` changes, as SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`: `content` gets this view and the phase shown.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Modified: View>(
        _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Self, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> PhaseAnimator<Phase, Modified> where Phases.Element == Phase {
        PhaseAnimator(phases, trigger: trigger, content: { [self] in content(self, $0) }, animation: animation)
    }
}
