import Foundation
import Headless
import LayoutCore
import Raster
import ViewRuntime

/// The window's input: SDL events become commands, commands go to the inspector or, as scene inputs, to the
/// scene (recorded for a reload), and the program's reload hook is polled.
extension ViewWindow {
    enum Outcome { case quit, redraw, none }

    /// Handles the events waiting, adding their work to `times` (a click's or key's state change is part
    /// of the next frame's work).
    func handleEvents(_ window: SDLWindow, _ times: inout FrameTimes) -> Outcome {
        var outcome = Outcome.none
        while let event = window.pollEvent() {
            guard let command = WindowInput.command(for: event, ctrlDown: WindowInput.isCtrlDown, shiftDown: WindowInput.isShiftDown, editingText: graph.isEditingText)?
                .inPoints(scale: options.scale) else { continue }
            let start = monotonicSeconds()
            let result = handle(command)
            times.layout += monotonicSeconds() - start
            switch result {
            case .quit: return .quit
            case .redraw: outcome = .redraw
            case .none: break
            }
        }
        return outcome
    }

    func handle(_ command: WindowCommand) -> Outcome {
        switch command {
        case .quit:
            return .quit
        case .inspector(let command):
            inspector.perform(command, clock: &clock)
            if command == .togglePanel { updateDock() }
            return .redraw
        case .key(let key):
            clock.goLive()
            give(.key(key.name))
            return .redraw
        case .text(let text):
            clock.goLive()
            give(.text(text))
            return .redraw
        case .press(let point):
            if point.y >= graph.host.size.height {
                // The dock under the scene: the panel's timeline scrubs; the badge's strip does nothing.
                inspector.press(at: point, clock: &clock)
                return .redraw
            }
            clock.goLive()
            give(.pointerDown(point))
            return .redraw
        case .drag(let point):
            if inspector.drag(to: point, clock: &clock) { return .redraw }
            guard graph.isPointerDown else { return .none }
            give(.pointerMoved(point))
            return .redraw
        case .release:
            inspector.release()
            guard graph.isPointerDown else { return .none }
            give(.pointerUp)
            return .redraw
        case .pinch(let point, let factor):
            guard point.y < graph.host.size.height || graph.isPinching else { return .none }
            clock.goLive()
            beginPinchIfNeeded(at: point)
            pinchScale *= factor
            give(pinchRotation == 0 ? .pinchChanged(scale: pinchScale) : .pinchTurned(scale: pinchScale, rotation: pinchRotation))
            return .redraw
        case .rotate(let point, let degrees):
            guard point.y < graph.host.size.height || graph.isPinching else { return .none }
            clock.goLive()
            beginPinchIfNeeded(at: point)
            pinchRotation += degrees * .pi / 180
            give(.pinchTurned(scale: pinchScale, rotation: pinchRotation))
            return .redraw
        case .pinchEnd:
            guard graph.isPinching else { return .none }
            give(.pinchEnded)
            return .redraw
        case .scroll(let point, let delta):
            let endedPinch = graph.isPinching
            if endedPinch { give(.pinchEnded) }
            guard point.y < graph.host.size.height else { return endedPinch ? .redraw : .none }
            clock.goLive()
            return give(.scroll(point, delta: delta)) || endedPinch ? .redraw : .none
        case .resized:
            syncWindowSize()
            presentsWhole = true
            return .redraw
        }
    }

    /// Gives `input` to the scene now and keeps it in the session; returns whether the scene took it.
    /// Starts a pinch at `point` (scale 1, no turn) unless one is under way.
    private func beginPinchIfNeeded(at point: CGPoint) {
        guard !graph.isPinching else { return }
        give(.pinchBegan(point))
        pinchScale = 1
        pinchRotation = 0
    }

    @discardableResult
    func give(_ input: SceneInput) -> Bool {
        session.inputs.append(RecordedInput(time: graph.time, input: input))
        return input.apply(to: graph)
    }

    /// Asks the reload hook when it is due; returns whether it reported anything (the frame shows it).
    func pollReload() -> Bool {
        guard let answer = reload.poll(graph, wall: clock.wallElapsed) else { return false }
        if case .applied(let speed, let lint) = answer {
            clock.extraSpeed = speed
            inspector.apply(lint: lint)
        }
        return true
    }
}
