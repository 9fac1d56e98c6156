import Foundation

/// The context of one state change, as SwiftUI's `Transaction`: the animation its changes use.
public struct Transaction: Sendable {
    /// The animation of the changes made in this transaction, or nil for none.
    public var animation: Animation?
    /// When true, `.animation(_:value:)` modifiers below do not replace this transaction's animation.
    public var disablesAnimations = false

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

/// Runs `body` inside `transaction`: its state changes use the transaction's animation.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
