import Foundation

/// Leaves: shapes, text, images and spacers, which have no children and only choose a size; placement puts
/// them at their frame.
extension LayoutEngine {
    /// A shape (and `Color`) takes the whole proposal, a `nil` dimension becoming 10; a circle takes a
    /// square of the smaller side (SwiftUI's `Circle.sizeThatFits`; `Capsule` and `Ellipse` keep the
    /// default `Shape.sizeThatFits`, the whole proposal).
    func shapeSize(_ kind: ShapeKind, _ p: ProposedViewSize) -> CGSize {
        let size = p.replacingUnspecifiedDimensions()
        guard kind == .circle else { return size }
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    /// Text takes its measured width, up to the proposed width, and its measured height.
    func textSize(_ string: String, font: Font, _ p: ProposedViewSize) -> CGSize {
        let m = measurer.metrics(of: string, font: font)
        return CGSize(width: min(m.width, p.width ?? m.width), height: m.height)
    }

    /// An image is its natural size, or, once resizable, the proposal with the natural size for `nil`.
    func imageSize(name: String, resizable: Bool, systemSize: CGFloat?, _ p: ProposedViewSize) -> CGSize {
        let natural = naturalImageSize(name: name, systemSize: systemSize)
        return resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
    }

    /// An image's size before resizing: a system image's point size, or what the measurer knows, or 64×64.
    func naturalImageSize(name: String, systemSize: CGFloat?) -> CGSize {
        if let systemSize { return CGSize(width: systemSize, height: systemSize) }
        return measurer.naturalSize(ofImage: name) ?? CGSize(width: 64, height: 64)
    }

    /// A symbol is the size the measurer gives it (its font's point size times its image scale, on a
    /// square by default), or, once resizable, the proposal with that size for `nil`.
    func symbolSize(_ glyph: SymbolGlyph, resizable: Bool, _ p: ProposedViewSize) -> CGSize {
        let natural = measurer.naturalSize(ofSymbol: glyph)
        return resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
    }

    /// A spacer takes the proposal, at least its minimum length (8 by default) on each axis. (A stack
    /// measures its spacers along its own axis only; see `stackPlan`.)
    func spacerSize(minLength: CGFloat?, _ p: ProposedViewSize) -> CGSize {
        let m = minLength ?? 8
        return CGSize(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
    }
}
