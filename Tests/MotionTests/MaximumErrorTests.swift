import Motion
import Testing

/// The error an export reports is the largest difference at any time, not at 1001 samples: it is checked
/// against a brute-force maximum over 1,000,000 times, which it may not fall below nor exceed by 1e-6.
@Suite struct MaximumErrorTests {
    /// The largest |f(t) − g(t)| over t = i / 1,000,000.
    func bruteForce(_ f: (Double) -> Double, _ g: (Double) -> Double) -> Double {
        (0...1_000_000).reduce(0) { max($0, abs(f(Double($1) / 1_000_000) - g(Double($1) / 1_000_000))) }
    }

    /// HeroSim's curve over normalised time, and the CSS export's, read back from the code it wrote.
    func cssPair(_ text: String) throws -> (ours: (Double) -> Double, theirs: (Double) -> Double, export: CurveExport) {
        let spec = try AnimationSpec.parse(text)
        let export = spec.export(to: .css)
        let function = try #require(export.code.split(separator: "\n").first?.dropFirst("transition-timing-function: ".count).dropLast())
        guard case .curve(let written, _) = try AnimationSpec.parse(String(function)) else { throw CurveSyntaxError(column: 1, message: "not a curve") }
        let duration = spec.duration
        return ({ spec.value(at: $0 * duration) }, written.value(at:), export)
    }

    @Test func aBounceCutBetweenSamplesIsMeasuredAtItsJoin() {
        // Straight segments through every thousandth of easeOutBounce: zero error at all 1001 samples, but
        // the first bounce's top (1 at t = 1/2.75, between 0.363 and 0.364) is cut off.
        let bounce = TimingCurve.penner(.easeOutBounce)
        let segments = PiecewiseLinear(stops: CurveFitting.sampleTimes.map { (bounce.value(at: $0), $0) })
        let join = 1 / 2.75
        let atJoin = abs(bounce.value(at: join) - segments.value(at: join))
        #expect(atJoin > 0.0015)
        #expect(CurveFitting.sampleTimes.allSatisfy { abs(bounce.value(at: $0) - segments.value(at: $0)) < 1e-15 })
        let measured = CurveFitting.maximumError(bounce.value(at:), segments.value(at:), breakpoints: bounce.breakpoints + segments.points.map(\.input))
        // The million samples pass the join 3.6e-7 away, where the cut is 3e-6 shallower: the join itself
        // belongs in the reference.
        let reference = max(bruteForce(bounce.value(at:), segments.value(at:)), atJoin)
        #expect(measured >= atJoin)
        #expect(measured >= reference && measured - reference < 1e-6, "\(measured) vs \(reference)")
    }

    @Test func aJumpCountsFromBothSides() {
        // steps(4) against linear: just before each jump the step is a quarter behind.
        let steps = TimingCurve.steps(Steps(4))
        let measured = MaximumDifference.of(steps.value(at:), { $0 }, breakpoints: steps.breakpoints)
        #expect(abs(measured.value - 0.25) < MaximumDifference.tolerance)
        #expect(measured.value >= bruteForce(steps.value(at:), { $0 }))
    }

    /// A bounce and a spring sampled as linear() stops, a sine fitted as a cubic Bézier.
    @Test(arguments: ["easeOutBounce 0.6s", "spring(duration: 0.5, bounce: 0.3)", "easeInOutSine 0.5s"])
    func exportsReportTheTrueMaximum(_ text: String) throws {
        let (ours, theirs, export) = try cssPair(text)
        let reference = bruteForce(ours, theirs)
        #expect(export.maximumError >= reference && export.maximumError - reference < 1e-6, "\(export.maximumError) vs \(reference)")
        #expect(export.maximumError <= 0.002, "\(export.maximumError)")
    }
}
