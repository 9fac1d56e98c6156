// SwiftUI modifiers HeroSim does not have yet, declared unavailable so that code using them says it is
// HeroSim's gap (see NotYetViews.swift). Each returns `Self` so the rest of the chain still type-checks and
// the only error is this one.

/// SwiftUI's `Gesture`: not in HeroSim yet (only `.onTapGesture` is).
@available(*, unavailable, message: "HeroSim has only .onTapGesture yet (README: SwiftUI coverage)")
public protocol Gesture {}

/// SwiftUI's `DragGesture`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have DragGesture yet; .onTapGesture is there (README: SwiftUI coverage)")
public struct DragGesture: Gesture {
    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10) { fatalError() }
    /// Runs `action` as the drag changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { fatalError() }
    /// Runs `action` when the drag ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { fatalError() }
    /// Where a drag is.
    public struct Value {
        /// The drag's translation.
        public var translation: CGSize { fatalError() }
        /// Where the drag is.
        public var location: CGPoint { fatalError() }
    }
}

/// SwiftUI's `LongPressGesture`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have LongPressGesture yet (README: SwiftUI coverage)")
public struct LongPressGesture: Gesture {
    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5) { fatalError() }
}

/// SwiftUI's `MagnifyGesture`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have MagnifyGesture yet (README: SwiftUI coverage)")
public struct MagnifyGesture: Gesture {
    /// A pinch.
    public init() { fatalError() }
}

/// SwiftUI's `ButtonStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Button yet (README: SwiftUI coverage)")
public protocol PrimitiveButtonStyle {}

/// SwiftUI's `PlainButtonStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Button yet (README: SwiftUI coverage)")
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have Button yet (README: SwiftUI coverage)")
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have this modifier yet (README: SwiftUI coverage)")
extension View {
    /// SwiftUI's `task(priority:_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not run .task yet (README: SwiftUI coverage)")
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { fatalError() }
    /// SwiftUI's `gesture(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim has only .onTapGesture yet (README: SwiftUI coverage)")
    public func gesture<G: Gesture>(_ gesture: G) -> Self { fatalError() }
    /// SwiftUI's `simultaneousGesture(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim has only .onTapGesture yet (README: SwiftUI coverage)")
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> Self { fatalError() }
    /// SwiftUI's `onLongPressGesture(minimumDuration:perform:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have onLongPressGesture yet; .onTapGesture is there (README: SwiftUI coverage)")
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> Self { fatalError() }
    /// SwiftUI's `navigationTitle(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have navigationTitle yet; NavigationStack is a plain container (README: SwiftUI coverage)")
    public func navigationTitle(_ title: String) -> Self { fatalError() }
    /// SwiftUI's `toolbar(content:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have toolbar yet (README: SwiftUI coverage)")
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { fatalError() }
    /// SwiftUI's `buttonStyle(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have Button yet (README: SwiftUI coverage)")
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { fatalError() }
    /// SwiftUI's `fontWeight(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have fontWeight yet; .font(.system(size:weight:)) is there (README: SwiftUI coverage)")
    public func fontWeight(_ weight: Font.Weight?) -> Self { fatalError() }
    /// SwiftUI's `lineLimit(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have lineLimit yet; Text draws on one line (README: SwiftUI coverage)")
    public func lineLimit(_ number: Int?) -> Self { fatalError() }
    /// SwiftUI's `tint(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have tint yet (README: SwiftUI coverage)")
    public func tint(_ tint: Color?) -> Self { fatalError() }
    /// SwiftUI's `tag(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have tag yet (README: SwiftUI coverage)")
    public func tag<V: Hashable>(_ tag: V) -> Self { fatalError() }
    /// SwiftUI's `tabItem(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have TabView yet (README: SwiftUI coverage)")
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { fatalError() }
    /// SwiftUI's `fullScreenCover(isPresented:content:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have fullScreenCover yet; .sheet is there (README: SwiftUI coverage)")
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Self { fatalError() }
    /// SwiftUI's `alert(_:isPresented:actions:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have alert yet (README: SwiftUI coverage)")
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { fatalError() }
    /// SwiftUI's `contentTransition(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have contentTransition yet (README: SwiftUI coverage)")
    public func contentTransition(_ transition: ContentTransition) -> Self { fatalError() }
    /// SwiftUI's `mask(alignment:_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have mask yet; .clipShape is there (README: SwiftUI coverage)")
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Self { fatalError() }
}

/// SwiftUI's `ContentTransition`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have contentTransition yet (README: SwiftUI coverage)")
public struct ContentTransition: Sendable {
    /// Digits that roll.
    public static var numericText: ContentTransition { fatalError() }
    /// Digits that roll, counting down or up.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { fatalError() }
    /// A cross-fade.
    public static var opacity: ContentTransition { fatalError() }
}
