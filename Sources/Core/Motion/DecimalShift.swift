/// Moves the decimal point of a number's text, so that a percentage and the fraction it stands for
/// convert into each other exactly: `33.33333333333333` ↔ `0.3333333333333333`. Dividing or multiplying
/// the double by 100 instead would round, and some fractions have no percentage that divides back to them.
enum DecimalShift {
    /// `text` (digits with an optional sign, point and exponent, as the curve tokenizer reads them) with its
    /// value multiplied by 10^`places`, as text that `Double(_:)` reads with one correct rounding.
    static func shifted(_ text: String, by places: Int) -> String {
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...]) {
            return "\(text[..<e])e\(exponent + places)"
        }
        return "\(text)e\(places)"
    }

    /// The shortest text of `value` × 10^`places` that reads back, through `shifted(_:by: -places)`, to
    /// exactly `value`: the shortest decimal of `value` with its point moved.
    static func text(of value: Double, shiftedBy places: Int) -> String {
        let shortest = "\(value)"   // the shortest decimal that reads back to `value`
        var sign = "", body = Substring(shortest)
        if body.hasPrefix("-") { sign = "-"; body = body.dropFirst() }
        var exponent = 0
        if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(body[body.index(after: e)...]) ?? 0
            body = body[..<e]
        }
        // Digits and the position of the point within them.
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        var digits = Array(parts[0] + (parts.count > 1 ? parts[1] : ""))
        var point = parts[0].count + exponent + places
        // Pad with zeros so the point falls within or at the end of the digits.
        if point < 0 { digits.insert(contentsOf: repeatElement("0", count: -point), at: 0); point = 0 }
        if point > digits.count { digits.append(contentsOf: repeatElement("0", count: point - digits.count)) }
        var whole = String(digits[..<point]), fraction = String(digits[point...])
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        if whole.isEmpty { whole = "0" }
        while fraction.last == "0" { fraction.removeLast() }
        let result = fraction.isEmpty ? whole : "\(whole).\(fraction)"
        return result == "0" ? "0" : sign + result
    }
}
