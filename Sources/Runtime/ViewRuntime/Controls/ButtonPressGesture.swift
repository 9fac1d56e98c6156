import Foundation
import LayoutCore

/// A button's press, as a gesture: its value is whether the pointer is over the button (true from the
/// moment it goes down); it ends, and the button's action runs, when the pointer goes up over the button.
/// Released elsewhere, or when a competing gesture (a drag around the button) recognizes first, it fails.
///
/// UIKit keeps a control highlighted while the finger stays within 70 pt of its bounds; HeroSim's button
/// uses its own frame, so moving off the button un-presses it at once.
struct ButtonPressGesture: Gesture, RunnableGesture {
    /// Whether the pointer is over the button.
    typealias Value = Bool
    var body: Never { fatalError("ButtonPressGesture has no body") }
    func makeRecognizer() -> GestureRecognizer { ButtonPressRecognizer() }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

/// Recognizes a button press: changes with the pointer entering and leaving the button's frame, claims and
/// ends at a release over it.
final class ButtonPressRecognizer: GestureRecognizer {
    private var isInside = false

    override func down(_ sample: PointerSample) -> [GestureSignal] {
        isInside = true
        return [.changed(true)]
    }

    override func moved(_ sample: PointerSample) -> [GestureSignal] {
        let inside = viewFrame.contains(sample.location)
        guard inside != isInside else { return [] }
        isInside = inside
        return [.changed(inside)]
    }

    override func up(_ sample: PointerSample, tapCount: Int) -> [GestureSignal] {
        viewFrame.contains(sample.location) ? [.claim(fallback: false), .ended(true)] : [.failed]
    }
}
