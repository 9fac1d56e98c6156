import Motion

/// Measures how deeply a YAML document nests before a parser recurses into it: Yams composes one level per
/// call, so a document nested thousands deep would overflow the stack.
enum YAMLDepth {
    /// The first line where the nesting goes deeper than `limit`, or nil. Depth counts indentation levels,
    /// the `- ` and `? ` indicators that open a nested collection on one line, and open `[` and `{`
    /// outside quotes and comments. It is linear in the text and never recurses.
    static func firstLine(deeperThan limit: Int, in text: String) -> Int? {
        var line = 1
        var indents: [Int] = []          // the indentation of each open block level
        var flow = 0                     // open [ and {
        var quote: UInt8?                // the quote of the scalar being read
        var column = 0
        var atContent = false            // past this line's indentation and indicators
        var indicators = 0
        var inComment = false
        var previous: UInt8 = 0x0A
        var previousOpened = false       // the previous byte opened a flow collection
        var closedSingleQuote = false    // the previous byte closed a single-quoted scalar
        var escaped = false              // the previous byte was a backslash inside double quotes
        let space: UInt8 = 0x20, newline: UInt8 = 0x0A
        for byte in text.utf8 {
            defer { previous = byte }
            if byte == newline, quote != nil {
                // A quoted scalar may span lines.
                line += 1
                column = 0
                escaped = false
                continue
            }
            if byte == newline {
                previousOpened = false
                closedSingleQuote = false
                line += 1
                column = 0
                atContent = false
                indicators = 0
                inComment = false
                continue
            }
            column += 1
            if inComment { continue }
            if let open = quote {
                // A backslash escapes the next byte inside double quotes; a quote ends the scalar (for ''
                // inside single quotes see below).
                if escaped {
                    escaped = false
                } else if open == 0x22, byte == 0x5C {
                    escaped = true
                } else if byte == open {
                    quote = nil
                    closedSingleQuote = open == 0x27
                }
                continue
            }
            // '' inside single quotes is an escaped quote: the scalar goes on.
            if closedSingleQuote, byte == 0x27 {
                quote = 0x27
                closedSingleQuote = false
                continue
            }
            closedSingleQuote = false
            if !atContent, flow == 0 {
                if byte == space || byte == 0x09 { continue }
                // `- ` and `? ` open a nested level on the same line.
                if byte == 0x2D || byte == 0x3F {
                    indicators += 1
                    continue
                }
                if byte == 0x23 { inComment = true; continue }
                atContent = true
                let indent = column - 1 - indicators
                while let last = indents.last, last > indent { indents.removeLast() }
                if indents.last.map({ $0 < indent }) ?? true { indents.append(indent) }
                if indents.count + indicators > limit { return line }
            }
            // A token starts after a separator, or right after a bracket that opened a collection; a
            // bracket inside plain text (`a[1]`, `x[[`) opens nothing.
            let startsToken = previous == space || previous == 0x09 || previous == newline || previous == 0x2C
                || previous == 0x3A || previous == 0x2D || previousOpened
            previousOpened = false
            switch byte {
            case 0x23 where startsToken: inComment = true
            case 0x22, 0x27: if startsToken { quote = byte }
            case 0x5B, 0x7B:
                if startsToken {
                    flow += 1
                    previousOpened = true
                    if indents.count + indicators + flow > limit { return line }
                }
            case 0x5D, 0x7D: if flow > 0 { flow -= 1 }
            default: break
            }
        }
        return nil
    }
}
