import LayoutCore
import Observation

/// The values of every `@State` (and `@Namespace`) in a running view tree, kept by the owning view's
/// identity. A slot lives while its view is in the tree: a view that leaves the tree loses its state, as
/// in SwiftUI.
package final class StateStore: ViewBuildHooks {
    private var slots: [SlotKey: Any] = [:]
    private var visited: Set<ViewPath> = []
    private var builds = BuiltViews()
    private var derivedNodes = DerivedNodeTable()
    /// The view types that have no dynamic property.
    private var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
    /// Whether a build has made an `.onAppear`, `.onDisappear` or `.onChange` marker.
    package var usesLifecycle = false
    /// Whether a build has made a presentation marker (`.sheet`, `.alert`, ...): the root is then looked
    /// through for presentations after each build.
    package var usesPresentations = false
    /// How many custom views' bodies were read since the store was made.
    package private(set) var bodyReads = 0
    /// Whether a state value changed since the last build.
    package private(set) var isDirty = false
    /// The transaction of the first change since the last build.
    package private(set) var pendingTransaction: Transaction?

    /// The animation of the build under way (the transaction's), for `Animatable` views whose data changed.
    var buildAnimation: Animation?
    /// The animations of `Animatable` views.
    private var animatableViews = AnimatableViews()

    /// The graph's time, kept for the clock below.
    var time: Double = 0 {
        didSet { madeFrameClock?.move(to: time) }
    }
    /// The clock of the bodies that read the time (`KeyframeAnimator`), made when one first asks.
    private(set) var madeFrameClock: FrameClock?
    /// The clock of the bodies that read the time, made now if none has asked before.
    var frameClock: FrameClock {
        if let clock = madeFrameClock { return clock }
        let clock = FrameClock(time: time)
        madeFrameClock = clock
        return clock
    }

    /// Which text field has the keyboard's focus (`TextField`, `SecureField`).
    let textFocus = TextFocus()
    /// The sensory feedback the views played (`.sensoryFeedback`).
    let feedbackLog = FeedbackLog()

    package init() {}

    /// The value in slot `key`, created from `initial` when the slot is new.
    package func value<Value>(_ key: SlotKey, initial: () -> Value) -> Value {
        // Unwrap the slot before the cast: a missing slot cast to an optional `Value` would read as `nil`.
        if let stored = slots[key], let value = stored as? Value { return value }
        let value = initial()
        slots[key] = value
        return value
    }

    /// The value in slot `key` (created from `initial` when the slot is new), read by the body being
    /// built: a change to the slot reads that body again.
    package func read<Value>(_ key: SlotKey, initial: () -> Value) -> Value? {
        if hasLeft(key) { return nil }
        builds.noteRead(.slot(key))
        return value(key, initial: initial)
    }

    /// Whether the view owning slot `key` has left the tree (a closure it made, still running in a task or
    /// a completion, reads or writes its state).
    private func hasLeft(_ key: SlotKey) -> Bool {
        !builds.isBuilding && slots[key] == nil && !visited.contains(key.path)
    }

    /// Stores `value` in slot `key` and marks the tree for a new build inside the current transaction:
    /// the views that read the slot are read again.
    package func set<Value>(_ key: SlotKey, _ value: Value) {
        // State of a view that has left changes nothing on screen.
        if hasLeft(key) { return }
        slots[key] = value
        builds.stateChanged(.slot(key))
        markDirty()
    }

    /// The view being connected read `value` from the environment with `read`: a different value there
    /// reads its body again.
    func noteEnvironmentRead(_ value: Any, read: @escaping (EnvironmentValues) -> Any) {
        builds.noteEnvironmentRead(EnvironmentRead(read: read, value: value))
    }

    /// The view being connected observes `publisher`: its body is read again after each `send()`.
    func observe(_ publisher: ObservableObjectPublisher) {
        publisher.addListener(self)
        builds.noteRead(.object(ObjectIdentifier(publisher)))
    }

    /// An observed object is about to change: the views observing it are read again at the next update,
    /// inside the transaction of the change.
    func objectWillChange(_ publisher: ObjectIdentifier) {
        builds.stateChanged(.object(publisher))
        markDirty()
    }

    /// An observable value a view read changed: the next update reads or builds that view again, inside
    /// the transaction of the change.
    func observedChange(at path: ViewPath, serial: Int, inBody: Bool) {
        guard builds.observedChange(at: path, serial: serial, inBody: inBody) else { return }
        markDirty()
    }

    /// Marks the tree for a new build inside the transaction of the change made now (the first animated
    /// one since the last build wins).
    private func markDirty() {
        if !isDirty || pendingTransaction?.animation == nil { pendingTransaction = Transaction.current }
        isDirty = true
    }

    /// Starts a build: slots visited during it survive `endBuild()`.
    package func beginBuild() {
        visited.removeAll(keepingCapacity: true)
        isDirty = false
        pendingTransaction = nil
        builds.beginBuild()
        derivedNodes.beginBuild()
        animatableViews.beginBuild()
    }

    /// Ends a build: the state of views that were not built this time is dropped.
    package func endBuild() {
        slots = slots.filter { visited.contains($0.key.path) }
        let slots = self.slots
        builds.endBuild { dependency in
            guard case .slot(let key) = dependency else { return false }
            return slots[key] != nil
        }
        derivedNodes.endBuild()
        let builds = self.builds
        animatableViews.endBuild { builds.isKept($0) }
    }

    /// Connects the dynamic properties of `view` (found by reflection) to their slots under `path`. A view
    /// type found to have none is not reflected again: what a type's stored properties are does not change
    /// from one value to the next (SwiftUI finds dynamic properties from the type, too).
    package func prepare(_ view: Any, in environment: BuildEnvironment) {
        let path = environment.path
        let type = ObjectIdentifier(Swift.type(of: view))
        guard !typesWithoutDynamicProperties.contains(type) else { return }
        var index = 0
        var found = false
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? any StorageBacked {
                property.connect(to: self, key: SlotKey(path: path, index: index), environment: environment.values)
                found = true
            }
            index += 1
        }
        if found {
            visited.insert(path)
            builds.connectedState(at: path)
        } else {
            typesWithoutDynamicProperties.insert(type)
        }
    }

    /// Builds custom `view`: keeps its last nodes, or builds its last body again, or reads its body, as
    /// `BuiltViews` plans.
    package func customViewNodes<V: View>(_ view: V, in environment: BuildEnvironment) -> [Node] {
        let path = environment.path
        let kept: BuiltViews.Entry?
        switch builds.plan(for: view, in: environment) {
        case .reuse(let nodes, let statePaths):
            visited.formUnion(statePaths)
            return nodes
        case .build(let entry):
            kept = entry
        }
        // Unwrap the entry before each cast: a missing one cast to an optional type (a body that is a bare `if`
        // is an `Optional`) would read as a present `nil`.
        let built = kept.flatMap { $0.view as? V } ?? view
        // An `Animatable` view whose data is animating is built with the data of this moment, its body read
        // again for every frame until the animation ends.
        let (drawn, animatingUntil) = animatableFrame(of: built, at: path)
        let keptBody = animatingUntil == nil ? kept.flatMap { $0.body as? V.Body } : nil
        let serials = builds.willBuild(keeping: keptBody == nil ? nil : kept)
        prepare(built, in: environment)
        let body: V.Body
        if let keptBody {
            body = keptBody
        } else {
            bodyReads += 1
            // Observable properties read by the body read it again when they change.
            body = withObservationTracking({
                if let animatingUntil { _ = frameClock.time(requestingFramesUntil: animatingUntil) }
                return drawn.body
            }, onChange: ObservedChange(store: self, path: path, serial: serials.body, inBody: true).report)
        }
        // Those read while it is built (in a `ForEach`'s content, say, or by the views in it) build it again.
        let nodes = withObservationTracking({ makeNodes(body, in: environment) },
                                            onChange: ObservedChange(store: self, path: path, serial: serials.build, inBody: false).report)
        markKeptForReuse(nodes)
        builds.didBuild(nodes, view: built, body: body, in: environment)
        return nodes
    }

    /// A lazy grid's built items, kept in a slot of its own at `path` and read by the view being built; the
    /// marker writes them (a change builds the view that holds the grid again).
    package func lazyContainer(at path: ViewPath) -> LazyContainerState? {
        let key = SlotKey(path: path, index: -1)
        visited.insert(path)
        builds.connectedState(at: path)
        let builtItems = read(key, initial: { LazyBuiltItems() })?.range
        return LazyContainerState(builtItems: builtItems) { [weak self] items, counts in
            LazyStackMarker(items: items, nodeCounts: counts, setBuiltItems: { self?.set(key, LazyBuiltItems(range: $0)) })
        }
    }

    /// `view` as drawn now: with the data its running animation has reached when it is `Animatable` and its
    /// data changed inside an animated transaction, and when that animation ends (nil when none runs).
    private func animatableFrame<V: View>(of view: V, at path: ViewPath) -> (view: V, until: Double?) {
        guard let animatable = view as? any Animatable, let vector = animatable.animationVector else { return (view, nil) }
        let (data, until) = animatableViews.data(vector, at: path, animation: buildAnimation, time: time)
        guard let until, let drawn = animatable.withAnimationVector(data) as? V else { return (view, nil) }
        return (drawn, until)
    }

    /// Lets go of the nodes kept from the last build (they can hold this store through their views' state).
    package func forgetKeptBuilds() {
        builds.forgetAll()
        derivedNodes.forgetAll()
    }

    package func lastDerivedNode(for key: DerivedNodeKey) -> DerivedNode? { derivedNodes.node(for: key) }

    package func keepDerivedNode(_ derived: DerivedNode, for key: DerivedNodeKey) { derivedNodes.keep(derived, for: key) }

}
