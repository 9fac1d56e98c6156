import Foundation

extension NodeKind {
    /// A short SwiftUI-like name for the dump.
    var dumpName: String {
        func n(_ v: CGFloat?) -> String { v.map { $0.formatted2 } ?? "nil" }
        switch self {
        case .shape(let kind, _, let stroke):
            let name: String
            switch kind {
            case .rectangle: name = "Rectangle"
            case .roundedRectangle(let r, let style): name = "RoundedRectangle(cornerRadius: \(r.formatted2)\(style == .continuous ? ", style: .continuous" : ""))"
            case .circle: name = "Circle"
            case .capsule: name = "Capsule"
            case .ellipse: name = "Ellipse"
            case .custom, .path: name = "Path"
            }
            return stroke == nil ? name : "\(name).stroke"
        case .text(let string, let font, _, _): return "Text(\"\(string)\", \(font.size.formatted2)pt)"
        case .styledText(let runs, _): return "Text(" + runs.map { "\"\($0.text)\", \($0.font.size.formatted2)pt" }.joined(separator: " + ") + ")"
        case .image(let name, let resizable, _): return "Image(\"\(name)\")\(resizable ? ".resizable()" : "")"
        case .symbol(let glyph, let resizable): return "Image(systemName: \"\(glyph.name)\")\(resizable ? ".resizable()" : "")"
        case .spacer: return "Spacer"
        case .fixedFrame(let w, let h, _): return "frame(width: \(n(w)), height: \(n(h)))"
        case .flexibleFrame(let s):
            let parts = [("minWidth", s.minWidth), ("idealWidth", s.idealWidth), ("maxWidth", s.maxWidth),
                         ("minHeight", s.minHeight), ("idealHeight", s.idealHeight), ("maxHeight", s.maxHeight)]
                .compactMap { label, value in value.map { "\(label): \($0.isInfinite ? ".infinity" : $0.formatted2)" } }
            return "frame(\(parts.joined(separator: ", ")))"
        case .padding(let e):
            return "padding(\(e.top.formatted2), \(e.leading.formatted2), \(e.bottom.formatted2), \(e.trailing.formatted2))"
        case .offset(let d): return "offset(x: \(d.width.formatted2), y: \(d.height.formatted2))"
        case .overlay: return "overlay"
        case .background: return "background"
        case .zstack: return "ZStack"
        case .stack(let axis, _, _): return axis == .horizontal ? "HStack" : "VStack"
        case .grid: return "LazyVGrid"
        case .lazyHGrid: return "LazyHGrid"
        case .cellGrid: return "Grid"
        case .gridRow: return "GridRow"
        case .gridCell: return "gridCell"
        case .fixedSize(let h, let v): return h && v ? "fixedSize" : "fixedSize(horizontal: \(h), vertical: \(v))"
        case .position(let point): return "position(x: \(point.x.formatted2), y: \(point.y.formatted2))"
        case .alignmentGuide(let key, _): return "alignmentGuide(\(key.axis == .horizontal ? "horizontal" : "vertical"))"
        case .aspectRatio(_, let mode): return mode == .fit ? "scaledToFit" : "scaledToFill"
        case .opacity(let a): return "opacity(\(a))"
        case .hidden: return "hidden"
        case .matchedGeometry(let key, let isSource, _): return "matchedGeometryEffect(id: \(key.id.base), isSource: \(isSource))"
        case .geometryReader: return "GeometryReader"
        case .safeAreaInset(let edge, _): return "safeAreaInset(edge: \(edge))"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .styleBackground: return "background(style)"
        case .shadow(_, let radius, _): return "shadow(radius: \(radius.formatted2))"
        case .clip: return "clipShape"
        case .effect(let effect): return effect.dumpName
        case .visualEffect: return "visualEffect"
        case .marker(let marker): return "\(type(of: marker))"
        case .scroll(let spec): return "ScrollView(\(spec.axes == .horizontal ? ".horizontal" : spec.axes == .vertical ? ".vertical" : "[.horizontal, .vertical]"))"
        case .lazyStack(let spec): return spec.axis == .horizontal ? "LazyHStack" : "LazyVStack"
        case .viewThatFits: return "ViewThatFits"
        case .customLayout(let algorithm): return algorithm.layoutName
        }
    }
}

extension LayoutResult {
    /// Every view in the laid-out tree, indented by depth, with its frame (x, y, width, height) in host
    /// coordinates and its `.id` if it has one.
    public func treeDump() -> String {
        var lines: [String] = []
        func visit(_ placed: PlacedNode, depth: Int) {
            let f = placed.frame
            let id = placed.node.id.map { "  id: \($0.base)" } ?? ""
            lines.append(String(repeating: "  ", count: depth) + "\(placed.node.kind.dumpName)  (\(f.minX.formatted2), \(f.minY.formatted2), \(f.width.formatted2), \(f.height.formatted2))\(id)")
            placed.children.forEach { visit($0, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n")
    }
}
