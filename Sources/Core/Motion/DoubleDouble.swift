import Foundation

/// A double-double number (hi + lo, about 32 significant digits) for the few places where a plain
/// `Double` loses the answer to cancellation.
struct DoubleDouble {
    var hi: Double
    var lo: Double

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    /// The sum of two doubles, exactly.
    static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bb = s - a
        return DoubleDouble(hi: s, lo: (a - (s - bb)) + (b - bb))
    }

    /// The product of two doubles, exactly (with a fused multiply-add).
    static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        return DoubleDouble(hi: p, lo: (a * b - p).isFinite ? Foundation.fma(a, b, -p) : 0)
    }

    static func normalized(_ hi: Double, _ lo: Double) -> DoubleDouble {
        let s = hi + lo
        return DoubleDouble(hi: s, lo: lo - (s - hi))
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = twoSum(a.hi, b.hi)
        return normalized(s.hi, s.lo + a.lo + b.lo)
    }

    static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        a + DoubleDouble(hi: -b.hi, lo: -b.lo)
    }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = twoProduct(a.hi, b.hi)
        return normalized(p.hi, p.lo + a.hi * b.lo + a.lo * b.hi)
    }

    /// The value rounded to a double.
    var value: Double { hi + lo }
}
