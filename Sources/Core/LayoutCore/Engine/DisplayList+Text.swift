import Foundation

extension DisplayListBuilder {
    /// Draws text laid out again for its frame (the same lines its size was chosen from): one text item
    /// per line and part, lines aligned by `multilineTextAlignment`, and the strikethrough and underline
    /// as thin rectangles. A single line of one part keeps the text's whole frame, as it always has.
    mutating func emitText(_ runs: [StyledTextRun], options: TextOptions, frame: CGRect) {
        let layout = engine.textLines(StyledText(runs: runs.map { ($0.text, $0.font) }), options: options,
                                      ProposedViewSize(options.layoutSize ?? frame.size))
        let width = options.layoutSize?.width ?? frame.width
        let fraction: CGFloat = switch options.alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        for (index, line) in layout.lines.enumerated() {
            let top = frame.minY + CGFloat(index) * (layout.lineHeight + layout.lineSpacing)
            let baseline = top + layout.ascent
            var x = frame.minX + max(0, frame.width - line.width) * fraction
            for segment in line.segments {
                let run = runs[segment.run], font = layout.fonts[segment.run]
                let segmentFrame = layout.lines.count == 1 && line.segments.count == 1 && x == frame.minX && options.layoutSize == nil
                    ? frame : CGRect(x: x, y: top, width: min(segment.width, width), height: layout.lineHeight)
                if options.redacted {
                    // A placeholder bar the height of the letters (0.72 em), centred on the line, corners of 3.
                    let height = min(layout.lineHeight, font.size * 0.72)
                    let bar = CGRect(x: x, y: top + (layout.lineHeight - height) / 2, width: min(segment.width, width), height: height)
                    list.items.append(.shape(.roundedRectangle(cornerRadius: 3), frame: bar, fill: run.paint.fading(by: 0.16), stroke: nil))
                    x += segment.width
                    continue
                }
                list.items.append(.text(segment.text, font: font, paint: run.paint, frame: segmentFrame, baseline: baseline))
                // Lines across the middle of the lowercase letters (x-height 0.55 em in Inter and DejaVu) and
                // just under the baseline, about 1/17 em thick in whole points (at least one), so that
                // snapping a line to device pixels never makes it vanish.
                let thickness = max(1, (font.size / 17).rounded())
                let decorated = CGRect(x: x, y: 0, width: min(segment.width, width), height: thickness)
                if let strike = run.strikethrough, decorated.width > 0 {
                    list.items.append(.shape(.rectangle, frame: decorated.offsetBy(dx: 0, dy: baseline - font.size * 0.26 - thickness / 2),
                                             fill: strike.color.map { .color($0) } ?? run.paint, stroke: nil))
                }
                if let under = run.underline, decorated.width > 0 {
                    list.items.append(.shape(.rectangle, frame: decorated.offsetBy(dx: 0, dy: baseline + font.size * 0.07),
                                             fill: under.color.map { .color($0) } ?? run.paint, stroke: nil))
                }
                x += segment.width
            }
        }
    }
}
