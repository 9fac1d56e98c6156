// SwiftUI views HeroSim does not have yet. Each is declared unavailable, so code that uses one fails to
// compile with a message naming HeroSim's gap instead of "cannot find 'Button' in scope", which reads like
// the user's typo. When a view is built for real, its declaration here goes.

/// SwiftUI's `AsyncImage`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have AsyncImage yet (README: SwiftUI coverage)")
public struct AsyncImage: View {
    /// An image loaded from `url`.
    public init(url: URL?) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}
