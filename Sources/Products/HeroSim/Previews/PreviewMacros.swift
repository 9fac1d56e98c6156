import LayoutCore

/// Declares a preview of the view `body` builds, as SwiftUI's `#Preview`: `herosim preview` lists it, opens it in
/// a window and renders it headless.
///
/// ```swift
/// #Preview("Open card", traits: .sizeThatFitsLayout) {
///     CardView(isOpen: true)
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "HeroSimMacros", type: "PreviewMacro")

/// Marks a variable declared in a `#Preview` body, such as `@Previewable @State var isOn = false`, as state the
/// preview owns, as SwiftUI's `@Previewable`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "HeroSimMacros", type: "PreviewableMacro")
