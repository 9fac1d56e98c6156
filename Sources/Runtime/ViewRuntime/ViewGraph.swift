import Foundation
import LayoutCore
import Motion

/// A running view tree: SwiftUI's update cycle with time as an input.
///
/// State (`@State`, `@Binding`, `@Observable` models) changes on the thread that drives the graph, as
/// SwiftUI's changes happen on the main thread.
///
/// Input (a tap, a key, a resize) runs the view's own closures; the state they change rebuilds the
/// tree inside the change's transaction; the new layout is compared with what was on screen, and every
/// animatable value that changed (frames, opacities, corner radii, fill colours) animates from where it
/// is presented to its new value with the transaction's animation. Views inserted into a matched-geometry
/// group start at the geometry the group had; removed views stay drawn until their removal animation
/// ends. Between inputs only time moves, and every frame is a pure function of the inputs and `time`.
package final class ViewGraph {
    private var buildRoot: (BuildEnvironment) -> Node
    private let engine: LayoutEngine
    let store = StateStore()

    private let tasks = TaskRunner()

    deinit {
        tasks.cancelAll()
        // What the store keeps for the next build can hold the store itself (a view's state points at it).
        store.forgetKeptBuilds()
    }
    /// Where the tree is laid out.
    public private(set) var host: LayoutHost
    /// The current time in seconds.
    public private(set) var time: Double = 0 {
        didSet {
            tasks.clock.now = time
            store.time = time
        }
    }
    /// Light or dark: the colour scheme at the root of the environment (a host's option); changing it
    /// builds the tree again, and semantic colours, hierarchical styles and materials follow it.
    public var colorScheme: ColorScheme {
        didSet { if colorScheme != oldValue { update(with: Transaction(), animated: false) } }
    }
    /// What running motions do when a change interrupts them (a config's `transitions.interruption`).
    package var interruptionPolicy: InterruptionPolicy = .retrace
    /// How moving frames travel (a config's `transitions.path`); applies to motions started from now on.
    package var motionPath: MotionPath = .straight
    /// Replaces every animation the scene asks for (a config's global override), when set.
    public var animationOverride: ((Animation) -> Animation)?

    /// The stages of an update, in order.
    package enum UpdateStage {
        /// Building the body of every view that must be built again.
        case build
        /// Laying out the new tree.
        case layout
        /// Keeping what this build can lend the next one, and letting go of what the last one kept.
        case endBuild
        /// Comparing it with the last one and starting animations.
        case diff
        /// The update is over.
        case done
    }
    /// Told as each stage of an update starts, so a benchmark can time them; nil by default.
    package var updateStageObserver: ((UpdateStage) -> Void)?
    /// How many updates the graph has made: a host that sees it change redraws (say, a download finished).
    package private(set) var updates = 0

    private var target: LayoutResult
    private var targets: [ViewPath: NodeTargets] = [:]
    private var tracks: [TrackKey: AnimationTrack] = [:]
    private var departingViews: [DepartingView] = []
    /// The hero flights, by group (see `FlightTable`).
    private(set) var flightTable = FlightTable()
    /// What happened last to each group whose flight the last update started or diverted, or that landed since.
    package private(set) var flightDecisions: [MatchedGeometryKey: FlightDecision] = [:]
    private var markerValues: [ViewPath: any Equatable] = [:]
    private var presentedCache: (time: Double, root: PlacedNode)?
    private var plan: PresentationPlan?
    /// The last plan made, which the next one reuses where the tree did not change.
    private var previousPlan: PresentationPlan?
    /// The last frame's drawing commands of the subtrees that stood still.
    private let displayListCache = DisplayListCache()
    var lastTap: (time: Double, point: CGPoint, count: Int)?
    /// The pointer sequence under way, from the pointer going down to it going up.
    var pointer: PointerSession?
    private var completions: [(time: Double, actions: [() -> Void])] = []
    private var warningList: [String] = []
    private var lifecycle = LifecycleTracker()
    /// How many updates in a row lifecycle and change actions have caused.
    private var lifecycleUpdates = 0
    /// How many completions that ran at once (their change animated nothing) are running inside one another.
    private var instantCompletions = 0
    /// The updates kept to draw past moments again, while `keepsReplayHistory` is on.
    private(set) var replay = ReplayHistory()
    /// Keep what each update left to draw (the last 120 s, at most 64 updates) so that any past moment can
    /// be drawn again (`displayList(replaying:)`) and the timeline knows every transaction's animations.
    /// Off by default: each kept update holds its laid-out tree.
    public var keepsReplayHistory = false {
        didSet {
            if !keepsReplayHistory { replay = ReplayHistory() } else if replay.updates.isEmpty { record(after: allTracks) }
        }
    }

    /// Starts `view` in `host` at time 0, in `colorScheme` (light unless asked).
    public init<V: View>(_ view: V, host: LayoutHost, engine: LayoutEngine, colorScheme: ColorScheme = .light) {
        buildRoot = { LayoutEngine.rootNode(view, in: $0) }
        self.engine = engine
        self.host = host
        self.colorScheme = colorScheme
        target = engine.layout(EmptyView(), in: host)
        update(with: Transaction(), animated: false)
    }

    // MARK: - Input

    /// Moves time forward to `newTime` (never backwards). Completion handlers whose animations end on the
    /// way run at the exact time they end, and a gesture waiting for a moment (a long press's minimum
    /// duration) recognizes at exactly that moment.
    public func advance(to newTime: Double) {
        // Tasks resumed from outside the graph (a download finished on its own thread) go on now.
        tasks.drain()
        // Changes made since the last input (to an observable model, say) show from this frame on.
        flushStateChanges()
        guard newTime.isFinite, newTime > time else { return }
        // Completions, sleeping tasks and a gesture's deadline (a long press's minimum duration) run at the
        // exact times they are due, in order.
        while true {
            let next = completions.indices.min(by: { completions[$0].time < completions[$1].time })
            let completionTime = next.map { completions[$0].time } ?? .infinity
            let wake = tasks.clock.nextWake ?? .infinity
            let deadline = pointer?.deadline ?? .infinity
            let due = min(completionTime, wake, deadline)
            guard due <= newTime else { break }
            if due > time { time = due }
            prune()
            if deadline < completionTime, deadline < wake, let pointer {
                run(pointer.reachedDeadline(deadline))
                continue
            }
            if let next, completionTime <= wake {
                completions.remove(at: next).actions.forEach { $0() }
            } else {
                tasks.clock.wake(upTo: wake)
                tasks.drain()
            }
            flushStateChanges()
        }
        time = newTime
        prune()
        // Bodies that read the time (keyframes running) are built for this frame.
        flushStateChanges()
    }

    /// Presses `key`: key handlers run topmost first until one returns `.handled`. Returns whether one did.
    @discardableResult
    public func key(_ key: KeyEquivalent) -> Bool {
        for handler in HitTester.keyHandlers(in: presentedRoot, for: key) where handler() == .handled {
            flushStateChanges()
            return true
        }
        flushStateChanges()
        return false
    }

    /// Resizes the host; the layout changes without an animation of its own, and motions under way bend
    /// towards their new targets over what is left of them, without a jump.
    public func resize(to size: CGSize) {
        let clamped = CGSize(width: max(1, size.width), height: max(1, size.height))
        guard clamped != host.size else { return }
        host.size = clamped
        update(with: Transaction(), animated: true, bendingRunningMotions: true)
    }

    /// Replaces the root view (a new config, say) keeping the state of every view that keeps its
    /// identity; the changes do not animate of their own, motions under way carry on.
    public func replaceRoot<V: View>(_ view: V) {
        buildRoot = { LayoutEngine.rootNode(view, in: $0) }
        update(with: Transaction(), animated: true)
    }

    /// Rebuilds the tree when a gesture or key handler changed state.
    func flushStateChanges() {
        guard store.isDirty else { return }
        update(with: store.pendingTransaction ?? Transaction(), animated: true)
    }

    // MARK: - Output

    /// The layout of the current frame: every view where it is drawn now.
    public var layout: LayoutResult { LayoutResult(host: host, root: presentedRoot, engine: target.engine) }

    /// The tree the last update laid out: every view at its new place, nothing animated, no leaving view.
    var laidOut: LayoutResult { target }

    /// The window's background now: black when the scene prefers dark mode (`.preferredColorScheme(.dark)`
    /// on the root's chain of views) or the host runs in dark mode, else white.
    public var windowBackgroundColor: Color {
        ViewGraph.windowBackground(in: ColorSchemePreference.preferred(in: target.root.node) ?? colorScheme)
    }

    /// Evaluates every animation at the current time and re-lays out the matched-geometry views that
    /// move: the part of a frame's work before its display list (kept until time or state changes).
    public func updatePresentation() { _ = presentedRoot }

    /// The current frame's drawing commands: the window background, then the scene.
    public var displayList: DisplayList { displayList(of: presentedRoot) }

    /// The display list of a presented tree, on the window's background, in `host` (by default the current one).
    func displayList(of root: PlacedNode, host: LayoutHost? = nil) -> DisplayList {
        let bounds = CGRect(origin: .zero, size: (host ?? self.host).size)
        var list = LayoutResult.displayList(of: root, engine: target.engine, bounds: bounds, cache: displayListCache)
        list.items.insert(.shape(.rectangle, frame: bounds, fill: .color(windowBackgroundColor), stroke: nil), at: 0)
        return list
    }

    /// Every matched-geometry view drawn now, back to front.
    public var matchedGeometry: [MatchedGeometryElement] { HitTester.matchedElements(in: presentedRoot) }

    /// When the next `.task` sleeping on the graph's clock wakes (a host should advance to it even when
    /// nothing moves), or nil.
    public var nextTaskWake: Double? { tasks.clock.nextWake }

    /// Whether anything is still moving (or a completion handler is waiting, or keyframes are running) at
    /// the current time.
    public var isAnimating: Bool {
        tracks.values.contains { !$0.isFinished(at: time) } || !departingViews.isEmpty || !completions.isEmpty || store.madeFrameClock?.isRequestingFrames == true
    }

    /// Warnings about the scene (bad layout input, two inserted sources in one matched-geometry group),
    /// each once, in order.
    public var warnings: [String] { warningList }

    // MARK: - Update

    /// Builds the tree again, lays it out and animates what changed inside `transaction`.
    private func update(with transaction: Transaction, animated: Bool, bendingRunningMotions: Bool = false) {
        updates &+= 1
        let tracksBefore = keepsReplayHistory ? allTracks : [:]
        var spellings = AnimationSpellings()
        defer { if keepsReplayHistory { record(after: tracksBefore, spellings: spellings) } }
        let before = animated ? presentedRoot : nil
        let oldRoot = target.root
        let diagnostics = LayoutDiagnostics()
        var environment = BuildEnvironment()
        environment.diagnostics = diagnostics
        environment.hooks = store
        environment.values.colorScheme = colorScheme
        environment.values.containerSize = host.size
        var settlingRounds = 0
        while true {
            updateStageObserver?(.build)
            store.beginBuild()
            store.buildAnimation = animated ? transaction.animation.map(resolve) : nil
            let root = PresentationLayer.wrap(buildRoot(environment), in: environment, host: host, store: store)
            updateStageObserver?(.layout)
            // GeometryReader builds its content while it is placed: the build ends after layout.
            target = engine.reporting(to: diagnostics).layout(root: root, in: host)
            updateStageObserver?(.endBuild)
            store.endBuild()
            // Lazy stacks build what came into view and `scrollTo` moves scroll views: build and lay out again.
            guard settlingRounds < 6, target.root.node.containsScrolling,
                  ScrollSettling.settle(target.root, bounds: CGRect(origin: .zero, size: host.size)) else { break }
            settlingRounds += 1
        }
        updateStageObserver?(.diff)
        // The diff takes the tables and hands them back updated: this graph lets go of them while it runs.
        let settings = DiffSettings(animationOverride: animationOverride, interruptionPolicy: interruptionPolicy, motionPath: motionPath)
        var diff = TreeDiff(time: time, settings: settings, transaction: transaction, tracks: take(&tracks, leaving: [:]), departingViews: take(&departingViews, leaving: []),
                            targets: take(&targets, leaving: [:]), markerValues: take(&markerValues, leaving: [:]), oldRoot: oldRoot, before: before)
        diff.blendsRunningMotions = bendingRunningMotions
        diff.notesSpellings = keepsReplayHistory
        diff.run(target.root, animation: transaction.animation.map(resolve))
        diff.startFollowerGlides()
        if bendingRunningMotions { diff.rebendDepartingViews() }
        diff.handleRemovals(animated: before != nil)
        let outcome = diff.outcome()
        spellings = outcome.spellings
        targets = outcome.targets
        markerValues = outcome.markerValues
        departingViews = outcome.departingViews
        tracks = outcome.tracks.filter { targets[$0.key.path] != nil }
        flightDecisions = flightTable.take(outcome.manifests)
        for message in diagnostics.messages + outcome.warnings where !warningList.contains(message) { warningList.append(message) }
        plan = nil
        presentedCache = nil
        prune()
        updateStageObserver?(.done)
        runLifecycleActions(in: transaction)
        let actions = transaction.completions.actions
        if !actions.isEmpty {
            var finish = outcome.latestFinish
            if transaction.completesAfterItsAnimation, let animation = transaction.animation {
                finish = max(finish, resolve(animation).track(from: [0], to: [1], at: time).finishTime)
            }
            if finish <= time {
                // Nothing animates: the completion runs now, after this change.
                guard instantCompletions < 32 else {
                    let message = "completions that ran at once changed state 32 updates in a row: the rest are dropped"
                    if !warningList.contains(message) { warningList.append(message) }
                    return
                }
                instantCompletions += 1
                defer { instantCompletions -= 1 }
                actions.forEach { $0() }
                flushStateChanges()
            } else {
                completions.append((finish, actions))
            }
        }
    }

    /// Runs the appear, disappear and change actions of the update just made, then the update their
    /// state changes ask for. A chain of more than 32 such updates stops with a warning (an `.onChange`
    /// that changes its own value, say), where SwiftUI would log that an action tried to update too often.
    private func runLifecycleActions(in transaction: Transaction) {
        guard store.usesLifecycle else { return }
        let (lifecycleActions, changes) = lifecycle.actions(after: target.root, tasks: tasks)
        guard !lifecycleActions.isEmpty || !changes.isEmpty else { return }
        guard lifecycleUpdates < 32 else {
            let message = "onAppear, onDisappear or onChange actions changed state 32 updates in a row: the rest are dropped"
            if !warningList.contains(message) { warningList.append(message) }
            return
        }
        lifecycleUpdates += 1
        defer { lifecycleUpdates -= 1 }
        lifecycleActions.forEach { $0() }
        tasks.drain()
        // Changes an `.onChange` makes animate as the change that caused them (without its completions).
        var inherited = Transaction(animation: transaction.animation)
        inherited.disablesAnimations = transaction.disablesAnimations
        withTransaction(inherited) { changes.forEach { $0() } }
        flushStateChanges()
    }

    /// The value of `value`, leaving `empty` in its place (so the value has one owner and is not copied).
    private func take<Value>(_ value: inout Value, leaving empty: Value) -> Value {
        var taken = empty
        swap(&taken, &value)
        return taken
    }

    /// Keeps what this update left to draw, and the animations it started (spelled as `spellings` says).
    private func record(after tracksBefore: [TrackKey: AnimationTrack], spellings: AnimationSpellings = AnimationSpellings()) {
        let started = startedAnimations(before: tracksBefore, after: allTracks, at: time, spellings: spellings,
                                        roots: [target.root] + departingViews.map(\.placed))
        replay.append(RecordedUpdate(time: time, root: target.root, engine: target.engine, host: host, tracks: tracks, departingViews: departingViews,
                                     flights: flightTable),
                      animations: started)
    }

    /// The animation to use for `animation`, after the config's override.
    func resolve(_ animation: Animation) -> Animation { animationOverride?(animation) ?? animation }

    /// Drops finished animations and departing views.
    private func prune() {
        let now = time
        departingViews.removeAll { $0.isFinished(at: now) }
        for key in flightTable.landFinished(at: now, frameTrack: frameTrack) { flightDecisions[key] = .land }
        presentedCache = nil
    }

    // MARK: - Presentation

    /// The tree as drawn at the current time: animated values applied, matched geometry resolved, departing views in.
    var presentedRoot: PlacedNode {
        if let cache = presentedCache, cache.time == time { return cache.root }
        let presenter = Presenter(engine: target.engine, host: host, time: time, tracks: tracks, departingViews: departingViews)
        let plan = self.plan ?? PresentationPlan(target.root, tracks: tracks, departingViews: departingViews, reusing: previousPlan)
        self.plan = plan
        previousPlan = plan
        let root = presenter.present(target.root, plan: plan)
        presentedCache = (time, root)
        return root
    }

    /// The tree as drawn at `time` with the animations and departing views of now, without changing anything.
    func presented(at time: Double) -> PlacedNode {
        if time == self.time { return presentedRoot }
        let presenter = Presenter(engine: target.engine, host: host, time: time, tracks: tracks, departingViews: departingViews)
        return presenter.present(target.root, plan: plan ?? PresentationPlan(target.root, tracks: tracks, departingViews: departingViews))
    }

    /// Builds the root node again with `hooks` in `environment` (for a build from scratch).
    func rebuildRoot(with hooks: any ViewBuildHooks, environment: BuildEnvironment) -> Node {
        var environment = environment
        environment.hooks = hooks
        return PresentationLayer.wrap(buildRoot(environment), in: environment, host: host, store: store)
    }

    /// The graph's state.
    var stateStore: StateStore { store }
    /// The graph's layout engine.
    var layoutEngine: LayoutEngine { engine }

    // MARK: - Reading, for the tools in this module

    /// Every track of the live tree.
    var currentTracks: [TrackKey: AnimationTrack] { tracks }
    /// The departing views still drawn.
    var currentDepartingViews: [DepartingView] { departingViews }
}
