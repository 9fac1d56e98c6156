import Foundation

/// `frame(width:height:alignment:)`: fixed sides, the child aligned inside.
public struct _FrameLayout: ViewModifier, PrimitiveModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        let d = environment.diagnostics
        let kind = NodeKind.fixedFrame(width: width.map { d.length($0, "frame width") },
                                       height: height.map { d.length($0, "frame height") }, alignment: alignment)
        return content(environment).map { Node(kind, children: [$0]) }
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    let spec: FlexibleFrameSpec
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        let d = environment.diagnostics
        let width = FrameLimits(min: spec.minWidth.map { d.limit($0, "frame minWidth") },
                                ideal: spec.idealWidth.map { d.limit($0, "frame idealWidth") },
                                max: spec.maxWidth.map { d.limit($0, "frame maxWidth") }).ordered(axis: "Width", d)
        let height = FrameLimits(min: spec.minHeight.map { d.limit($0, "frame minHeight") },
                                 ideal: spec.idealHeight.map { d.limit($0, "frame idealHeight") },
                                 max: spec.maxHeight.map { d.limit($0, "frame maxHeight") }).ordered(axis: "Height", d)
        let s = FlexibleFrameSpec(minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max,
                                  minHeight: height.min, idealHeight: height.ideal, maxHeight: height.max, alignment: spec.alignment)
        return content(environment).map { Node(.flexibleFrame(s), children: [$0]) }
    }
}

/// One axis of a flexible frame's limits.
struct FrameLimits {
    var min, ideal, max: CGFloat?

    /// The limits in non-decreasing order, as SwiftUI orders them before sizing: the ideal is raised to the
    /// minimum, and the maximum to the ideal (or to the minimum when there is no ideal). Each raise is
    /// reported once, as SwiftUI logs "Contradictory frame constraints specified".
    func ordered(axis: String, _ d: LayoutDiagnostics) -> FrameLimits {
        var limits = self
        if let lo = limits.min, let ideal = limits.ideal, lo > ideal {
            d.warn("frame min\(axis) \(lo) exceeds ideal\(axis) \(ideal); using \(lo) for both")
            limits.ideal = lo
        }
        if let hi = limits.max, let floor = limits.ideal ?? limits.min, floor > hi {
            let name = limits.ideal == nil ? "min" : "ideal"
            d.warn("frame \(name)\(axis) \(floor) exceeds max\(axis) \(hi); using \(floor) for both")
            limits.max = floor
        }
        return limits
    }
}

/// `padding(...)`: insets the child's proposal and grows its size.
public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        let d = environment.diagnostics
        let safe = EdgeInsets(top: d.finite(insets.top, "padding"), leading: d.finite(insets.leading, "padding"),
                              bottom: d.finite(insets.bottom, "padding"), trailing: d.finite(insets.trailing, "padding"))
        return content(environment).map { Node(.padding(safe), children: [$0]) }
    }
}

/// `offset(x:y:)`: moves the drawing, not the layout.
public struct _OffsetEffect: ViewModifier, PrimitiveModifier {
    let offset: CGSize
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        let d = environment.diagnostics
        let safe = CGSize(width: d.finite(offset.width, "offset x"), height: d.finite(offset.height, "offset y"))
        return content(environment).map { Node(.offset(safe), children: [$0]) }
    }
}

/// How a resizable image fits a proposal.
public enum ContentMode: Sendable, Hashable {
    /// The whole content is visible.
    case fit
    /// The content covers the whole frame.
    case fill
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
public struct _AspectRatioLayout: ViewModifier, WrappingModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .aspectRatio(ratio, contentMode) }
}

extension View {
    /// Gives the view a fixed width and/or height; the content is aligned inside by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A frame with no size of its own: the view as it is (SwiftUI keeps this spelling, deprecated, so
    /// that `.frame()` is not ambiguous between the fixed and the flexible frame).
    public func frame() -> ModifiedContent<Self, _FrameLayout> { frame(width: nil, height: nil) }

    /// A frame with no size of its own and `alignment`: the view as it is, since the frame takes its
    /// size (without this spelling `.frame(alignment:)` is ambiguous between the fixed and the flexible
    /// frame, whose other parameters all have defaults).
    public func frame(alignment: Alignment) -> ModifiedContent<Self, _FrameLayout> { frame(width: nil, height: nil, alignment: alignment) }

    /// Limits the view's size per axis; `maxWidth: .infinity` takes the whole proposed width.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(_FlexFrameLayout(spec: FlexibleFrameSpec(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
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

    /// Constrains the view to the aspect ratio of `ratio` (its width / its height).
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(ratio.width / ratio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the proposal, keeping its aspect ratio.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the proposal, keeping its aspect ratio.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fill) }
}

