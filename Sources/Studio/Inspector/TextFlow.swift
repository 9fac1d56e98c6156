import Desktop
import Foundation
import LayoutCore

/// One piece of a line of text that `TextFlow` may move to the next line as a whole: a status part, a
/// key hint, a finding.
struct FlowItem: Hashable {
    /// The text.
    var text: String
    /// What goes before it when it follows another item on the same line (`  ·  `).
    var joiner: String
    /// Items of lower priority are left out first when the lines cannot hold everything.
    var priority: Int
}

/// Lays text items out in lines no wider than a width, measured with the renderer's text metrics, so no
/// word is ever cut: an item that does not fit on a line starts the next; an item wider than a line on its
/// own is broken at its spaces; when the lines are too few, items of the lowest priority (the later of
/// equals first) are left out until the rest fit, and then put back where they still fit.
enum TextFlow {
    /// The lines (each the items' texts joined) of `items` in `font`, at most `maxLines`, each at most
    /// `width` wide (the first at most `firstLineWidth`, when given: a line that starts after something).
    static func lines(_ items: [FlowItem], font: Font, measurer: any ContentMeasurer, width: CGFloat,
                      firstLineWidth: CGFloat? = nil, maxLines: Int) -> [String] {
        let measure = { (text: String) in measurer.metrics(of: text, font: font).width }
        let all = items.flatMap { item in measure(item.text) <= width ? [item] : words(of: item, fitting: width, measure: measure) }
        let fits = { (indices: [Int]) in
            fill(indices.map { all[$0] }, width: width, firstLineWidth: firstLineWidth ?? width, maxLines: maxLines, measure: measure)
        }
        var kept = Array(all.indices)
        var dropped: [Int] = []
        var lines = fits(kept)
        while lines == nil {
            // The lowest priority, the last of equals.
            guard let lowest = kept.indices.min(by: { (all[kept[$0]].priority, -kept[$0]) < (all[kept[$1]].priority, -kept[$1]) })
            else { return [] }
            dropped.append(kept.remove(at: lowest))
            lines = fits(kept)
        }
        // What was left out early may fit in the room later items leave (a short item beside a badge): put each
        // back, highest priority first, where it was, if the lines still hold.
        for index in dropped.reversed() {
            let candidate = (kept + [index]).sorted()
            if let fitted = fits(candidate) {
                kept = candidate
                lines = fitted
            }
        }
        return lines ?? []
    }

    /// The lines of `items` in order, or nil when they need more than `maxLines`. Every item fits `width`;
    /// one that does not fit the first line's width starts on the second, leaving the first empty.
    private static func fill(_ items: [FlowItem], width: CGFloat, firstLineWidth: CGFloat, maxLines: Int,
                             measure: (String) -> CGFloat) -> [String]? {
        var lines: [String] = []
        var line: String?
        func limit() -> CGFloat { lines.isEmpty ? firstLineWidth : width }
        for item in items {
            if let current = line {
                let joined = current + item.joiner + item.text
                if measure(joined) <= limit() {
                    line = joined
                    continue
                }
                lines.append(current)
            }
            if lines.isEmpty, measure(item.text) > firstLineWidth { lines.append("") }
            guard lines.count < maxLines else { return nil }
            line = item.text
        }
        if let line { lines.append(line) }
        return lines
    }

    /// `item` as one item per word, the first with the item's joiner and the rest joined by a space; words
    /// wider than `width` on their own are left out.
    private static func words(of item: FlowItem, fitting width: CGFloat, measure: (String) -> CGFloat) -> [FlowItem] {
        item.text.split(separator: " ").enumerated().compactMap { index, word in
            measure(String(word)) <= width ? FlowItem(text: String(word), joiner: index == 0 ? item.joiner : " ", priority: item.priority) : nil
        }
    }
}
