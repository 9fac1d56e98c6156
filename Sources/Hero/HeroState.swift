import Foundation
import Motion

/// What the user asks the simulation to do, after input has been mapped onto the scene.
public enum HeroAction: Hashable, Sendable {
    /// Fly item `index` from its cell to the overlay (only when nothing is open or flying).
    case open(Int)
    /// Fly the presented item back (from the overlay) or reverse a flight that is heading to the overlay.
    case close
    /// Reverse the current flight from where it is.
    case reverse
    /// Move the keyboard focus by (columns, rows) in a grid of `columns` × `count` items.
    case moveFocus(dx: Int, dy: Int, columns: Int, count: Int)
    /// Open the focused item.
    case openFocused
}

/// A flight between the cell and the overlay: which item, and the animated progress (0 = cell, 1 = overlay).
public struct Flight: Hashable, Sendable {
    /// The item flying.
    public var item: Int
    /// The progress, heading to 1 (the overlay) or 0 (the cell).
    public var progress: AnimatedValue

    /// How far the hero is from its cell (0) to the overlay (1) at `time`; springs may overshoot.
    public func progress(at time: Double) -> Double { progress.value(at: time) }

    /// Whether the flight is heading to the overlay.
    public var headsToOverlay: Bool { progress.target == 1 }

    /// Whether the flight has reached its end at `time`.
    public func isFinished(at time: Double) -> Bool { progress.isFinished(at: time) }
}

/// The overlay state machine's phase.
public enum HeroPhase: Hashable, Sendable {
    /// The grid, nothing open.
    case idle
    /// An item is flying.
    case flying(Flight)
    /// An item is shown full-screen.
    case presented(Int)
}

/// The whole simulation state: a pure value, advanced only by `reduce(_:at:config:)`.
public struct HeroState: Hashable, Sendable {
    /// The overlay phase.
    public var phase: HeroPhase = .idle
    /// The keyboard focus, or nil before the keyboard is used.
    public var focus: Int?

    /// Creates the initial state: the grid, no focus.
    public init() {}

    /// The state at `time` with a finished flight landed (at the overlay or back in its cell).
    public func settled(at time: Double) -> HeroState {
        guard case .flying(let flight) = phase, flight.isFinished(at: time) else { return self }
        var next = self
        next.phase = flight.headsToOverlay ? .presented(flight.item) : .idle
        return next
    }

    /// The state after `action` at `time`. Actions that do not apply in the current phase are ignored:
    /// `open` while anything is open or flying, `close` while already heading back, focus moves and
    /// `openFocused` while not idle.
    public func reduce(_ action: HeroAction, at time: Double, config: HeroConfig) -> HeroState {
        var next = settled(at: time)
        switch (action, next.phase) {
        case (.open(let index), .idle):
            next.phase = .flying(Flight(item: index, progress: AnimatedValue(animation: config.present, to: 1, at: time)))
            next.focus = next.focus.map { _ in index }
        case (.openFocused, .idle):
            if let focus = next.focus { return next.reduce(.open(focus), at: time, config: config) }
        case (.close, .presented(let index)):
            next.phase = .flying(Flight(item: index, progress: AnimatedValue(animation: config.dismiss, to: 0, at: time)))
        case (.close, .flying(let flight)) where flight.headsToOverlay:
            return next.reduce(.reverse, at: time, config: config)
        case (.reverse, .flying(var flight)):
            flight.progress = flight.progress.reversed(at: time)
            next.phase = .flying(flight)
        case (.moveFocus(let dx, let dy, let columns, let count), .idle) where count > 0:
            guard let current = next.focus else { next.focus = 0; break }
            let target = current + dx + dy * max(1, columns)
            let sameRow = dy != 0 || target / max(1, columns) == current / max(1, columns)
            if target >= 0, target < count, sameRow { next.focus = target }
        default:
            break
        }
        return next
    }

    /// A short name of the phase at `time`: idle, presenting, presented or dismissing.
    public func phaseName(at time: Double) -> String {
        switch settled(at: time).phase {
        case .idle: return "idle"
        case .presented: return "presented"
        case .flying(let flight): return flight.headsToOverlay ? "presenting" : "dismissing"
        }
    }

    /// The item open or flying, and its progress from cell (0) to overlay (1) at `time`.
    public func hero(at time: Double) -> (item: Int, progress: Double)? {
        switch settled(at: time).phase {
        case .idle: return nil
        case .presented(let item): return (item, 1)
        case .flying(let flight): return (flight.item, flight.progress(at: time))
        }
    }
}

extension HeroState {
    /// Whether a flight is under way at `time`.
    public func isAnimating(at time: Double) -> Bool {
        if case .flying = settled(at: time).phase { return true }
        return false
    }
}
