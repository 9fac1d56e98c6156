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

/// A flight between the cell and the overlay, fully described by when and where it was last anchored.
public struct Flight: Hashable, Sendable {
    /// The item flying.
    public var item: Int
    /// Whether the flight runs the present curve (`true`) or the dismiss curve (`false`).
    public var usesPresentCurve: Bool
    /// The animation whose curve drives the flight.
    public var animation: AnimationSpec
    /// Time of the last anchor (start or reversal), in seconds.
    public var anchorTime: Double
    /// Normalised curve time at the anchor.
    public var anchorPosition: Double
    /// `true` while curve time runs forwards, `false` after a reversal.
    public var forward: Bool

    /// Normalised curve time at `time`, clamped to [0, 1].
    public func position(at time: Double) -> Double {
        let delta = (time - anchorTime) / animation.duration
        return min(1, max(0, anchorPosition + (forward ? delta : -delta)))
    }

    /// How far the hero is from its cell (0) to the overlay (1) at `time`. A reversed flight retraces the
    /// same curve backwards, so reversing never jumps.
    public func progress(at time: Double) -> Double {
        let eased = animation.curve.value(at: position(at: time))
        return usesPresentCurve ? eased : 1 - eased
    }

    /// Whether the flight is heading to the overlay.
    public var headsToOverlay: Bool { usesPresentCurve == forward }

    /// Whether the flight has reached its end at `time`.
    public func isFinished(at time: Double) -> Bool {
        let p = position(at: time)
        return forward ? p >= 1 : p <= 0
    }
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
            next.phase = .flying(Flight(item: index, usesPresentCurve: true, animation: config.present,
                                        anchorTime: time, anchorPosition: 0, forward: true))
            next.focus = next.focus.map { _ in index }
        case (.openFocused, .idle):
            if let focus = next.focus { return next.reduce(.open(focus), at: time, config: config) }
        case (.close, .presented(let index)):
            next.phase = .flying(Flight(item: index, usesPresentCurve: false, animation: config.dismiss,
                                        anchorTime: time, anchorPosition: 0, forward: true))
        case (.close, .flying(let flight)) where flight.headsToOverlay:
            return next.reduce(.reverse, at: time, config: config)
        case (.reverse, .flying(var flight)):
            flight.anchorPosition = flight.position(at: time)
            flight.anchorTime = time
            flight.forward.toggle()
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
