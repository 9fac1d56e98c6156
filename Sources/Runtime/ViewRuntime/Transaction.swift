import Foundation

/// The context of one state change, as SwiftUI's `Transaction`: the animation its changes use.
public struct Transaction: Sendable {
    /// The animation of the changes made in this transaction, or nil for none.
    public var animation: Animation?
    /// When true, `.animation(_:value:)` modifiers below do not replace this transaction's animation.
    public var disablesAnimations = false
    /// What to run when the animations this transaction starts have ended.
    let completions = CompletionList()
    /// Whether the completions wait at least as long as the animation itself takes, even when the change
    /// moved nothing (a `PhaseAnimator`'s phase lasts its animation).
    var completesAfterItsAnimation = false
    /// The finger's velocity (points per second) when a drag or pinch let go of a zoom's destination to dismiss
    /// it: the zoom back into the source starts at that speed.
    var zoomReleaseVelocity: CGSize?
    /// An unanimated change that stops the motions it changes where they are drawn (a finger catching a
    /// flicked scroll view), rather than letting them finish on the new value.
    var stopsRunningMotions = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the code running now: set by `withAnimation` and `withTransaction`.
    @TaskLocal package static var current = Transaction()
}

/// Runs `body` (whose state changes then animate with `animation`) and returns its result, as SwiftUI's
/// `withAnimation`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// When an animation counts as complete, as SwiftUI's `AnimationCompletionCriteria`.
public enum AnimationCompletionCriteria: Hashable, Sendable {
    /// When the animated values have arrived (springs: settled).
    case logicallyComplete
    /// When nothing moves any more (the same as `logicallyComplete` here).
    case removed
}

/// Runs `body` with `animation` and then `completion` once every animation the change started has ended
/// (at once when it started none), as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let transaction = Transaction(animation: animation)
    transaction.completions.append(completion)
    return try withTransaction(transaction, body)
}

/// Runs `body` with `animation` and then `completion` once the animation has played (at least its own
/// duration, even when nothing moved), as a `PhaseAnimator` waits for each phase.
func withPhaseAnimation(_ animation: Animation?, _ body: () -> Void, completion: @escaping () -> Void) {
    var transaction = Transaction(animation: animation)
    transaction.completesAfterItsAnimation = true
    transaction.completions.append(completion)
    withTransaction(transaction, body)
}

/// The completion handlers of one transaction; shared by its copies.
final class CompletionList: @unchecked Sendable {
    private(set) var actions: [() -> Void] = []
    func append(_ action: @escaping () -> Void) { actions.append(action) }
}

/// Runs `body` inside `transaction`: its state changes use the transaction's animation.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
