extension FuzzChecks {
    /// A shorter run that still breaks a property `runtime(_:)` checks, found from `bytes` (which must break
    /// one) by removing runs of bytes, halving their length each round, and then lowering each byte to 0, which
    /// decodes to the simplest choice. Stops after `budget` runs. A failure's minimal form is what a regression
    /// test keeps.
    public static func shrinkRuntime(_ bytes: [UInt8], budget: Int = 3_000) -> [UInt8] {
        var best = bytes
        var runs = 0
        func fails(_ candidate: [UInt8]) -> Bool {
            runs += 1
            return runtimeProblem(candidate) != nil
        }
        var chunk = max(1, best.count / 2)
        while chunk >= 1 && runs < budget {
            var start = 0
            var removedAny = false
            while start < best.count && runs < budget {
                var candidate = best
                candidate.removeSubrange(start..<min(best.count, start + chunk))
                if fails(candidate) {
                    best = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        for index in best.indices where best[index] != 0 && runs < budget {
            var candidate = best
            candidate[index] = 0
            if fails(candidate) { best = candidate }
        }
        return best
    }

    /// `bytes` as a Swift array literal, for a regression test.
    public static func literal(_ bytes: [UInt8]) -> String {
        "[" + bytes.map(String.init).joined(separator: ", ") + "]"
    }
}
