import Foundation
import Motion
import Testing

/// Every curve the grammar accepts stays within `Limits`; what would not is refused with its column.
@Suite struct CurveLimitTests {
    @Test func bezierYControlPointsAndLinearOutputsStayWithinTheOutputRange() {
        #expect(throws: CurveSyntaxError(column: 19, message: "y control points must lie in [-10, 10], got 1e+17")) {
            try AnimationSpec.parse("cubic-bezier(0.5, 1e17, 0.5, 1)")
        }
        #expect(throws: CurveSyntaxError(column: 11, message: "linear() outputs must lie in [-10, 10], got 10000000000")) {
            try AnimationSpec.parse("linear(0, 1e10, 1)")
        }
        // Extending the first segment (slope 11 / 0.4) back to 0 % would reach -5 - 0.3 · 27.5 = -13.25.
        #expect(throws: CurveSyntaxError(column: 22, message: "linear() reaches -13.25 at 0% by extending its end segments, outside [-10, 10]")) {
            try AnimationSpec.parse("linear(-5 30%, 6 70%)")
        }
        // The edges of the range are accepted.
        #expect(throws: Never.self) { try AnimationSpec.parse("cubic-bezier(0.5, -10, 0.5, 10)") }
        #expect(throws: Never.self) { try AnimationSpec.parse("linear(0, -10, 10, 1)") }
    }

    @Test func durationsAndStepsHaveUpperBounds() {
        #expect(throws: CurveSyntaxError(column: 8, message: "durations are at most 60s, got 61s")) {
            try AnimationSpec.parse("linear 61s")
        }
        #expect(throws: CurveSyntaxError(column: 7, message: "steps needs a whole number from 1 to 10000, got 10001")) {
            try AnimationSpec.parse("steps(10001)")
        }
        #expect(throws: Never.self) { try AnimationSpec.parse("steps(10000) 60s") }
    }

    @Test func springsThatNeverSettleAreRefusedAtTheValueThatSetsTheirDamping() {
        #expect(throws: CurveSyntaxError(column: 31, message: "this spring never settles (damping fraction 0); use a bounce below 1 or some damping")) {
            try AnimationSpec.parse("spring(duration: 0.5, bounce: 1)")
        }
        #expect(throws: CurveSyntaxError(column: 40, message: "this spring never settles (damping fraction 0); use a bounce below 1 or some damping")) {
            try AnimationSpec.parse("spring(response: 0.5, dampingFraction: 0)")
        }
        #expect(throws: CurveSyntaxError(column: 42, message: "this spring never settles (damping fraction 0); use a bounce below 1 or some damping")) {
            try AnimationSpec.parse("spring(mass: 1, stiffness: 100, damping: 0)")
        }
        // ζ = 0.001 with ω₀ = 2π/0.5: the envelope e^(−ζω₀t) falls below 0.001 after ln(1000)/(0.001 · 4π) ≈ 550 s.
        #expect(throws: CurveSyntaxError(column: 40, message: "this spring takes 550s to settle; at most 60s is allowed (less bounce or more damping)")) {
            try AnimationSpec.parse("spring(response: 0.5, dampingFraction: 0.001)")
        }
    }

    @Test func springParametersThatOverflowOrSwingTooFarAreRefused() {
        #expect(throws: CurveSyntaxError(column: 18, message: "duration must lie in [0.001, 60] seconds, got 1e-300")) {
            try AnimationSpec.parse("spring(duration: 1e-300, bounce: 0.2)")
        }
        #expect(throws: CurveSyntaxError(column: 53, message: "initialVelocity must lie in [-100, 100], got 1000")) {
            try AnimationSpec.parse("spring(duration: 0.5, bounce: 0.2, initialVelocity: 1000)")
        }
        // A 2 s period with velocity 100: the first swing reaches about 1 + 100/π ≈ 29.
        let error = #expect(throws: CurveSyntaxError.self) {
            try AnimationSpec.parse("spring(duration: 2, bounce: 0.5, initialVelocity: 100)")
        }
        #expect(error?.column == 51)
        #expect(error?.message.hasPrefix("this spring swings to ") == true)
        #expect(error?.message.hasSuffix(", outside [-10, 10] (less initialVelocity or more damping)") == true)
    }

    @Test func longTextIsRefusedBeforeTokenisingAndLongNamesGetNoSuggestion() {
        let long = String(repeating: "a", count: Limits.curveTextLength + 1)
        #expect(throws: CurveSyntaxError(column: 10_001, message: "a curve is at most 10000 characters long, this one has 10001")) {
            try AnimationSpec.parse(long)
        }
        let name = String(repeating: "b", count: 100)
        let error = #expect(throws: CurveSyntaxError.self) { try AnimationSpec.parse(name) }
        #expect(error?.message.hasPrefix("unknown curve '\(String(repeating: "b", count: 64))…'; expected one of") == true)
    }

    @Test func specsMadeInCodeWithUnparseableParametersEndAtOnceOrWithinTheSettlingLimit() {
        let undamped = AnimationSpec.spring(Spring(duration: 0.5, bounce: 1), initialVelocity: 0)
        #expect(undamped.duration == Limits.springSettling)
        let overflowing = AnimationSpec.spring(Spring(response: 0, dampingFraction: 1), initialVelocity: 0)
        #expect(overflowing.duration == 0)
        #expect(overflowing.value(at: 0.1) == 1)
        #expect(overflowing.velocity(at: 0.1) == 0)
        let instant = AnimationSpec.curve(.easeInOut, duration: 0)
        #expect(instant.duration == 0)
        #expect(instant.value(at: 0) == 1)
    }

    @Test func linearPercentagesAndSpringsReadBackExactly() throws {
        for input in [0.1, 0.3, 0.7, 1.0 / 3, 0.123456789, 0.57, 0.29, 2.5e-7, 0.005, 0.99999999999999989] {
            let curve = TimingCurve.piecewiseLinear(PiecewiseLinear(stops: [(0, 0), (0.5, input), (1, 1)]))
            let parsed = try AnimationSpec.parse(curve.canonicalName)
            #expect(parsed == .curve(curve, duration: AnimationSpec.defaultDuration), "\(curve.canonicalName)")
        }
        let third = TimingCurve.piecewiseLinear(PiecewiseLinear(stops: [(0, 0), (0.5, 1.0 / 3), (1, 1)]))
        #expect(third.canonicalName == "linear(0 0%, 0.5 33.33333333333333%, 1 100%)")
        let tiny = TimingCurve.piecewiseLinear(PiecewiseLinear(stops: [(0, 0), (0.5, 2.5e-7), (1, 1)]))
        #expect(tiny.canonicalName == "linear(0 0%, 0.5 0.000025%, 1 100%)")
        // A spring read back from its canonical spelling is the same spring.
        let spring = try AnimationSpec.parse("spring(duration: 0.001, bounce: 0.3)")
        #expect(try AnimationSpec.parse(spring.description) == spring)
    }
}
