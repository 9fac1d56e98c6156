import Foundation

/// A thin line that separates content, as SwiftUI's `Divider`: across the nearest stack's axis (a
/// horizontal line in a `VStack` or outside stacks, a vertical one in an `HStack`), filling the other way.
///
/// On iOS the line is one device pixel (0.33 pt at 3×) in UIKit's `separator` colour, rgba(60, 60, 67,
/// 0.29). HeroSim draws at 1× by default, where the thinnest line that stays sharp is 1 pt, so its
/// divider is 1 pt thick.
public struct Divider: View, PrimitiveView {
    /// UIKit's `UIColor.separator` in light mode: rgba(60, 60, 67, 0.29).
    package static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// The line's thickness in points (one pixel at HeroSim's default 1× scale).
    package static let thickness: CGFloat = 1

    /// A divider.
    public init() {}
    /// Divider is a primitive view.
    public var body: Never { fatalError("Divider has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        let line = Rectangle().fill(Divider.separator)
        var inner = environment
        inner.stackAxis = nil
        if environment.stackAxis == .horizontal {
            return LayoutCore.makeNodes(line.frame(width: Divider.thickness), in: inner)
        }
        return LayoutCore.makeNodes(line.frame(height: Divider.thickness), in: inner)
    }
}
