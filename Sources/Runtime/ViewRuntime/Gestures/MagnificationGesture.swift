import Foundation

/// SwiftUI's older pinch, `MagnificationGesture` (deprecated in iOS 17 for `MagnifyGesture`): the same
/// recognizer, whose value is the magnification alone.
public struct MagnificationGesture: Gesture {
    /// The fingers' distance apart over what it was when they went down.
    public typealias Value = CGFloat
    /// How far the scale must move from 1, either way, before the gesture recognizes.
    public var minimumScaleDelta: CGFloat

    /// A pinch that recognizes once its scale has moved `minimumScaleDelta` from 1.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// A primitive gesture has no body.
    public var body: Never { fatalError("MagnificationGesture has no body") }
}

extension MagnificationGesture: RunnableGesture {
    func makeRecognizer() -> GestureRecognizer { MagnifyRecognizer(minimumScaleDelta: Double(minimumScaleDelta)) { $0.magnification } }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}
