import Foundation

/// One piece of a line in one run's style.
package struct TextSegment: Equatable {
    /// The run the piece belongs to (an index into the text's runs).
    var run: Int
    /// The piece's characters.
    var text: String
    /// The piece's advance width in points.
    var width: CGFloat
}

/// One line of laid-out text: what it shows and how wide it is.
package struct TextLine: Equatable {
    /// The line's pieces, one per run it shows (with "…" where it was cut).
    var segments: [TextSegment]
    /// The line's advance width in points.
    var width: CGFloat
    /// The line's characters.
    var text: String { segments.map(\.text).joined() }
}

/// Text laid out for one proposal: its lines, the fonts they are set in (smaller than the text's when
/// `minimumScaleFactor` shrank them) and the size the text chooses.
package struct TextLines: Equatable {
    /// The lines, top to bottom.
    var lines: [TextLine]
    /// The font of each run, as the lines are set.
    var fonts: [Font]
    /// From a line's top to its baseline (the largest ascent of the runs' fonts).
    var ascent: CGFloat
    /// A line's height (the largest ascent plus the largest descent).
    var lineHeight: CGFloat
    /// The space between lines.
    var lineSpacing: CGFloat
    /// The size the text chooses: its widest line (at most the proposed width) by its lines' height.
    var size: CGSize
    /// Whether a line was cut with "…" (the text did not fit).
    var isTruncated: Bool
}

/// Text to lay out: runs of characters, each in its font (one run for a plain `Text`, more for
/// concatenated ones).
package struct StyledText {
    /// Each run's characters and font.
    var runs: [(text: String, font: Font)]
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
    func textSize(_ text: StyledText, options: TextOptions, _ p: ProposedViewSize) -> CGSize {
        textLines(text, options: options, p).size
    }

    /// `text` laid out for `p`.
    package func textLines(_ text: StyledText, options: TextOptions, _ p: ProposedViewSize) -> TextLines {
        let layout = textLines(text, options: options, p, scale: 1)
        let minimumScale = options.minimumScaleFactor
        guard layout.isTruncated, minimumScale < 1 else { return layout }
        // The largest scale, in 1% steps down to the minimum, at which nothing is cut (fitting is monotone
        // in the scale, so a binary search over the steps finds it).
        let steps = Int(((1 - minimumScale) * 100).rounded(.down))
        guard steps > 0 else { return layout }
        var low = 1, high = steps, best: TextLines?
        while low <= high {
            let mid = (low + high) / 2
            let candidate = textLines(text, options: options, p, scale: 1 - CGFloat(mid) / 100)
            if candidate.isTruncated { low = mid + 1 } else { best = candidate; high = mid - 1 }
        }
        return best ?? textLines(text, options: options, p, scale: 1 - CGFloat(steps) / 100)
    }

    private func textLines(_ text: StyledText, options: TextOptions, _ p: ProposedViewSize, scale: CGFloat) -> TextLines {
        let fonts = text.runs.map { run -> Font in
            var font = run.font
            font.size *= scale
            return font
        }
        var ascent: CGFloat = 0, descent: CGFloat = 0, wholeWidth: CGFloat = 0
        var wholeLine: [TextSegment] = []
        wholeLine.reserveCapacity(text.runs.count)
        for (index, run) in text.runs.enumerated() {
            let m = measurer.metrics(of: run.text, font: fonts[index])
            (ascent, descent) = (max(ascent, m.ascent), max(descent, m.descent))
            wholeWidth += m.width
            wholeLine.append(TextSegment(run: index, text: run.text, width: m.width))
        }
        let lineHeight = ascent + descent, spacing = options.lineSpacing
        let width = p.width ?? .infinity
        func result(_ lines: [TextLine], truncated: Bool) -> TextLines {
            let widest = lines.reduce(0) { max($0, $1.width) }
            let count = max(lines.count, options.minimumLines)
            let height = CGFloat(count) * lineHeight + CGFloat(max(0, count - 1)) * spacing
            return TextLines(lines: lines, fonts: fonts, ascent: ascent, lineHeight: lineHeight, lineSpacing: spacing,
                             size: CGSize(width: min(widest, width), height: height), isTruncated: truncated)
        }
        let hasNewline = text.runs.contains { $0.text.contains(where: \.isNewline) }
        // One line that fits: as it is.
        if !hasNewline, wholeWidth <= width + Self.textWidthSlack {
            return result([TextLine(segments: wholeLine, width: wholeWidth)], truncated: false)
        }
        var maxLines = options.lineLimit ?? .max
        if let height = p.height, height.isFinite, lineHeight > 0 {
            let held = ((height + spacing + Self.textWidthSlack) / (lineHeight + spacing)).rounded(.down)
            maxLines = min(maxLines, !held.isFinite || held >= 1e9 ? .max : Int(max(1, held)))
        }
        let characters = Characters(text, fonts: fonts, measurer: measurer)
        // Not even the first character fits: one line, cut.
        if !characters.isEmpty, characters.width(0..<1) > width + Self.textWidthSlack {
            let line = characters.truncated(0..<characters.count, width: width, mode: options.truncationMode, forced: true).line
            return result([line], truncated: true)
        }
        var lines: [TextLine] = []
        let paragraphs = characters.paragraphs()
        for (index, paragraph) in paragraphs.enumerated() {
            var start = paragraph.lowerBound
            repeat {
                if lines.count >= max(1, maxLines) - 1 {
                    let more = index < paragraphs.count - 1
                    let cut = characters.truncated(start..<paragraph.upperBound, width: width, mode: options.truncationMode, forced: more)
                    lines.append(cut.line)
                    return result(lines, truncated: cut.isCut)
                }
                let (line, next) = characters.nextLine(start..<paragraph.upperBound, width: width)
                lines.append(line)
                start = next
            } while start < paragraph.upperBound
        }
        return result(lines, truncated: false)
    }

}

/// The characters of styled text with the run each belongs to, measured by pieces: a piece within one
/// run is measured as one string (so a plain text measures exactly as its whole string does).
private struct Characters {
    let characters: [Character]
    let runOf: [Int]
    let fonts: [Font]
    let measurer: any ContentMeasurer
    let slack = LayoutEngine.textWidthSlack

    init(_ text: StyledText, fonts: [Font], measurer: any ContentMeasurer) {
        var characters: [Character] = [], runOf: [Int] = []
        for (index, run) in text.runs.enumerated() {
            characters.append(contentsOf: run.text)
            runOf.append(contentsOf: repeatElement(index, count: run.text.count))
        }
        (self.characters, self.runOf, self.fonts, self.measurer) = (characters, runOf, fonts, measurer)
    }

    var count: Int { characters.count }
    var isEmpty: Bool { characters.isEmpty }

    /// The ranges between newlines (empty ones too).
    func paragraphs() -> [Range<Int>] {
        var result: [Range<Int>] = [], start = 0
        for (i, c) in characters.enumerated() where c.isNewline {
            result.append(start..<i)
            start = i + 1
        }
        result.append(start..<count)
        return result
    }

    /// The pieces of `range`, one per run.
    func pieces(_ range: Range<Int>) -> [TextSegment] {
        var result: [TextSegment] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start + 1
            while end < range.upperBound, runOf[end] == runOf[start] { end += 1 }
            result.append(TextSegment(run: runOf[start], text: String(characters[start..<end]), width: 0))
            start = end
        }
        return result
    }

    /// `pieces` measured, with neighbours of one run joined first.
    func line(_ pieces: [TextSegment]) -> TextLine {
        var joined: [TextSegment] = []
        for piece in pieces where !piece.text.isEmpty {
            if let last = joined.last, last.run == piece.run { joined[joined.count - 1].text += piece.text } else { joined.append(piece) }
        }
        for i in joined.indices { joined[i].width = measurer.metrics(of: joined[i].text, font: fonts[joined[i].run]).width }
        return TextLine(segments: joined, width: joined.reduce(0) { $0 + $1.width })
    }

    func width(_ range: Range<Int>) -> CGFloat { line(pieces(range)).width }

    func isSpace(_ i: Int) -> Bool { characters[i] == " " }

    /// `range` without the spaces at its end.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without spaces and tabs at either end (what `trimmingCharacters(in: .whitespaces)` drops).
    func trimmingWhitespace(_ range: Range<Int>) -> Range<Int> {
        func blank(_ i: Int) -> Bool { characters[i].unicodeScalars.allSatisfy { CharacterSet.whitespaces.contains($0) } }
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, blank(start) { start += 1 }
        while end > start, blank(end - 1) { end -= 1 }
        return start..<end
    }

    /// The first line of `range` broken greedily at `width`, and where the next line starts (after the
    /// spaces at the break).
    func nextLine(_ range: Range<Int>, width: CGFloat) -> (TextLine, Int) {
        let full = line(pieces(trimmingTrailingSpaces(range)))
        if full.width <= width + slack { return (full, range.upperBound) }
        // Break opportunities: after a run of spaces, and after a hyphen.
        var best: (line: TextLine, next: Int)?
        for i in range {
            let after = i + 1
            let breaks = (characters[i] == "-" && after < range.upperBound && !isSpace(after))
                || (isSpace(i) && (after == range.upperBound || !isSpace(after)))
            guard breaks else { continue }
            let candidate = trimmingTrailingSpaces(range.lowerBound..<after)
            guard !candidate.isEmpty else { continue }
            let measured = line(pieces(candidate))
            if measured.width > width + slack { break }
            best = (measured, after)
        }
        if let best { return best }
        // The first word is wider than the line: break it between characters (at least one).
        var end = range.lowerBound + 1
        var measured = line(pieces(range.lowerBound..<end))
        while end < range.upperBound {
            let longer = line(pieces(range.lowerBound..<(end + 1)))
            if longer.width > width + slack { break }
            (end, measured) = (end + 1, longer)
        }
        var next = end
        while next < range.upperBound, isSpace(next) { next += 1 }
        return (measured, next)
    }

    /// `range` on one line, cut with "…" (at the mode's end) when it is wider than `width` or when `forced`
    /// (more text follows), and whether it was cut. The cut keeps as many characters as fit; spaces next to
    /// the "…" are dropped, and the "…" takes the style of the character beside it.
    func truncated(_ range: Range<Int>, width: CGFloat, mode: Text.TruncationMode, forced: Bool) -> (line: TextLine, isCut: Bool) {
        if !forced {
            let whole = line(pieces(trimmingTrailingSpaces(range)))
            if whole.width <= width + slack { return (whole, false) }
        }
        let total = range.count
        func ellipsis(beside index: Int) -> TextSegment {
            TextSegment(run: runOf.isEmpty ? 0 : runOf[min(max(index, 0), runOf.count - 1)], text: "…", width: 0)
        }
        func candidate(_ kept: Int) -> TextLine {
            switch mode {
            case .tail:
                let front = trimmingWhitespace(range.lowerBound..<(range.lowerBound + kept))
                return line(pieces(front) + [ellipsis(beside: front.isEmpty ? range.lowerBound : front.upperBound - 1)])
            case .head:
                let back = trimmingWhitespace((range.upperBound - kept)..<range.upperBound)
                return line([ellipsis(beside: back.isEmpty ? range.upperBound - 1 : back.lowerBound)] + pieces(back))
            case .middle:
                let front = trimmingWhitespace(range.lowerBound..<(range.lowerBound + (kept + 1) / 2))
                let back = trimmingWhitespace((range.upperBound - kept / 2)..<range.upperBound)
                return line(pieces(front) + [ellipsis(beside: front.isEmpty ? range.lowerBound : front.upperBound - 1)] + pieces(back))
            }
        }
        // The most characters whose cut line fits (widths grow with the characters kept).
        var low = 0, high = forced ? total : total - 1
        var best: TextLine?
        while low <= high {
            let mid = (low + high) / 2
            let measured = candidate(mid)
            if measured.width <= width + slack { best = measured; low = mid + 1 } else { high = mid - 1 }
        }
        return (best ?? TextLine(segments: [], width: 0), true)
    }
}
