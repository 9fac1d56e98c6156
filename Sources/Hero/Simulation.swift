import Foundation
import LayoutCore
import Motion

/// A user input in window coordinates, before it is mapped onto the scene.
public enum HeroInput: Hashable, Sendable {
    /// A click or tap at a point (points, window coordinates).
    case tap(CGPoint)
    /// A key press.
    case key(HeroKey)
    /// The window was resized.
    case resize(CGSize)
}

/// The keys the simulation understands.
public enum HeroKey: String, Hashable, Sendable, CaseIterable {
    /// Close the overlay (or reverse a flight heading to it).
    case escape
    /// Open the focused item.
    case `return`
    /// Open the focused item.
    case space
    /// Move the focus.
    case left, right, up, down
}

/// Everything needed to draw one frame and to record it in a trace.
public struct HeroFrame {
    /// The drawing commands.
    public var displayList: DisplayList
    /// The frame's trace entry.
    public var trace: TraceEntry
    /// The host the frame was laid out in.
    public var host: LayoutHost
}

/// The deterministic simulation: state, config and window size in; frames out. Time is always an argument.
public struct Simulation {
    /// The overlay state machine's state.
    public private(set) var state = HeroState()
    /// The current config; a new one applies from the next transition on.
    public var config: HeroConfig
    /// A problem with the config file, shown at the bottom of the window until it is fixed.
    public var configProblem: String?
    /// The window size in points.
    public private(set) var size: CGSize
    /// The items in the grid.
    public let items: [HeroItem]
    /// The layout engine (with the rasteriser's measurer in the product, a fixed one in pure tests).
    public let engine: LayoutEngine

    /// Creates a simulation of `items` in a window of `size`.
    public init(config: HeroConfig, size: CGSize? = nil, items: [HeroItem] = HeroItem.catalogue, engine: LayoutEngine) {
        self.config = config
        configProblem = nil
        self.size = size ?? config.windowSize
        self.items = items
        self.engine = engine
    }

    /// The scene for the state at `time`.
    public func scene(at time: Double) -> HeroScene {
        let settled = state.settled(at: time)
        return HeroScene(items: items, config: config, hero: settled.hero(at: time), focus: settled.focus, banner: configProblem)
    }

    /// Lays out the scene at `time`.
    public func layout(at time: Double) -> LayoutResult {
        engine.layout(scene(at: time), in: LayoutHost(size: size))
    }

    /// Applies one input at `time`.
    public mutating func send(_ input: HeroInput, at time: Double) {
        switch input {
        case .resize(let newSize):
            size = CGSize(width: max(1, newSize.width), height: max(1, newSize.height))
        case .tap(let point):
            guard let action = action(forTapAt: point, time: time) else { return }
            state = state.reduce(action, at: time, config: config)
        case .key(let key):
            guard let action = action(for: key, time: time) else { return }
            state = state.reduce(action, at: time, config: config)
        }
    }

    /// A tap on a cell opens it; a tap anywhere while a card is open closes it; during a flight it reverses.
    func action(forTapAt point: CGPoint, time: Double) -> HeroAction? {
        switch state.settled(at: time).phase {
        case .flying: return .reverse
        case .presented: return .close
        case .idle:
            let hit = layout(at: time).hitTest(point)
            return items.indices.first { hit.contains(AnyHashable(HeroScene.cellID($0))) }.map { .open($0) }
        }
    }

    func action(for key: HeroKey, time: Double) -> HeroAction? {
        switch key {
        case .escape: return .close
        case .return, .space: return .openFocused
        case .left: return focusMove(dx: -1, dy: 0, time: time)
        case .right: return focusMove(dx: 1, dy: 0, time: time)
        case .up: return focusMove(dx: 0, dy: -1, time: time)
        case .down: return focusMove(dx: 0, dy: 1, time: time)
        }
    }

    /// A focus move, with the grid's current column count read from the layout.
    func focusMove(dx: Int, dy: Int, time: Double) -> HeroAction {
        let result = layout(at: time)
        let firstRow = result.frame(of: HeroScene.cellID(0))?.minY
        let columns = items.indices.prefix { result.frame(of: HeroScene.cellID($0))?.minY == firstRow }.count
        return .moveFocus(dx: dx, dy: dy, columns: max(1, columns), count: items.count)
    }

    /// The frame at `time`: the hero rendered at its interpolated rectangle, and the trace entry.
    public func frame(at time: Double, index: Int = 0) -> HeroFrame {
        let settled = state.settled(at: time)
        let host = LayoutHost(size: size)
        let hero = settled.hero(at: time)
        let result = engine.layout(HeroScene(items: items, config: config, hero: hero, focus: settled.focus, banner: configProblem), in: host)
        var overrides: [MatchedGeometryKey: CGRect] = [:]
        var heroRect: CGRect?
        var radius: Double?
        if let hero, let cell = result.frame(of: HeroScene.cellID(hero.item)),
           let target = result.matchedSources[HeroScene.heroKey] {
            var rect = cell.interpolated(to: target, hero.progress)
            rect.size = CGSize(width: max(0, rect.width), height: max(0, rect.height))
            overrides[HeroScene.heroKey] = rect
            heroRect = rect
            radius = CardView(item: items[hero.item], progress: hero.progress).cornerRadius
        }
        let entry = TraceEntry(frame: index, time: time, state: settled.phaseName(at: time), item: hero?.item,
                               progress: hero?.progress, heroRect: heroRect.map(TraceRect.init), cornerRadius: radius,
                               focus: settled.focus, size: TraceSize(width: size.width, height: size.height))
        return HeroFrame(displayList: result.displayList(overrides: overrides), trace: entry, host: host)
    }
}
