import Foundation
import LayoutCore

/// A control for a value in a range, as SwiftUI's `Slider` with iOS's look: a 4 pt track, filled in the
/// tint up to a white 28 pt thumb, 28 pt tall and as wide as offered.
///
/// Dragging (from anywhere on the slider, at once) puts the thumb's centre under the pointer: the value is
/// `lower + (x − 14) / (width − 28) × (upper − lower)`, clamped to the range and rounded to `step` when
/// there is one. (UIKit moves the thumb only when the drag starts on it; HeroSim's slider follows any
/// drag on it.) `onEditingChanged` gets `true` when a drag starts and `false` when it ends.
public struct Slider<Label: View, ValueLabel: View>: View, BuiltInView {
    /// The thumb's diameter: the slider's height and the margin its centre keeps from each end.
    static var thumb: CGFloat { 28 }

    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.tint) private var tint
    @GestureState private var isDragging = false

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void)
        where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        let (lower, upper) = (Double(bounds.lowerBound), Double(bounds.upperBound))
        self.bounds = lower.isFinite && upper.isFinite ? lower...upper : 0...1
        self.step = step.map { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// The value labels around the track (the label itself is for accessibility, as on iOS).
    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            GeometryReader { proxy in track(width: proxy.size.width) }
                .frame(height: Self.thumb)
            if let maximumValueLabel { maximumValueLabel }
        }
    }

    /// The fraction of the range the value is at, 0...1 (0 for a value that is not finite).
    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.wrappedValue.isFinite else { return 0 }
        return min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1)
    }

    /// The track and thumb in a slider `width` wide.
    private func track(width: CGFloat) -> some View {
        let travel = max(0, width - Self.thumb)
        let centre = Self.thumb / 2 + travel * fraction
        let (value, bounds, step, onEditingChanged) = (self.value, self.bounds, self.step, self.onEditingChanged)
        return ZStack(alignment: .leading) {
            Capsule().fill(ControlColors.track).frame(height: 4)
            Capsule().fill(tint ?? .accentColor).frame(width: centre, height: 4)
            Circle().fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 3, y: 2)
                .frame(width: Self.thumb, height: Self.thumb)
                .offset(x: centre - Self.thumb / 2)
        }
        .frame(width: width, height: Self.thumb, alignment: .leading)
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 0)
            .updating($isDragging) { _, dragging, _ in
                if !dragging { onEditingChanged(true) }
                dragging = true
            }
            .onChanged { drag in
                value.wrappedValue = Self.value(at: drag.location.x, width: width, bounds: bounds, step: step)
            }
            .onEnded { _ in onEditingChanged(false) })
    }

    /// The value the thumb's centre at `x` stands for, in a slider `width` wide.
    static func value(at x: CGFloat, width: CGFloat, bounds: ClosedRange<Double>, step: Double?) -> Double {
        let travel = Double(max(0, width - thumb))
        let fraction = travel > 0 ? min(max((Double(x) - Double(thumb) / 2) / travel, 0), 1) : 0
        var result = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
        if let step {
            result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
            result = min(max(result, bounds.lowerBound), bounds.upperBound)
        }
        return result
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` in `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider for `value` in `bounds` that moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (read by accessibility; not drawn on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider with a label that moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with views at the minimum and maximum ends of its track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}
