import CSDL2
import Foundation
import ViewRuntime

/// Translates SDL events into window commands; it decides nothing about what they do.
enum WindowInput {
    /// The scene's keys.
    static let sceneKeys: [(UInt32, KeyEquivalent)] = [
        (SDLK_ESCAPE.rawValue, .escape), (SDLK_RETURN.rawValue, .return), (SDLK_KP_ENTER.rawValue, .return),
        (SDLK_SPACE.rawValue, .space), (SDLK_LEFT.rawValue, .leftArrow), (SDLK_RIGHT.rawValue, .rightArrow),
        (SDLK_UP.rawValue, .upArrow), (SDLK_DOWN.rawValue, .downArrow),
    ]

    /// The inspector's keys.
    static let inspectorKeys: [(UInt32, InspectorCommand)] = [
        (SDLK_h.rawValue, .togglePanel), (SDLK_s.rawValue, .cycleSpeed), (SDLK_p.rawValue, .togglePause),
        (SDLK_PERIOD.rawValue, .stepForward), (SDLK_COMMA.rawValue, .stepBack), (SDLK_r.rawValue, .replay),
        (SDLK_HOME.rawValue, .firstFrame), (SDLK_END.rawValue, .live), (SDLK_o.rawValue, .toggleOnionSkin),
        (SDLK_i.rawValue, .nextPolicy), (SDLK_a.rawValue, .switchPath),
    ]

    /// How much one notch of the mouse wheel with Ctrl held scales a pinch: 1.1 away from the user, 1 / 1.1 towards.
    static let pinchStep = 1.1

    /// How far one notch of the mouse wheel with Ctrl and Shift held turns a pinch, in degrees (away from the user: clockwise).
    static let rotateStep = 5.0

    /// How far one notch of the mouse wheel scrolls, in points.
    static let scrollStep = 40.0

    /// Whether Ctrl is held now (SDL's keyboard state).
    static var isCtrlDown: Bool { SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 }

    /// Whether Shift is held now (SDL's keyboard state).
    static var isShiftDown: Bool { SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0 }

    /// What `event` asks of the window; nil for events the window does not use. `ctrlDown` says whether
    /// Ctrl is held: the mouse wheel then pinches, centred at the mouse (with `shiftDown`, turns the pinch). While `editingText` (a text field
    /// has the focus), typed text (SDL_TEXTINPUT) is for the field, backspace is `.delete`, and letters are
    /// not the window's or the inspector's keys.
    static func command(for event: SDL_Event, ctrlDown: Bool = false, shiftDown: Bool = false, editingText: Bool = false) -> WindowCommand? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_TEXTINPUT.rawValue:
            guard editingText else { return nil }
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        case SDL_KEYDOWN.rawValue:
            let sym = UInt32(bitPattern: event.key.keysym.sym)
            if editingText {
                if sym == SDLK_BACKSPACE.rawValue { return .key(.delete) }
                return sceneKeys.first(where: { $0.0 == sym && $0.1 != .space }).map { .key($0.1) }
            }
            if sym == SDLK_q.rawValue { return .quit }
            if let command = inspectorKeys.first(where: { $0.0 == sym })?.1 { return .inspector(command) }
            return sceneKeys.first(where: { $0.0 == sym }).map { .key($0.1) }
        case SDL_KEYUP.rawValue:
            let sym = UInt32(bitPattern: event.key.keysym.sym)
            return sym == SDLK_LCTRL.rawValue || sym == SDLK_RCTRL.rawValue ? .pinchEnd : nil
        case SDL_MOUSEWHEEL.rawValue:
            let flip = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            let point = CGPoint(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
            guard ctrlDown else {
                // The wheel turned away from the user shows what is above: the offset goes down.
                let delta = CGSize(width: Double(event.wheel.preciseX) * flip * scrollStep, height: -Double(event.wheel.preciseY) * flip * scrollStep)
                return .scroll(point, delta: delta)
            }
            guard event.wheel.preciseY != 0 else { return nil }
            if shiftDown { return .rotate(point, degrees: rotateStep * Double(event.wheel.preciseY) * flip) }
            return .pinch(point, factor: pow(pinchStep, Double(event.wheel.preciseY) * flip))
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            return .press(CGPoint(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEMOTION.rawValue:
            return .drag(CGPoint(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEBUTTONUP.rawValue:
            return .release
        case SDL_WINDOWEVENT.rawValue:
            let kind = UInt32(event.window.event)
            let redraws = kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_EXPOSED.rawValue
            return redraws ? .resized : nil
        default:
            return nil
        }
    }
}
