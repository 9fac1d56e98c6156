import LayoutCore

/// SwiftUI's `NavigationStack`, as a plain container: HeroSim has no navigation bar or push
/// transitions, so the root view is laid out as if the stack were not there.
public struct NavigationStack<Root: View>: View, BuiltInView {
    let root: Root
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// The root view.
    public var body: some View { root }
}

/// SwiftUI's preview declaration; HeroSim compiles it and can show `previews` as a scene.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let height: CGFloat?
    /// The full height of the window.
    public static let large = PresentationDetent(height: nil)
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: max(0, height.isFinite ? height : 0)) }
}

extension View {
    /// Shows `content` as a bottom sheet while `isPresented` is true; it slides up from the bottom edge.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        overlay(alignment: .bottom) {
            if isPresented.wrappedValue {
                content()
                    .environment(\.dismiss, DismissAction { isPresented.wrappedValue = false })
                    .onDisappear { onDismiss?() }
                    .frame(maxWidth: .infinity)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(radius: 8))
                    .transition(.move(edge: .bottom))
            }
        }
    }

    /// The heights a sheet rests at; HeroSim uses the smallest (`.large` fills the window).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        let heights = detents.compactMap(\.height)
        return frame(height: detents.contains(.large) && heights.isEmpty ? nil : heights.min(), alignment: .top)
            .frame(maxHeight: detents.contains(.large) && heights.isEmpty ? .infinity : nil)
    }
}
