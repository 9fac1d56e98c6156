import Foundation
import LayoutCore
import ViewRuntime

/// A preview, as SwiftUI's `Preview`: a name, layout traits and the view it shows. `#Preview` makes one for
/// each preview you write; `Preview.all` lists those of the running program.
public struct Preview {
    /// The kind of traits a view's preview takes (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The name given to `#Preview`, or for an unnamed one the file's name (with a number when a file has several).
    public internal(set) var name: String
    /// Where the preview was written: `Module/File.swift`, as `#fileID` spells it.
    public internal(set) var fileID: String = ""
    /// The line of the `#Preview` (0 for a `PreviewProvider`).
    public internal(set) var line: Int = 0
    /// Whether `#Preview` was given a name.
    let isNamed: Bool
    let traits: [PreviewTrait<ViewTraits>]
    private let body: @MainActor () -> AnyView

    /// A preview named `name` (if any) of the view `body` builds, laid out as `traits` ask.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.init(name, traits: traits, body: body)
    }

    /// A preview named `name` (if any) of the view `body` builds, laid out as the list of `traits` asks.
    init(_ name: String?, traits: [PreviewTrait<ViewTraits>], body: @escaping @MainActor () -> any View) {
        self.name = name ?? ""
        isNamed = name != nil
        self.traits = traits
        self.body = { AnyView(body()) }
    }

    /// The view to preview, made anew (with fresh state) on every call.
    @MainActor
    public func makeView() -> AnyView { body() }

    /// The window size this preview asks for on a device of `device` points (portrait): the device's, turned for a
    /// landscape trait; a fixed layout's size; or the size the view fits in the device's space, at least 1 × 1.
    @MainActor
    package func size(device: CGSize = Preview.deviceSize, engine: LayoutEngine) -> CGSize {
        let landscape = traits.compactMap(\.isLandscape).last ?? false
        let screen = landscape ? CGSize(width: device.height, height: device.width) : device
        switch traits.compactMap(\.layout).last ?? .device {
        case .device:
            return screen
        case .fixed(let size):
            return CGSize(width: max(1, size.width), height: max(1, size.height))
        case .sizeThatFits:
            let fitted = engine.sizeThatFits(makeView(), ProposedViewSize(screen))
            return CGSize(width: max(1, min(screen.width, fitted.width.rounded(.up))),
                          height: max(1, min(screen.height, fitted.height.rounded(.up))))
        }
    }

    /// The size of the device previews show on by default, in points: an iPhone's 390 × 844.
    public static let deviceSize = CGSize(width: 390, height: 844)
}
