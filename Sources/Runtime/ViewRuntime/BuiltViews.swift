import LayoutCore

/// The custom views of the last build, with what each read, so that a build reads a view's body again
/// only when SwiftUI would: when the view's inputs differ from the last build's (`ViewInputs`) or when
/// state its body read has changed since. A view whose inputs are the same and under which nothing must
/// be read again keeps its nodes (and the layout engine finds their sizes in its memo); a view with the
/// same inputs above a view that must be read again keeps its body and is only built again from it, so
/// the views in its body keep their values (their stored `let`s, a `UUID()` among them).
struct BuiltViews {
    /// What one custom view built.
    struct Entry {
        /// The view whose body was read.
        let view: Any
        /// Its body.
        let body: Any
        let inherited: InheritedValues
        /// The environment's values it was built in.
        let values: EnvironmentValues
        let nodes: [Node]
        /// Every view at or under the view's path whose state was connected while it was built.
        let statePaths: [ViewPath]
        /// The state slots and observable objects the view read while its body was read and built (not
        /// those its custom subviews read).
        let reads: Set<Dependency>
        /// The environment values its dynamic properties read.
        let environmentReads: [EnvironmentRead]
        /// The entries of the custom views under it, kept with it.
        let nested: [(ViewPath, Entry)]
        /// The build that last read the body, and the build that last built it: observation of either
        /// that reports a change is current only while the entry still says so.
        let bodySerial: Int
        let buildSerial: Int
    }

    /// How to build a custom view.
    enum Plan {
        /// Keep the last build's nodes (`statePaths` lists the views under it whose state must stay).
        case reuse(nodes: [Node], statePaths: [ViewPath])
        /// Build from a body: the kept entry's view and body when its inputs are the same and nothing it
        /// read changed, else the new view's body read again.
        case build(keeping: Entry?)
    }

    /// What the views being built so far (innermost last) connected, read and kept.
    private struct Frame {
        var bodySerial: Int
        var buildSerial: Int
        var statePaths: [ViewPath] = []
        var reads: Set<Dependency> = []
        var environmentReads: [EnvironmentRead] = []
        var nested: [(ViewPath, Entry)] = []
    }

    private var last: [ViewPath: Entry] = [:]
    private var next: [ViewPath: Entry] = [:]
    private var open: [Frame] = []
    /// The views of the last build that read each state slot or observed each object.
    private var readers: [Dependency: [ViewPath]] = [:]
    /// What was read while no custom view was being built (a geometry reader's content): changing it
    /// reads every body again.
    private(set) var readOutsideViews: Set<Dependency> = []
    /// The views whose bodies must be read again, and every path above one of them.
    private var invalid = Invalidation()
    /// Changes made during a build, for the next one.
    private var invalidDuringBuild = Invalidation()
    private(set) var isBuilding = false
    /// The serial number of the last custom view build.
    private var serial = 0

    /// Views to read again, by path.
    private struct Invalidation {
        var views: Set<ViewPath> = []
        var ancestors: Set<ViewPath> = []
        var everything = false

        mutating func add(_ path: ViewPath) {
            guard views.insert(path).inserted else { return }
            for prefix in path.prefixes { ancestors.insert(prefix) }
        }
    }

    /// State slot or object `key` changed: the views that read it are read again at the next build.
    mutating func stateChanged(_ key: Dependency) {
        // A change during a build counts for the next one.
        if isBuilding { Self.invalidate(&invalidDuringBuild, readersOf: key, readers, readOutsideViews) }
        else { Self.invalidate(&invalid, readersOf: key, readers, readOutsideViews) }
    }

    private static func invalidate(_ invalidation: inout Invalidation, readersOf key: Dependency, _ readers: [Dependency: [ViewPath]], _ outside: Set<Dependency>) {
        if outside.contains(key) { invalidation.everything = true }
        for path in readers[key] ?? [] { invalidation.add(path) }
    }

    /// The body being built read state slot or object `key`.
    mutating func noteRead(_ key: Dependency) {
        guard isBuilding else { return }
        if open.isEmpty { readOutsideViews.insert(key) } else { open[open.count - 1].reads.insert(key) }
    }

    /// Lets go of everything kept: kept views and nodes can hold the state store that holds them, so a
    /// graph that goes away lets go of them first.
    mutating func forgetAll() {
        last = [:]
        next = [:]
        open = []
        readers = [:]
    }

    /// A build starts.
    mutating func beginBuild() {
        isBuilding = true
        next = [:]
        next.reserveCapacity(last.count)
        open = []
    }

    /// The build ended: what it kept is what the next build may reuse; `liveSlots` says which state
    /// slots still exist.
    mutating func endBuild(liveSlots: (Dependency) -> Bool) {
        isBuilding = false
        last = next
        next = [:]
        open = []
        invalid = invalidDuringBuild
        invalidDuringBuild = Invalidation()
        readers = [:]
        for (path, entry) in last {
            for key in entry.reads { readers[key, default: []].append(path) }
        }
        readOutsideViews = readOutsideViews.filter(liveSlots)
    }

    /// How to build `view` in `environment`.
    mutating func plan<V: View>(for view: V, in environment: BuildEnvironment) -> Plan {
        let path = environment.path
        guard isBuilding, let entry = last[path], !invalid.everything, !invalid.views.contains(path),
              ViewInputs.areEqual(entry.view, view),
              entry.environmentReads.allSatisfy({ $0.holds(in: environment.values) }) else { return .build(keeping: nil) }
        guard entry.inherited == environment.inherited, ViewInputs.sameValues(entry.values, environment.values),
              !invalid.ancestors.contains(path) else { return .build(keeping: entry) }
        keep(entry, at: path)
        return .reuse(nodes: entry.nodes, statePaths: entry.statePaths)
    }

    /// Whether the last build kept an entry for the view at `path` (the view is in the tree).
    func isKept(_ path: ViewPath) -> Bool { last[path] != nil }

    /// The view at `path` connected its state while being built.
    mutating func connectedState(at path: ViewPath) {
        guard !open.isEmpty else { return }
        open[open.count - 1].statePaths.append(path)
    }

    /// The view being built read a value of the environment.
    mutating func noteEnvironmentRead(_ read: EnvironmentRead) {
        guard isBuilding, !open.isEmpty else { return }
        open[open.count - 1].environmentReads.append(read)
    }

    /// A custom view is about to be built, from its body read again or from `kept` (whose reads and body
    /// serial it carries). Returns the serial numbers of its body and of its build.
    mutating func willBuild(keeping kept: Entry?) -> (body: Int, build: Int) {
        serial += 1
        let serials = (body: kept?.bodySerial ?? serial, build: serial)
        guard isBuilding else { return serials }
        open.append(Frame(bodySerial: serials.body, buildSerial: serials.build, reads: kept?.reads ?? []))
        return serials
    }

    /// An observable value that the body of the view at `path` read (`inBody`), or that its build read
    /// (else), changed: the view's body is read again, or the view is built again from its body. Ignored
    /// when the view has been read or built again since (`serial` is not its latest).
    mutating func observedChange(at path: ViewPath, serial: Int, inBody: Bool) -> Bool {
        guard let entry = next[path] ?? last[path], serial == (inBody ? entry.bodySerial : entry.buildSerial) else { return false }
        if inBody {
            if isBuilding { invalidDuringBuild.add(path) } else { invalid.add(path) }
        } else {
            for prefix in path.prefixes {
                if isBuilding { invalidDuringBuild.ancestors.insert(prefix) } else { invalid.ancestors.insert(prefix) }
            }
        }
        return true
    }

    /// A custom view built `nodes` from `body`.
    mutating func didBuild(_ nodes: [Node], view: Any, body: Any, in environment: BuildEnvironment) {
        guard isBuilding, let frame = open.popLast() else { return }
        let entry = Entry(view: view, body: body, inherited: environment.inherited, values: environment.values, nodes: nodes,
                          statePaths: frame.statePaths, reads: frame.reads, environmentReads: frame.environmentReads,
                          nested: frame.nested, bodySerial: frame.bodySerial, buildSerial: frame.buildSerial)
        keep(entry, at: environment.path)
    }

    /// Keeps `entry` (and the entries under it) for the next build, and tells the view being built around it.
    private mutating func keep(_ entry: Entry, at path: ViewPath) {
        next[path] = entry
        for (nestedPath, nestedEntry) in entry.nested { next[nestedPath] = nestedEntry }
        guard !open.isEmpty else { return }
        open[open.count - 1].statePaths += entry.statePaths
        open[open.count - 1].nested.append((path, entry))
        open[open.count - 1].nested += entry.nested
    }
}

/// Something a view's body depends on: a state slot, or an `ObservableObject`'s publisher.
enum Dependency: Hashable {
    case slot(SlotKey)
    case object(ObjectIdentifier)
}

/// A value of the environment a view's dynamic property read, and how to read it again.
struct EnvironmentRead {
    let read: (EnvironmentValues) -> Any
    let value: Any

    /// Whether `values` still give the same value (as `ViewInputs` compares).
    func holds(in values: EnvironmentValues) -> Bool { ViewInputs.sameValue(value, read(values)) }
}
