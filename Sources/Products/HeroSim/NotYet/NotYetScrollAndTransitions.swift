// iOS 17-18 scroll-driven and content transitions HeroSim does not have yet, declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift). Each modifier returns `Self` so the rest of the
// chain still type-checks and the only error is this one.

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
    /// SwiftUI's `tabViewStyle(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have tabViewStyle yet (HeroSim's documentation: What works as in SwiftUI)")
    public func tabViewStyle(_ style: PageTabViewStyle) -> Self { fatalError() }
}
