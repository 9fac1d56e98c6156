import LayoutCore

/// A value within a range, as SwiftUI's `Gauge` in its iOS look (`linearCapacity`): the label above a
/// 4-point capsule filled with the tint as far as the value reaches, the minimum and maximum labels at its
/// ends and the current value's label under the label.
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View, BuiltInView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: MinimumValueLabel
    let maximumValueLabel: MaximumValueLabel

    /// A gauge of `value` in `bounds` with all its labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let raw = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = raw.isFinite ? min(1, max(0, raw)) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The labels and the bar.
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label
            currentValueLabel.font(.caption).foregroundStyle(.secondary)
            HStack(spacing: 8) {
                minimumValueLabel.font(.caption)
                GaugeBar(fraction: fraction)
                maximumValueLabel.font(.caption)
            }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge of `value` in `bounds` that shows its current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// The gauge's capsule: the track, filled with the tint as far as `fraction` of its width.
struct GaugeBar: View, BuiltInView {
    let fraction: Double

    var body: some View {
        Capsule().fill(ControlColors.track)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 4)
    }
}
