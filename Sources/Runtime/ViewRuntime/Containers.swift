import LayoutCore

/// SwiftUI's preview declaration; HeroSim compiles it and can show `previews` as a scene.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
