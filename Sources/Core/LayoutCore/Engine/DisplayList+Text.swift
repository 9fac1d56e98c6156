import Foundation

extension DisplayListBuilder {
    /// Draws text laid out again for its frame (the same lines its size was chosen from): one text item
    /// per line, aligned by `multilineTextAlignment`, and the strikethrough and underline as thin
    /// rectangles. A single line keeps the text's whole frame, as it always has.
    mutating func emitText(_ string: String, font: Font, paint: Paint, options: TextOptions, frame: CGRect) {
        let layout = engine.textLines(string, font: font, options: options, ProposedViewSize(frame.size))
        let fraction: CGFloat = switch options.alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        let size = layout.font.size
        for (index, line) in layout.lines.enumerated() {
            let top = frame.minY + CGFloat(index) * (layout.lineHeight + layout.lineSpacing)
            let x = frame.minX + max(0, frame.width - line.width) * fraction
            let lineFrame = layout.lines.count == 1 && x == frame.minX
                ? frame : CGRect(x: x, y: top, width: min(line.width, frame.width), height: layout.lineHeight)
            let baseline = top + layout.ascent
            list.items.append(.text(line.text, font: layout.font, paint: paint, frame: lineFrame, baseline: baseline))
            // Lines near DejaVu's strikeout and underline positions, about 1/17 em thick in whole points (at
            // least one), so that snapping a line to device pixels never makes it vanish.
            let thickness = max(1, (size / 17).rounded())
            let decorated = CGRect(x: x, y: 0, width: min(line.width, frame.width), height: thickness)
            if let strike = options.strikethrough, decorated.width > 0 {
                list.items.append(.shape(.rectangle, frame: decorated.offsetBy(dx: 0, dy: baseline - size * 0.26 - thickness / 2),
                                         fill: strike.color.map { .color($0) } ?? paint, stroke: nil))
            }
            if let under = options.underline, decorated.width > 0 {
                list.items.append(.shape(.rectangle, frame: decorated.offsetBy(dx: 0, dy: baseline + size * 0.07),
                                         fill: under.color.map { .color($0) } ?? paint, stroke: nil))
            }
        }
    }
}
