import Foundation

/// A change of every colour a view draws, as SwiftUI's colour effects: each one a 4 × 5 matrix applied to
/// the straight (not premultiplied) red, green, blue and alpha of every pixel, plus an offset.
package enum ColorEffect: Hashable, Sendable {
    /// `grayscale(amount)`: towards the Rec. 709 luma (0.2126 R + 0.7152 G + 0.0722 B) by `amount`.
    case grayscale(Double)
    /// `saturation(amount)`: 0 is the luma, 1 unchanged, more than 1 richer.
    case saturation(Double)
    /// `brightness(amount)`: `amount` added to each colour channel (0 unchanged, 1 white).
    case brightness(Double)
    /// `contrast(amount)`: each channel moved away from mid-grey, (c − 0.5) × amount + 0.5.
    case contrast(Double)
    /// `hueRotation(angle)`: the hue turned by `radians` about the luminance axis.
    case hueRotation(Double)
    /// `colorInvert()`: 1 − c for each colour channel.
    case colorInvert
    /// `colorMultiply(color)`: each channel, alpha included, times the colour's.
    case colorMultiply(Color)
    /// `luminanceToAlpha()`: black, as opaque as the colour was bright (SVG's luminanceToAlpha weights).
    case luminanceToAlpha

    /// Rec. 709 luma weights.
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// The matrix, row by row (red, green, blue, alpha), each row four weights and an offset.
    package var matrix: [Double] {
        let (lr, lg, lb) = ColorEffect.luma
        func saturate(_ s: Double) -> [Double] {
            [lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
             lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
             lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
             0, 0, 0, 1, 0]
        }
        switch self {
        case .grayscale(let amount):
            return saturate(1 - max(0, min(1, amount)))
        case .saturation(let amount):
            return saturate(max(0, amount))
        case .brightness(let amount):
            return [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]
        case .contrast(let amount):
            let offset = 0.5 * (1 - amount)
            return [amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0]
        case .hueRotation(let radians):
            // The W3C's hueRotate matrix (Filter Effects, feColorMatrix) with its luminance weights.
            let c = cos(radians), s = sin(radians)
            return [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                    0, 0, 0, 1, 0]
        case .colorInvert:
            return [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]
        case .colorMultiply(let color):
            return [color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0]
        case .luminanceToAlpha:
            return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0]
        }
    }

    /// The numbers that animate.
    var animatableVector: [Double] {
        switch self {
        case .grayscale(let v), .saturation(let v), .brightness(let v), .contrast(let v), .hueRotation(let v): return [v]
        case .colorMultiply(let c): return [c.red, c.green, c.blue, c.alpha]
        case .colorInvert, .luminanceToAlpha: return []
        }
    }

    /// This effect with its numbers replaced by `v`.
    func with(_ v: [Double]) -> ColorEffect {
        switch self {
        case .grayscale: return .grayscale(v[0])
        case .saturation: return .saturation(v[0])
        case .brightness: return .brightness(v[0])
        case .contrast: return .contrast(v[0])
        case .hueRotation: return .hueRotation(v[0])
        case .colorMultiply:
            return .colorMultiply(Color(red: min(1, max(0, v[0])), green: min(1, max(0, v[1])), blue: min(1, max(0, v[2])),
                                        opacity: min(1, max(0, v[3]))))
        case .colorInvert, .luminanceToAlpha: return self
        }
    }
}

extension View {
    /// Takes the colour out of this view by `amount` (1: Rec. 709 luma greys).
    public func grayscale(_ amount: Double) -> some View { colorEffect(.grayscale(amount)) }
    /// Changes the saturation of this view's colours (0 grey, 1 unchanged).
    public func saturation(_ amount: Double) -> some View { colorEffect(.saturation(amount)) }
    /// Brightens this view's colours by `amount` (0 unchanged, 1 white).
    public func brightness(_ amount: Double) -> some View { colorEffect(.brightness(amount)) }
    /// Changes the contrast of this view's colours (1 unchanged, 0 mid-grey).
    public func contrast(_ amount: Double) -> some View { colorEffect(.contrast(amount)) }
    /// Turns the hue of this view's colours by `angle`.
    public func hueRotation(_ angle: Angle) -> some View { colorEffect(.hueRotation(angle.radians)) }
    /// Inverts this view's colours (1 − c).
    public func colorInvert() -> some View { colorEffect(.colorInvert) }
    /// Multiplies this view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some View { colorEffect(.colorMultiply(color)) }
    /// Makes this view a mask of its brightness: black, as opaque as each pixel was bright.
    public func luminanceToAlpha() -> some View { colorEffect(.luminanceToAlpha) }

    private func colorEffect(_ effect: ColorEffect) -> ModifiedContent<Self, _RenderEffectModifier> {
        modifier(_RenderEffectModifier(effect: .color(effect)))
    }
}

/// A drawing-only effect as a modifier: the content wrapped in an effect node.
public struct _RenderEffectModifier: ViewModifier, PrimitiveModifier {
    let effect: RenderEffect
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        var effect = effect
        if case .color(.colorMultiply(let color)) = effect { effect = .color(.colorMultiply(color.resolved(in: environment.values.colorScheme))) }
        return content(environment).map { Node(.effect(effect), children: [$0]) }
    }
}
