import CSDL2
@testable import Desktop
import Foundation
import Testing
import ViewRuntime

/// SDL events become the window's commands: Q quits before any other meaning, the inspector's keys and the
/// scene's keys never share a key, only the left button presses, and events the window does not use give
/// no command.
@Suite struct WindowInputTests {
    func keyDown(_ key: SDL_KeyCode) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        return event
    }

    func button(_ type: SDL_EventType, _ button: Int32, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        return event
    }

    @Test func keys() {
        #expect(WindowInput.command(for: keyDown(SDLK_q)) == .quit)
        #expect(WindowInput.command(for: keyDown(SDLK_h)) == .inspector(.togglePanel))
        #expect(WindowInput.command(for: keyDown(SDLK_PERIOD)) == .inspector(.stepForward))
        #expect(WindowInput.command(for: keyDown(SDLK_END)) == .inspector(.live))
        #expect(WindowInput.command(for: keyDown(SDLK_KP_ENTER)) == .key(.return))
        #expect(WindowInput.command(for: keyDown(SDLK_ESCAPE)) == .key(.escape))
        #expect(WindowInput.command(for: keyDown(SDLK_z)) == nil)
    }

    @Test func whileATextFieldIsFocusedTypedTextAndBackspaceAreTheFieldsAndLettersAreNotTheWindowsKeys() {
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { bytes in
            for (index, byte) in "qé".utf8.enumerated() { bytes[index] = byte }
        }
        #expect(WindowInput.command(for: text, editingText: true) == .text("qé"))
        #expect(WindowInput.command(for: text) == nil)
        #expect(WindowInput.command(for: keyDown(SDLK_q), editingText: true) == nil)
        #expect(WindowInput.command(for: keyDown(SDLK_h), editingText: true) == nil)
        #expect(WindowInput.command(for: keyDown(SDLK_SPACE), editingText: true) == nil)
        #expect(WindowInput.command(for: keyDown(SDLK_BACKSPACE), editingText: true) == .key(.delete))
        #expect(WindowInput.command(for: keyDown(SDLK_RETURN), editingText: true) == .key(.return))
        #expect(WindowInput.command(for: keyDown(SDLK_BACKSPACE)) == nil)
    }

    @Test func everyKeyHasOneMeaning() {
        let inspector = WindowInput.inspectorKeys.map(\.0), scene = WindowInput.sceneKeys.map(\.0)
        #expect(Set(inspector).count == inspector.count)
        #expect(Set(inspector).isDisjoint(with: scene) && !inspector.contains(SDLK_q.rawValue) && !scene.contains(SDLK_q.rawValue))
        #expect(Set(WindowInput.inspectorKeys.map { "\($0.1)" }).count == 11)
    }

    @Test func pointer() {
        #expect(WindowInput.command(for: button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 12, y: 34)) == .press(CGPoint(x: 12, y: 34)))
        #expect(WindowInput.command(for: button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, x: 12, y: 34)) == nil)
        #expect(WindowInput.command(for: button(SDL_MOUSEBUTTONUP, SDL_BUTTON_RIGHT, x: 0, y: 0)) == .release)
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 5
        motion.motion.y = 6
        #expect(WindowInput.command(for: motion) == .drag(CGPoint(x: 5, y: 6)))
    }

    @Test func ctrlAndTheWheelPinchAtTheMouse() {
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = 2
        wheel.wheel.mouseX = 120
        wheel.wheel.mouseY = 80
        #expect(WindowInput.command(for: wheel, ctrlDown: true) == .pinch(CGPoint(x: 120, y: 80), factor: 1.1 * 1.1))
        wheel.wheel.preciseY = -1
        #expect(WindowInput.command(for: wheel, ctrlDown: true) == .pinch(CGPoint(x: 120, y: 80), factor: 1 / 1.1))
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(WindowInput.command(for: wheel, ctrlDown: true) == .pinch(CGPoint(x: 120, y: 80), factor: 1.1))
        // Without Ctrl the wheel scrolls (the window ends a pinch under way); letting go of Ctrl ends one too.
        #expect(WindowInput.command(for: wheel) == .scroll(CGPoint(x: 120, y: 80), delta: CGSize(width: 0, height: -40)))
        var keyUp = SDL_Event()
        keyUp.type = SDL_KEYUP.rawValue
        keyUp.key.keysym.sym = SDL_Keycode(SDLK_LCTRL.rawValue)
        #expect(WindowInput.command(for: keyUp) == .pinchEnd)
        keyUp.key.keysym.sym = SDL_Keycode(SDLK_a.rawValue)
        #expect(WindowInput.command(for: keyUp) == nil)
    }

    @Test func ctrlShiftAndTheWheelTurnThePinch() {
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = 2
        wheel.wheel.mouseX = 120
        wheel.wheel.mouseY = 80
        #expect(WindowInput.command(for: wheel, ctrlDown: true, shiftDown: true) == .rotate(CGPoint(x: 120, y: 80), degrees: 10))
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(WindowInput.command(for: wheel, ctrlDown: true, shiftDown: true) == .rotate(CGPoint(x: 120, y: 80), degrees: -10))
        // Shift alone scrolls, as before.
        #expect(WindowInput.command(for: wheel, shiftDown: true) == .scroll(CGPoint(x: 120, y: 80), delta: CGSize(width: 0, height: 80)))
    }

    @Test func theWheelScrollsFortyPointsANotchAtTheMouse() {
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.mouseX = 30
        wheel.wheel.mouseY = 40
        // Turned towards the user: the content moves up, the offset grows.
        wheel.wheel.preciseY = -2
        #expect(WindowInput.command(for: wheel) == .scroll(CGPoint(x: 30, y: 40), delta: CGSize(width: 0, height: 80)))
        wheel.wheel.preciseY = 0.5
        wheel.wheel.preciseX = 1
        #expect(WindowInput.command(for: wheel) == .scroll(CGPoint(x: 30, y: 40), delta: CGSize(width: 40, height: -20)))
    }

    @Test func windowEvents() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        #expect(WindowInput.command(for: event) == .resized)
        event.window.event = UInt8(SDL_WINDOWEVENT_MOVED.rawValue)
        #expect(WindowInput.command(for: event) == nil)
        event.type = SDL_QUIT.rawValue
        #expect(WindowInput.command(for: event) == .quit)
    }
}
