import Foundation
import Synchronization

/// Hands out a fresh number for each engine configuration, so a size memo made with one measurer is
/// never read by an engine with another.
private let memoTokens = Atomic<Int>(0)

/// Where a view tree is laid out: the host's size, its safe-area insets and its pixel scale.
package struct LayoutHost: Hashable, Sendable {
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
package struct LayoutEngine: Sendable {
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
    /// The spacing SwiftUI puts between two views when none is given (stacks, grids, `safeAreaInset`).
    static let defaultSpacing: CGFloat = 8

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

    /// The size `node` chooses for `proposal`: one case per algorithm, each in its file of `Algorithms/`.
    private func measuredSize(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        switch node.kind {
        case .shape(let kind, _, _):
            return shapeSize(kind, p)
        case .text(let string, let font, _, let options):
            return textSize(StyledText(runs: [(string, font)]), options: options, p)
        case .styledText(let runs, let options):
            return textSize(StyledText(runs: runs.map { ($0.text, $0.font) }), options: options, p)
        case .image(let name, let resizable, let systemSize):
            return imageSize(name: name, resizable: resizable, systemSize: systemSize, p)
        case .symbol(let glyph, let resizable):
            return symbolSize(glyph, resizable: resizable, p)
        case .spacer(let minLength):
            return spacerSize(minLength: minLength, p)
        case .fixedFrame(let width, let height, _):
            return fixedFrameSize(node, width: width, height: height, p)
        case .flexibleFrame(let spec):
            return flexibleFrameSize(spec, node, p).size
        case .padding(let insets):
            return paddingSize(node, insets, p)
        case .offset, .alignmentGuide, .opacity, .hidden, .matchedGeometry, .ignoresSafeArea, .styleBackground, .shadow, .clip, .effect, .visualEffect, .marker,
             .gridCell:
            return passThroughSize(node, p)
        case .aspectRatio(let ratio, let mode):
            return aspectRatioSize(node, ratio, mode, p)
        case .fixedSize(let horizontal, let vertical):
            return fixedSizeSize(node, horizontal: horizontal, vertical: vertical, p)
        case .position:
            return positionSize(node, p)
        case .overlay, .background:
            return layeredSize(node, p)
        case .zstack, .stack, .grid, .lazyHGrid, .cellGrid, .gridRow:
            return containerPlan(node, p).size
        case .geometryReader:
            return geometryReaderSize(p)
        case .safeAreaInset(let edge, let spacing):
            return safeAreaInsetPlan(node, edge: edge, spacing: spacing, p).size
        case .scroll(let spec):
            return scrollViewportSize(node, spec, p)
        case .lazyStack:
            return containerPlan(node, p).size
        case .viewThatFits(let axes):
            return viewThatFitsSize(node, axes: axes, p)
        case .customLayout(let algorithm):
            return algorithm.sizeThatFits(p, children: node.children, engine: self)
        }
    }

    /// The size of `node`'s only child (a modifier's) for `p`; zero when it has none.
    func childSize(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        node.withFirstChild { sizeThatFits($0, p) } ?? .zero
    }
}
