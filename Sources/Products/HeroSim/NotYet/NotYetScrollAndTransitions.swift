// iOS 17-18 scroll-driven and content transitions HeroSim does not have yet, declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift). Each modifier returns `Self` so the rest of the
// chain still type-checks and the only error is this one.

/// SwiftUI's `ScrollGeometry`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have onScrollGeometryChange yet; onGeometryChange is there (HeroSim's documentation: What works as in SwiftUI)")
public struct ScrollGeometry: Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint { fatalError() }
    /// The content's size.
    public var contentSize: CGSize { fatalError() }
    /// The viewport's size.
    public var containerSize: CGSize { fatalError() }
    /// The part of the content shown.
    public var visibleRect: CGRect { fatalError() }
}

/// SwiftUI's `ContentMarginPlacement`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have contentMargins yet; .padding inside the scroll view is there (HeroSim's documentation: What works as in SwiftUI)")
public struct ContentMarginPlacement: Sendable {
    /// The platform's choice.
    public static var automatic: ContentMarginPlacement { fatalError() }
    /// The content.
    public static var scrollContent: ContentMarginPlacement { fatalError() }
    /// The indicators.
    public static var scrollIndicators: ContentMarginPlacement { fatalError() }
}

/// SwiftUI's `PageTabViewStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have tabViewStyle yet (HeroSim's documentation: What works as in SwiftUI)")
public struct PageTabViewStyle: Sendable {
    /// Pages with index dots.
    public init() { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have tabViewStyle yet (HeroSim's documentation: What works as in SwiftUI)")
extension PageTabViewStyle {
    /// SwiftUI's `.page`: not in HeroSim yet.
    public static var page: PageTabViewStyle { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have this modifier yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `geometryGroup()`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have geometryGroup yet (HeroSim's documentation: What works as in SwiftUI)")
    public func geometryGroup() -> Self { fatalError() }
    /// SwiftUI's `onScrollGeometryChange(for:of:action:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have onScrollGeometryChange yet; onGeometryChange is there (HeroSim's documentation: What works as in SwiftUI)")
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> Self { fatalError() }
    /// SwiftUI's `scrollPosition(id:anchor:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have scrollPosition yet; ScrollViewReader is there (HeroSim's documentation: What works as in SwiftUI)")
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { fatalError() }
    /// SwiftUI's `contentMargins(_:_:for:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have contentMargins yet; .padding inside the scroll view is there (HeroSim's documentation: What works as in SwiftUI)")
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> Self { fatalError() }
    /// SwiftUI's `contentMargins(_:for:)` with one length: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have contentMargins yet; .padding inside the scroll view is there (HeroSim's documentation: What works as in SwiftUI)")
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> Self { fatalError() }
    /// SwiftUI's `scrollClipDisabled(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have scrollClipDisabled yet (HeroSim's documentation: What works as in SwiftUI)")
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { fatalError() }
    /// SwiftUI's `tabViewStyle(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have tabViewStyle yet (HeroSim's documentation: What works as in SwiftUI)")
    public func tabViewStyle(_ style: PageTabViewStyle) -> Self { fatalError() }
}
