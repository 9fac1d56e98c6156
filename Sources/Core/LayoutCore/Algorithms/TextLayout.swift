import Foundation

/// One line of laid-out text: what it shows and how wide it is.
package struct TextLine: Equatable {
    /// The line's characters (with "…" where it was cut).
    var text: String
    /// The line's advance width in points.
    var width: CGFloat
}

/// Text laid out for one proposal: its lines, the font they are set in (smaller than the text's when
/// `minimumScaleFactor` shrank it) and the size the text chooses.
package struct TextLines: Equatable {
    /// The lines, top to bottom.
    var lines: [TextLine]
    /// The font the lines are set in.
    var font: Font
    /// The font's ascent: from a line's top to its baseline.
    var ascent: CGFloat
    /// A line's height (ascent plus descent).
    var lineHeight: CGFloat
    /// The space between lines.
    var lineSpacing: CGFloat
    /// The size the text chooses: its widest line (at most the proposed width) by its lines' height.
    var size: CGSize
    /// Whether a line was cut with "…" (the text did not fit).
    var isTruncated: Bool
}

/// SwiftUI's text layout: text wraps at word boundaries (a word wider than the line breaks between
/// characters) to the proposed width; explicit newlines always break. It takes at most its line limit
/// and at most as many lines as the proposed height holds (at least one), cutting the last line it
/// shows with "…" at its truncation mode's end; before cutting, a `minimumScaleFactor` below 1 shrinks
/// the font (in steps of 1%) until the text fits. A width proposal of nil lays the text out unwrapped.
/// Its size is the widest line (at most the proposed width) by the lines' height and the spacing between
/// them. A line "fits" a width when it is at most half a point wider, the slack the drawing allows.
extension LayoutEngine {
    /// How far past a width a line may reach and still fit (what `drawText` allows).
    static let textWidthSlack: CGFloat = 0.5

    /// The size text chooses for `p`.
    func textSize(_ string: String, font: Font, options: TextOptions, _ p: ProposedViewSize) -> CGSize {
        textLines(string, font: font, options: options, p).size
    }

    /// `string` in `font` laid out for `p`.
    package func textLines(_ string: String, font: Font, options: TextOptions, _ p: ProposedViewSize) -> TextLines {
        let layout = textLines(string, font: font, options: options, p, scale: 1)
        let minimumScale = options.minimumScaleFactor
        guard layout.isTruncated, minimumScale < 1, font.size > 0 else { return layout }
        // The largest scale, in 1% steps down to the minimum, at which nothing is cut (fitting is monotone
        // in the scale, so a binary search over the steps finds it).
        let steps = Int(((1 - minimumScale) * 100).rounded(.down))
        guard steps > 0 else { return layout }
        var low = 1, high = steps, best: TextLines?
        while low <= high {
            let mid = (low + high) / 2
            let candidate = textLines(string, font: font, options: options, p, scale: 1 - CGFloat(mid) / 100)
            if candidate.isTruncated { low = mid + 1 } else { best = candidate; high = mid - 1 }
        }
        return best ?? textLines(string, font: font, options: options, p, scale: 1 - CGFloat(steps) / 100)
    }

    private func textLines(_ string: String, font: Font, options: TextOptions, _ p: ProposedViewSize, scale: CGFloat) -> TextLines {
        var font = font
        font.size *= scale
        let whole = measurer.metrics(of: string, font: font)
        let lineHeight = whole.height, spacing = options.lineSpacing
        let width = p.width ?? .infinity
        func result(_ lines: [TextLine], truncated: Bool) -> TextLines {
            let widest = lines.reduce(0) { max($0, $1.width) }
            let count = max(lines.count, options.minimumLines)
            let height = CGFloat(count) * lineHeight + CGFloat(max(0, count - 1)) * spacing
            return TextLines(lines: lines, font: font, ascent: whole.ascent, lineHeight: lineHeight, lineSpacing: spacing,
                             size: CGSize(width: min(widest, width), height: height), isTruncated: truncated)
        }
        let hasNewline = string.contains(where: \.isNewline)
        // One line that fits: today's single line.
        if !hasNewline, whole.width <= width + Self.textWidthSlack {
            return result([TextLine(text: string, width: whole.width)], truncated: false)
        }
        var maxLines = options.lineLimit ?? .max
        if let height = p.height, height.isFinite, lineHeight > 0 {
            let fitting = Int(max(1, ((height + spacing + Self.textWidthSlack) / (lineHeight + spacing)).rounded(.down)).clamped(to: 1...1e9))
            maxLines = min(maxLines, fitting)
        }
        maxLines = max(1, maxLines)
        let measure = { (text: Substring) -> CGFloat in self.measurer.metrics(of: String(text), font: font).width }
        // Not even the first character fits: one line, cut.
        if let first = string.first, measure(Substring(String(first))) > width + Self.textWidthSlack {
            let (line, _) = truncated(Substring(string), width: width, mode: options.truncationMode, forced: true, measure: measure)
            return result([line], truncated: true)
        }
        var lines: [TextLine] = []
        let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, paragraph) in paragraphs.enumerated() {
            var remaining = paragraph
            repeat {
                if lines.count == maxLines - 1 {
                    let more = index < paragraphs.count - 1
                    let (line, cut) = truncated(remaining, width: width, mode: options.truncationMode, forced: more, measure: measure)
                    lines.append(line)
                    return result(lines, truncated: cut)
                }
                let (line, after) = nextLine(of: remaining, width: width, measure: measure)
                lines.append(line)
                remaining = after
            } while !remaining.isEmpty
        }
        return result(lines, truncated: false)
    }

    /// The first line of `text` broken greedily at `width`, and the text after it (without the spaces at
    /// the break).
    private func nextLine(of text: Substring, width: CGFloat, measure: (Substring) -> CGFloat) -> (TextLine, Substring) {
        let full = trimmingTrailingSpaces(text)
        let fullWidth = measure(full)
        if fullWidth <= width + Self.textWidthSlack { return (TextLine(text: String(full), width: fullWidth), text[text.endIndex...]) }
        // Break opportunities: after a run of spaces, and after a hyphen.
        var best: (line: Substring, width: CGFloat, next: String.Index)?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let after = text.index(after: index)
            let breaksAfter = (character == "-" && after < text.endIndex && text[after] != " ")
                || (character == " " && (after == text.endIndex || text[after] != " "))
            if breaksAfter {
                let candidate = trimmingTrailingSpaces(text[text.startIndex..<after])
                if !candidate.isEmpty {
                    let w = measure(candidate)
                    if w > width + Self.textWidthSlack { break }
                    best = (candidate, w, after)
                }
            }
            index = after
        }
        if let best { return (TextLine(text: String(best.line), width: best.width), text[best.next...]) }
        // The first word is wider than the line: break it between characters (at least one).
        var end = text.index(after: text.startIndex)
        var endWidth = measure(text[text.startIndex..<end])
        while end < text.endIndex {
            let next = text.index(after: end)
            let w = measure(text[text.startIndex..<next])
            if w > width + Self.textWidthSlack { break }
            (end, endWidth) = (next, w)
        }
        var after = end
        while after < text.endIndex, text[after] == " " { after = text.index(after: after) }
        return (TextLine(text: String(text[text.startIndex..<end]), width: endWidth), text[after...])
    }

    /// `text` on one line, cut with "…" (at the mode's end) when it is wider than `width` or when `forced`
    /// (more text follows), and whether it was cut. The cut keeps as many characters as fit; spaces next to
    /// the "…" are dropped.
    private func truncated(_ text: Substring, width: CGFloat, mode: Text.TruncationMode, forced: Bool,
                           measure: (Substring) -> CGFloat) -> (line: TextLine, isCut: Bool) {
        let trimmed = trimmingTrailingSpaces(text)
        if !forced {
            let w = measure(trimmed)
            if w <= width + Self.textWidthSlack { return (TextLine(text: String(trimmed), width: w), false) }
        }
        let characters = Array(text)
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .tail:
                return String(characters[0..<kept]).trimmingCharacters(in: .whitespaces) + "…"
            case .head:
                return "…" + String(characters[(characters.count - kept)...]).trimmingCharacters(in: .whitespaces)
            case .middle:
                let front = (kept + 1) / 2, back = kept / 2
                return String(characters[0..<front]).trimmingCharacters(in: .whitespaces) + "…"
                    + String(characters[(characters.count - back)...]).trimmingCharacters(in: .whitespaces)
            }
        }
        // The most characters whose cut line fits (widths grow with the characters kept).
        var low = 0, high = forced ? characters.count : characters.count - 1
        var best: TextLine?
        while low <= high {
            let mid = (low + high) / 2
            let line = candidate(mid)
            let w = measure(Substring(line))
            if w <= width + Self.textWidthSlack { best = TextLine(text: line, width: w); low = mid + 1 } else { high = mid - 1 }
        }
        return (best ?? TextLine(text: "", width: 0), true)
    }

    private func trimmingTrailingSpaces(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return text[text.startIndex..<end]
    }
}

private extension CGFloat {
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
