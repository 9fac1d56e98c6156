import LayoutCore

extension EnvironmentValues {
    private enum ContainerSizeKey: EnvironmentKey {
        static var defaultValue: CGSize { .zero }
    }

    private enum ContainerSizeReadsKey: EnvironmentKey {
        static var defaultValue: ContainerSizeReads? { nil }
    }

    /// The size of the nearest container: a scroll view's viewport, else the window.
    var containerSize: CGSize {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }

    /// Where a view sized by its container says so, for the scroll view it is in.
    var containerSizeReads: ContainerSizeReads? {
        get { self[ContainerSizeReadsKey.self] }
        set { self[ContainerSizeReadsKey.self] = newValue }
    }
}

/// Whether anything in a scroll view's content is sized by the scroll view (`containerRelativeFrame`): only
/// then does the scroll view build its content again when its viewport's size changes.
final class ContainerSizeReads {
    var isRead = false
}

/// `containerRelativeFrame`: the content in a frame sized from its container's along `axes`.
struct ContainerRelativeFrame<Content: View>: View, BuiltInView {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    @Environment(\.containerSize) private var container
    @Environment(\.containerSizeReads) private var reads

    var body: some View {
        let _ = reads?.isRead = true
        content.frame(width: axes.contains(.horizontal) ? max(0, length(container.width, .horizontal)) : nil,
                      height: axes.contains(.vertical) ? max(0, length(container.height, .vertical)) : nil,
                      alignment: alignment)
    }
}

extension View {
    /// Sizes this view along `axes` to its container (the nearest scroll view's viewport, else the window), as
    /// SwiftUI's `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrame(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view along `axes` to `span` of `count` equal parts of its container with `spacing` between
    /// them, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`: a carousel card of a
    /// third of the screen is `count: 3`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center)
        -> some View {
        let count = max(1, count), span = max(1, span)
        return ContainerRelativeFrame(content: self, axes: axes, alignment: alignment) { length, _ in
            (length - spacing * CGFloat(count - 1)) / CGFloat(count) * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// Sizes this view along `axes` to what `length` makes of its container's length on each axis, as SwiftUI's
    /// `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ContainerRelativeFrame(content: self, axes: axes, alignment: alignment, length: length)
    }
}
