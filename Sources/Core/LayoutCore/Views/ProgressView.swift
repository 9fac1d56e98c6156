import Foundation

/// An indeterminate progress indicator: a 20×20 translucent ring with a bright dot.
public struct ProgressView: View, BuiltInView {
    /// Creates a progress indicator.
    public init() {}
    /// A translucent white ring with a white dot at the top, 20 points across.
    public var body: some View {
        Circle().strokeBorder(Color(white: 1, opacity: 0.45), lineWidth: 3)
            .overlay(alignment: .top) {
                Circle().fill(Color.white).frame(width: 6, height: 6).offset(y: -0.5)
            }
            .frame(width: 20, height: 20)
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The same colour (so `Color(#colorLiteral(...))` reads as in SwiftUI).
    public init(_ color: Color) { self = color }
}
