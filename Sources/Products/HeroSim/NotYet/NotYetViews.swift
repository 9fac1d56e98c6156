// SwiftUI views HeroSim does not have yet. Each is declared unavailable, so code that uses one fails to
// compile with a message naming HeroSim's gap instead of "cannot find 'Button' in scope", which reads like
// the user's typo. When a view is built for real, its declaration here goes.

/// SwiftUI's `AsyncImage`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have AsyncImage yet (HeroSim's documentation: What works as in SwiftUI)")
public struct AsyncImage: View {
    /// An image loaded from `url`.
    public init(url: URL?, scale: CGFloat = 1) { fatalError() }
    /// An image loaded from `url`, shaped by `content`, with `placeholder` until it has loaded.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) { fatalError() }
    /// An image loaded from `url`, each phase of the load drawn by `content`.
    public init<C: View>(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                         @ViewBuilder content: @escaping (AsyncImagePhase) -> C) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `AsyncImagePhase`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have AsyncImage yet (HeroSim's documentation: What works as in SwiftUI)")
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)
    /// The image, once loaded.
    public var image: Image? { fatalError() }
    /// The error, if the load failed.
    public var error: (any Error)? { fatalError() }
}

/// SwiftUI's `NavigationSplitView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have NavigationSplitView yet; NavigationStack is there, as on iPhone (HeroSim's documentation: What works as in SwiftUI)")
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// A sidebar, a content column and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `RedactionReasons`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have redacted yet (HeroSim's documentation: What works as in SwiftUI)")
public struct RedactionReasons: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as placeholders while it loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content.
    public static let privacy = RedactionReasons(rawValue: 2)
}

@available(*, unavailable, message: "HeroSim does not have redacted yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `redacted(reason:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have redacted yet (HeroSim's documentation: What works as in SwiftUI)")
    public func redacted(reason: RedactionReasons) -> Self { fatalError() }
    /// SwiftUI's `unredacted()`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have redacted yet (HeroSim's documentation: What works as in SwiftUI)")
    public func unredacted() -> Self { fatalError() }
}
