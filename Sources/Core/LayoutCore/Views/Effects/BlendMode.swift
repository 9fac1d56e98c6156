import Foundation

/// How a view's pixels combine with what is drawn behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Source over.
    case normal
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Colour.
    case color
    /// Luminosity.
    case luminosity
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination out.
    case destinationOut
    /// Plus darker (drawn as multiply: cairo has no plus-darker).
    case plusDarker
    /// Plus lighter: the sum, clamped.
    case plusLighter
}

/// The colour space a drawing group renders in, as SwiftUI's `ColorRenderingMode` (HeroSim draws in sRGB).
public enum ColorRenderingMode: Sendable, Hashable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// A layer a view draws into before it is put on what is behind it.
package enum LayerStyle: Hashable, Sendable {
    /// Composited with a blend mode.
    case blend(BlendMode)
    /// Drawn as one layer and composited normally (`compositingGroup`, `drawingGroup`).
    case group
    /// Every pixel's colour changed by a matrix (row by row, four weights and an offset per channel).
    case colorMatrix([Double])
    /// Content kept where the `mask` layer that follows inside it is opaque.
    case masked
    /// The mask of the `masked` layer around it.
    case mask
}

extension View {
    /// Composites this view over what is behind it with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_RenderEffectModifier(effect: .layer(.blend(blendMode))))
    }
    /// Draws this view into a layer of its own before compositing it, so effects after it (opacity, blend
    /// modes) apply to the whole as one.
    public func compositingGroup() -> some View { modifier(_RenderEffectModifier(effect: .layer(.group))) }
    /// Renders this view offscreen as one image before drawing it (in HeroSim, as `compositingGroup`).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_RenderEffectModifier(effect: .layer(.group)))
    }
}
