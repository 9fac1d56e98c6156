import Foundation

/// `frame(width:height:alignment:)`: fixed sides, the child aligned inside.
public struct _FrameLayout: ViewModifier, WrappingModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    /// Built-in modifiers have no body.
    public typealias Body = Never
    var wrapperKind: NodeKind { .fixedFrame(width: width, height: height, alignment: alignment) }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct _FlexFrameLayout: ViewModifier, WrappingModifier {
    let spec: FlexibleFrameSpec
    /// Built-in modifiers have no body.
    public typealias Body = Never
    var wrapperKind: NodeKind { .flexibleFrame(spec) }
}

/// `padding(...)`: insets the child's proposal and grows its size.
public struct _PaddingLayout: ViewModifier, WrappingModifier {
    let insets: EdgeInsets
    /// Built-in modifiers have no body.
    public typealias Body = Never
    var wrapperKind: NodeKind { .padding(insets) }
}

/// `offset(x:y:)`: moves the drawing, not the layout.
public struct _OffsetEffect: ViewModifier, WrappingModifier {
    let offset: CGSize
    /// Built-in modifiers have no body.
    public typealias Body = Never
    var wrapperKind: NodeKind { .offset(offset) }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
public struct _AspectRatioLayout: ViewModifier, WrappingModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode
    /// Built-in modifiers have no body.
    public typealias Body = Never
    var wrapperKind: NodeKind { .aspectRatio(ratio, contentMode) }
}

extension View {
    /// Gives the view a fixed width and/or height; the content is aligned inside by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width.map(LayoutWarnings.sanitizedLength),
                              height: height.map(LayoutWarnings.sanitizedLength), alignment: alignment))
    }

    /// Limits the view's size per axis; `maxWidth: .infinity` takes the whole proposed width.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _FlexFrameLayout> {
        let s = LayoutWarnings.sanitizedLimit
        return modifier(_FlexFrameLayout(spec: FlexibleFrameSpec(
            minWidth: minWidth.map(s), idealWidth: idealWidth.map(s), maxWidth: maxWidth.map(s),
            minHeight: minHeight.map(s), idealHeight: idealHeight.map(s), maxHeight: maxHeight.map(s),
            alignment: alignment)))
    }

    /// Pads the given edges by `length` (16 when `nil`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }

    /// Pads each edge by its own inset.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets))
    }

    /// Moves the drawing of this view; its layout frame stays where it was.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }

    /// Moves the drawing of this view by `offset`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Constrains the view to an aspect ratio (width / height); `nil` uses the content's ideal ratio.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        modifier(_AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }

    /// Scales the view to fit the proposal, keeping its aspect ratio.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the proposal, keeping its aspect ratio.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fill) }
}

/// Clamps bad layout input the way SwiftUI does, reporting each kind of problem once.
enum LayoutWarnings {
    /// A fixed length: negative or non-finite becomes 0.
    static func sanitizedLength(_ value: CGFloat) -> CGFloat {
        value.isFinite && value >= 0 ? value : 0
    }
    /// A frame limit: negative or NaN becomes 0; +infinity stays (it means "as large as proposed").
    static func sanitizedLimit(_ value: CGFloat) -> CGFloat {
        if value.isNaN || value < 0 { return 0 }
        return value
    }
}
