/// One token of a curve string, with its 1-based column.
struct CurveToken: Hashable {
    enum Kind: Hashable {
        case name(String)
        case number(Double)
        case percent
        case open, close, comma, colon
        /// A `.` not followed by a digit, as in Swift's `.easeInOut` or `Animation.spring()`.
        case dot
    }
    let kind: Kind
    let column: Int
    /// The text the token was read from.
    let text: String
}

/// Splits a curve string into names, numbers and punctuation. A `.` followed by a digit starts a number
/// (`.2`); any other `.` is a dot, as in Swift's member syntax (`.easeInOut`).
enum CurveTokenizer {
    static func tokens(_ text: String) throws(CurveSyntaxError) -> [CurveToken] {
        let chars = Array(text)
        var tokens: [CurveToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let column = i + 1
            if c == " " || c == "\t" { i += 1; continue }
            switch c {
            case "(": tokens.append(CurveToken(kind: .open, column: column, text: "(")); i += 1; continue
            case ")": tokens.append(CurveToken(kind: .close, column: column, text: ")")); i += 1; continue
            case ",": tokens.append(CurveToken(kind: .comma, column: column, text: ",")); i += 1; continue
            case ":": tokens.append(CurveToken(kind: .colon, column: column, text: ":")); i += 1; continue
            case "%": tokens.append(CurveToken(kind: .percent, column: column, text: "%")); i += 1; continue
            default: break
            }
            if c == ".", i + 1 == chars.count || !chars[i + 1].isNumber {
                tokens.append(CurveToken(kind: .dot, column: column, text: "."))
                i += 1
                continue
            }
            if c.isNumber || c == "." || c == "-" || c == "+" {
                var text = String(c)
                i += 1
                while i < chars.count {
                    let d = chars[i]
                    let exponentSign = (d == "-" || d == "+") && (text.last == "e" || text.last == "E")
                    let exponent = (d == "e" || d == "E") && i + 1 < chars.count && (chars[i + 1].isNumber || chars[i + 1] == "-" || chars[i + 1] == "+")
                    guard d.isNumber || d == "." || exponent || exponentSign else { break }
                    text.append(d)
                    i += 1
                }
                guard let value = Double(text), value.isFinite else {
                    throw CurveSyntaxError(column: column, message: "'\(text)' is not a number")
                }
                tokens.append(CurveToken(kind: .number(value), column: column, text: text))
                continue
            }
            if c.isLetter || c == "_" {
                var text = ""
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "-" || chars[i] == "_" {
                    text.append(chars[i])
                    i += 1
                }
                tokens.append(CurveToken(kind: .name(text), column: column, text: text))
                continue
            }
            throw CurveSyntaxError(column: column, message: "unexpected '\(c)'")
        }
        return tokens
    }
}
