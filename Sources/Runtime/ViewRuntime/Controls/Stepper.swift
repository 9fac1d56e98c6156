import LayoutCore

/// A control that increments and decrements a value, as SwiftUI's `Stepper` with iOS's look: the label at
/// the leading edge, and at the trailing edge UIKit's `UIStepper`, a 94×32 rounded rectangle (8 pt corners)
/// in `tertiarySystemFill` split by a 1 pt separator into a − half and a + half. A tap on a half steps
/// once; an end of the range greys its half out and makes it do nothing.
public struct Stepper<Label: View>: View, BuiltInView {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    /// A stepper that runs `onIncrement` and `onDecrement` (a nil one greys out its half).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// A stepper for `value` in `bounds`, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.label = label()
        onIncrement = current < bounds.upperBound ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
        onDecrement = current > bounds.lowerBound ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
    }

    /// A stepper for `value` without bounds, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    /// The label, then the −/+ control.
    public var body: some View {
        HStack {
            label
            Spacer()
            StepperControl(onIncrement: onIncrement, onDecrement: onDecrement)
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that runs `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(String(title)) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper titled `title` for `value` in `bounds`, moving by `step`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(String(title)) }
    }

    /// A stepper titled `title` for `value` without bounds, moving by `step`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(String(title)) }
    }
}

/// UIStepper's −/+ control, 94×32.
struct StepperControl: View, BuiltInView {
    /// The control's size (UIStepper's intrinsic size).
    static let size = CGSize(width: 94, height: 32)
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    var body: some View {
        HStack(spacing: 0) {
            half(symbol: false, action: onDecrement)
            Rectangle().fill(Divider.separator).frame(width: 1, height: 18)
            half(symbol: true, action: onIncrement)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .background(RoundedRectangle(cornerRadius: 8).fill(ControlColors.fill))
    }

    /// One half: a − (or a + when `symbol` is true), 14 pt across and 2 pt thick, as a plain button.
    private func half(symbol plus: Bool, action: (() -> Void)?) -> some View {
        Button(action: { action?() }) {
            ZStack {
                Rectangle().frame(width: 14, height: 2)
                if plus { Rectangle().frame(width: 2, height: 14) }
            }
            .frame(width: (Self.size.width - 1) / 2, height: Self.size.height)
        }
        .buttonStyle(.plain)
        .disabled(action == nil)
    }
}
