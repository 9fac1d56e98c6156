import Foundation

/// A progress indicator, as SwiftUI's `ProgressView`: without a value, iOS's 20×20 grey spinner (tinted by
/// `.tint`, `.tint(.white)` on a dark button); with `value:total:`, iOS's linear bar: a 4 pt
/// capsule track in UIKit's `systemFill` (rgba(120, 120, 128, 0.2)) filled from the leading edge in the
/// tint (system blue unless `.tint` says otherwise) by `value / total`, clamped to 0...1. A label sits above
/// the bar (below the spinner, in the secondary colour), as on iOS.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, BuiltInView {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The spinner, or the bar with its labels.
    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 4) {
                if let label { label }
                ProgressBar(fraction: fraction)
                if let currentValueLabel { currentValueLabel.font(.footnote).foregroundStyle(Color.secondary) }
            }
        } else if let label {
            VStack(spacing: 8) {
                ProgressSpinner()
                label.foregroundStyle(Color.secondary)
            }
        } else {
            ProgressSpinner()
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress indicator.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// A linear bar showing `value` out of `total`; a nil value shows the indeterminate indicator.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress indicator with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }

    /// A linear bar with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: progressFraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A linear bar with a label above it and a label for the current value below it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: progressFraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress indicator titled `title` ("Loading").
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(String(title)), currentValueLabel: nil) }

    /// A linear bar titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total), label: Text(String(title)), currentValueLabel: nil)
    }
}

/// `value / total` clamped to 0...1 (0 for a total that is not positive or not finite), or nil without a value.
private func progressFraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let (v, t) = (Double(value), Double(total))
    guard t.isFinite, t > 0, v.isFinite else { return 0 }
    return min(max(v / t, 0), 1)
}

/// iOS's linear progress bar: a 4 pt capsule track, filled by `fraction` in the tint.
struct ProgressBar: View, PrimitiveView {
    /// UIKit's `systemFill`: rgba(120, 120, 128, 0.2).
    static let track = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    let fraction: Double
    var body: Never { fatalError("ProgressBar has no body") }
    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let tint = environment.values.tint ?? .accentColor
        let bar = Capsule().fill(ProgressBar.track)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 4)
        return LayoutCore.makeNodes(bar, in: environment)
    }
}

/// The indeterminate indicator, as iOS's medium `UIActivityIndicatorView`: 20 pt across, eight 2.5 × 6 pt
/// spokes around the centre in system grey (#8E8E93, or the `.tint`), the top one opaque and the others
/// fading counter-clockwise (opacity 0.9 down to 0.3: the trail of a clockwise spin). It does not spin.
struct ProgressSpinner: View, PrimitiveView {
    var body: Never { fatalError("ProgressSpinner has no body") }
    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let color = environment.values.tint ?? Color.gray
        let spinner = ZStack {
            ForEach(0..<8) { index in
                Capsule().fill(color.opacity(1 - Double(index) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(index) * -45))
            }
        }
        .frame(width: 20, height: 20)
        return LayoutCore.makeNodes(spinner, in: environment)
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
