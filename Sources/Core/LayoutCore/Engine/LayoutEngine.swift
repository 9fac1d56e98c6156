import Foundation
import Synchronization

/// Hands out a fresh number for each engine configuration, so a size memo made with one measurer is
/// never read by an engine with another.
private let memoTokens = Atomic<Int>(0)

/// Where a view tree is laid out: the host's size, its safe-area insets and its pixel scale.
public struct LayoutHost: Hashable, Sendable {
    /// The host (window or frame) size in points.
    public var size: CGSize
    /// Insets the root view keeps clear of.
    public var safeAreaInsets: EdgeInsets
    /// Device pixels per point; pixel rounding happens only when drawing.
    public var scale: CGFloat

    /// Creates a host description.
    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), scale: CGFloat = 1) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
    }
}

/// Lays out view trees with SwiftUI's rules: the parent proposes, the child chooses, the parent places.
public struct LayoutEngine: Sendable {
    /// Measures text and images.
    public let measurer: any ContentMeasurer
    /// Where this layout's warnings go.
    package let diagnostics: LayoutDiagnostics
    /// Names this engine's measurer in node size memos: engines that share a measurer share the token.
    let memoToken: Int
    /// Whether placements are remembered on container nodes. Off while a grid places its cells ahead of
    /// time, so the placed cells have a single owner and can be moved in place.
    var remembersPlacements = true
    /// Whether a grid places its cells while it sizes them (see `gridPlan`); the frames are the same either
    /// way, to the last bit.
    var placesCellsAhead = true

    /// Creates an engine that measures content with `measurer`.
    public init(measurer: any ContentMeasurer = FixedWidthMeasurer()) {
        self.init(measurer: measurer, diagnostics: LayoutDiagnostics(),
                  memoToken: memoTokens.add(1, ordering: .relaxed).newValue)
    }

    init(measurer: any ContentMeasurer, diagnostics: LayoutDiagnostics, memoToken: Int) {
        self.measurer = measurer
        self.diagnostics = diagnostics
        self.memoToken = memoToken
    }

    /// Lays out `view` in `host`: the root is proposed the safe area and centred in it.
    public func layout<V: View>(_ view: V, in host: LayoutHost) -> LayoutResult {
        let run = reporting(to: LayoutDiagnostics())
        var environment = BuildEnvironment()
        environment.diagnostics = run.diagnostics
        return run.layout(root: LayoutEngine.rootNode(view, in: environment), in: host)
    }

    /// The single node a root view builds (an empty stack when it builds nothing).
    package static func rootNode<V: View>(_ view: V, in environment: BuildEnvironment) -> Node {
        makeSingleNode(view, in: environment) ?? Node(.zstack(.center))
    }

    /// An engine with the same measurer that reports to `diagnostics`, for a runtime that builds nodes itself.
    package func reporting(to diagnostics: LayoutDiagnostics) -> LayoutEngine {
        var engine = LayoutEngine(measurer: measurer, diagnostics: diagnostics, memoToken: memoToken)
        engine.remembersPlacements = remembersPlacements
        engine.placesCellsAhead = placesCellsAhead
        return engine
    }

    /// Lays out an already built node tree in `host`: the root is proposed the safe area and centred in it.
    package func layout(root: Node, in host: LayoutHost) -> LayoutResult {
        let run = self
        let insets = host.safeAreaInsets
        let bounds = CGRect(origin: .zero, size: host.size)
        let area = CGRect(x: insets.leading, y: insets.top,
                          width: max(0, host.size.width - insets.horizontal),
                          height: max(0, host.size.height - insets.vertical))
        let proposal = ProposedViewSize(area.size)
        let size = run.sizeThatFits(root, proposal)
        let origin = CGPoint(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2)
        let placed = run.place(root, at: origin, proposal: proposal, context: PlacementContext(safeArea: area, bounds: bounds))
        return LayoutResult(host: host, root: placed, engine: run)
    }

    /// The size `view` chooses for `proposal`.
    public func sizeThatFits<V: View>(_ view: V, _ proposal: ProposedViewSize) -> CGSize {
        guard let node = makeSingleNode(view, in: BuildEnvironment()) else { return .zero }
        return sizeThatFits(node, proposal)
    }

    // MARK: - Sizing

    /// The size `node` chooses for `proposal`, remembered on the node: a node's size depends only on its
    /// own subtree, the proposal and the measurer, and a node's subtree never changes once built.
    package func sizeThatFits(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        if let size = node.memo.sizes.size(for: p, token: memoToken) { return size }
        let size = measuredSize(node, p)
        node.memo.sizes.remember(size, for: p, token: memoToken)
        return size
    }

    private func measuredSize(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        switch node.kind {
        case .shape:
            return p.replacingUnspecifiedDimensions()
        case .text(let string, let font, _):
            let m = measurer.metrics(of: string, font: font)
            return CGSize(width: min(m.width, p.width ?? m.width), height: m.height)
        case .image(let name, let resizable, let systemSize):
            let natural = naturalImageSize(name: name, systemSize: systemSize)
            return resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        case .spacer(let minLength):
            let m = minLength ?? 8
            return CGSize(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
        case .fixedFrame(let width, let height, _):
            if let width, let height { return CGSize(width: width, height: height) }
            let child = childSize(node, ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let spec):
            return flexibleFrameSize(spec, node, p).size
        case .padding(let insets):
            let child = childSize(node, inset(p, by: insets))
            return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
        case .offset, .alignmentGuide, .opacity, .hidden, .matchedGeometry, .ignoresSafeArea, .styleBackground, .shadow, .clip, .marker:
            return childSize(node, p)
        case .geometryReader:
            return p.replacingUnspecifiedDimensions()
        case .safeAreaInset(let edge, let spacing):
            return safeAreaInsetPlan(node, edge: edge, spacing: spacing, p).size
        case .overlay, .background:
            return childSize(node, p)
        case .zstack, .stack, .grid:
            return containerPlan(node, p).size
        case .aspectRatio(let ratio, let mode):
            return childSize(node, aspectProposal(node, ratio, mode, p))
        }
    }

    /// A stack's or grid's plan for `p`; the last one made is kept on the node for its placement.
    func containerPlan(_ node: Node, _ p: ProposedViewSize) -> ContainerPlan {
        let memo = node.memo.containerMemo
        if let plan = memo?.plan(for: p, token: memoToken) { return plan }
        if let plan = gridPlanFromPredecessor(node, p) {
            memo?.remember(plan, for: p, token: memoToken)
            return plan
        }
        let plan: ContainerPlan
        switch node.kind {
        case .zstack(let alignment):
            plan = zstackPlan(node.children, alignment, p)
        case .stack(let axis, let alignment, let spacing):
            plan = stackPlan(node.children, axis: axis, alignment: alignment, spacing: spacing, p)
        case .grid(let columns, _, let spacing):
            var placedAhead: [PlacedNode]?
            plan = gridPlan(node.children, columns: columns, rowSpacing: spacing, p,
                            placeAhead: placesCellsAhead && node.memo.placesByTranslation && LayoutEngine.placesAhead(for: p),
                            placed: &placedAhead)
            memo?.remember(plan, for: p, token: memoToken)
            if let placedAhead { memo?.rememberPlacedAhead(placedAhead) }
            return plan
        default:
            return ContainerPlan(size: .zero, slots: [])
        }
        memo?.remember(plan, for: p, token: memoToken)
        return plan
    }

    /// Whether a grid proposed `p` places its cells while it sizes them: not for the zero and infinite
    /// proposals a stack probes with, which are not the proposal it places with.
    static func placesAhead(for p: ProposedViewSize) -> Bool {
        func final(_ value: CGFloat?) -> Bool { value.map { $0 != 0 && $0.isFinite } ?? true }
        return final(p.width) && final(p.height)
    }

    func childSize(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        node.withFirstChild { sizeThatFits($0, p) } ?? .zero
    }

    func naturalImageSize(name: String, systemSize: CGFloat?) -> CGSize {
        if let systemSize { return CGSize(width: systemSize, height: systemSize) }
        return measurer.naturalSize(ofImage: name) ?? CGSize(width: 64, height: 64)
    }

    func inset(_ p: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }

    /// The flexible frame's child proposal and result size.
    func flexibleFrameSize(_ s: FlexibleFrameSpec, _ node: Node, _ p: ProposedViewSize) -> (size: CGSize, childProposal: ProposedViewSize) {
        func clampProposal(_ value: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
            guard var v = value else { return ideal }
            if let lo, v < lo { v = lo }
            if let hi, v > hi { v = hi }
            return v
        }
        let childProposal = ProposedViewSize(width: clampProposal(p.width, s.minWidth, s.idealWidth, s.maxWidth),
                                             height: clampProposal(p.height, s.minHeight, s.idealHeight, s.maxHeight))
        let child = childSize(node, childProposal)
        func result(_ proposed: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?, _ child: CGFloat) -> CGFloat {
            if proposed == nil, let ideal { return max(lo ?? ideal, min(ideal, hi ?? ideal)) }
            let reference = proposed ?? child
            var r = child
            if let lo { r = max(lo, min(r, reference)) }
            if let hi { r = min(hi, max(r, reference)) }
            return r
        }
        let size = CGSize(width: result(p.width, s.minWidth, s.idealWidth, s.maxWidth, child.width),
                          height: result(p.height, s.minHeight, s.idealHeight, s.maxHeight, child.height))
        return (size, childProposal)
    }

    /// What an aspect-ratio modifier proposes to its child.
    func aspectProposal(_ node: Node, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize) -> ProposedViewSize {
        let ideal = childSize(node, .unspecified)
        let r: CGFloat = ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
        guard r.isFinite, r > 0 else { return p }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }
        let h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let widthLimited = (w / h < r) == (mode == .fit)
            return widthLimited ? ProposedViewSize(width: w, height: w / r) : ProposedViewSize(width: h * r, height: h)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let base = ideal.width > 0 ? ideal : CGSize(width: 10, height: 10)
            return ProposedViewSize(width: base.width, height: base.width / r)
        }
    }

    // MARK: - Alignment guides

    /// The view dimensions of `node` at `size`, with its explicit guides.
    func dimensions(_ node: Node, size: CGSize) -> ViewDimensions {
        guard reachesExplicitGuide(node) else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size, explicit: { key in self.explicitGuide(node, key, size) })
    }

    /// An explicit guide value set inside `node` (through modifiers that keep the child's geometry), or nil.
    func explicitGuide(_ node: Node, _ key: AlignmentKey, _ size: CGSize) -> CGFloat? {
        guard reachesExplicitGuide(node), let child = node.firstChild else { return nil }
        switch node.kind {
        case .alignmentGuide(let k, let compute):
            if k == key {
                let value = compute(dimensions(child, size: size))
                guard value.isFinite else {
                    diagnostics.warn("an alignment guide returned \(value); using the default guide")
                    return nil
                }
                return value
            }
            return explicitGuide(child, key, size)
        case .offset, .opacity, .hidden, .matchedGeometry, .overlay, .background, .styleBackground, .shadow, .clip, .ignoresSafeArea, .marker:
            return explicitGuide(child, key, size)
        case .padding(let insets):
            let inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            return explicitGuide(child, key, inner).map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
        case .fixedFrame(_, _, let alignment):
            return frameChildGuide(child, key, size, alignment)
        case .flexibleFrame(let spec):
            return frameChildGuide(child, key, size, spec.alignment)
        default:
            return nil
        }
    }

    /// Whether an `alignmentGuide` modifier sits in `node`'s chain of guide-preserving modifiers (most
    /// chains have none, and then no guide is looked up at all).
    func reachesExplicitGuide(_ node: Node) -> Bool { node.memo.reachesExplicitGuide }

    /// A frame's explicit guide: its child's explicit guide, moved by where the child sits in the frame.
    private func frameChildGuide(_ child: Node, _ key: AlignmentKey, _ size: CGSize, _ alignment: Alignment) -> CGFloat? {
            let childSize = sizeThatFits(child, ProposedViewSize(size))
            guard let inner = explicitGuide(child, key, childSize) else { return nil }
            let origin = alignedOrigin(of: child, size: childSize, in: size, alignment: alignment)
            return inner + (key.axis == .horizontal ? origin.x : origin.y)
    }

    /// Where a child of `size` goes inside a container of `containerSize` so their `alignment` guides meet.
    func alignedOrigin(of child: Node, size: CGSize, in containerSize: CGSize, alignment: Alignment) -> CGPoint {
        let d = dimensions(child, size: size)
        let container = ViewDimensions(size: containerSize)
        return CGPoint(x: container[alignment.horizontal] - d[alignment.horizontal],
                       y: container[alignment.vertical] - d[alignment.vertical])
    }
}
