import Foundation
import Motion
import PropertyBased
import Testing

/// Properties of the curve grammar over random input: every accepted curve reads back from its canonical
/// spelling and has finite values within `Limits.curveOutput`; no input traps.
@Suite struct CurvePropertyTests {
    /// Progress at 101 even times over the whole animation, and just beyond both ends.
    func samples(_ spec: AnimationSpec) -> [Double] {
        let duration = spec.duration
        return (-1...102).map { spec.value(at: duration * Double($0) / 100) }
    }

    /// Checks what every accepted curve must satisfy.
    func checkAccepted(_ spec: AnimationSpec, _ text: String) throws {
        #expect(spec.duration.isFinite && spec.duration > 0 && spec.duration <= Limits.springSettling, "\(text)")
        for value in samples(spec) {
            #expect(value.isFinite && Limits.curveOutput.contains(value), "\(text): \(value)")
        }
        for t in stride(from: 0.0, through: spec.duration, by: spec.duration / 50) {
            #expect(spec.velocity(at: t).isFinite, "\(text) at \(t)")
        }
        #expect(try AnimationSpec.parse(spec.description) == spec, "\(text) → \(spec.description)")
    }

    @Test func cubicBeziersWithinTheLimitsReadBackAndStayWithinTheOutputRange() async {
        let x = Gen.double(in: 0...1), y = Gen.double(in: Limits.curveOutput)
        await propertyCheck(count: 300, input: x, y, x, y, Gen.double(in: 0.001...60)) { x1, y1, x2, y2, duration in
            let text = "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) \(duration)s"
            let spec = try AnimationSpec.parse(text)
            try checkAccepted(spec, text)
        }
    }

    @Test func linearCurvesTheGrammarAcceptsReadBackExactlyAndStayInRange() async {
        let stop = zip(Gen.double(in: Limits.curveOutput), Gen.double(in: -50...150), Gen.bool)
        await propertyCheck(count: 300, input: stop.array(of: 2...12)) { stops in
            let text = "linear(" + stops.map { $0.2 ? "\($0.0) \($0.1)%" : "\($0.0)" }.joined(separator: ", ") + ")"
            guard let spec = try? AnimationSpec.parse(text) else { return }
            try checkAccepted(spec, text)
        }
    }

    @Test func everySpringTheGrammarAcceptsSettlesWithinTheLimitAndStaysInRange() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0.001...60), Gen.double(in: -0.99...1), Gen.double(in: -100...100)) { duration, bounce, velocity in
            let text = "spring(duration: \(duration), bounce: \(bounce), initialVelocity: \(velocity))"
            guard let spec = try? AnimationSpec.parse(text) else { return }
            try checkAccepted(spec, text)
        }
        await propertyCheck(count: 300, input: Gen.double(in: 0.01...1000), Gen.double(in: 0.01...100_000), Gen.double(in: 0...1000)) { mass, stiffness, damping in
            let text = "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
            guard let spec = try? AnimationSpec.parse(text) else { return }
            try checkAccepted(spec, text)
        }
    }

    @Test func swiftSpellingsOfRandomAnimationsAreTheGrammarsOwn() async {
        let unit = Gen.double(in: 0...1), y = Gen.double(in: -2...3), duration = Gen.double(in: 0.001...70)
        await propertyCheck(count: 300, input: unit, y, unit, y, duration) { x1, y1, x2, y2, duration in
            for own in ["timingCurve(\(x1), \(y1), \(x2), \(y2), duration: \(duration))", "easeInOut(duration: \(duration))",
                        "linear(duration: \(duration))"] {
                try checkSwiftSpelling(of: own)
            }
        }
        await propertyCheck(count: 300, input: Gen.double(in: 0.0005...70), Gen.double(in: -0.1...1.5), Gen.double(in: -120...120)) { time, fraction, velocity in
            for own in ["spring(response: \(time), dampingFraction: \(fraction))", "spring(duration: \(time), bounce: \(fraction - 0.5))",
                        "interpolatingSpring(mass: \(time), stiffness: \(fraction * 500), damping: \(fraction * 20), initialVelocity: \(velocity))",
                        "snappy(duration: \(time), extraBounce: \(fraction - 0.5))", "bouncy(duration: \(time))"] {
                try checkSwiftSpelling(of: own)
            }
        }
    }

    /// `.own` and `Animation.own` parse to what `own` parses to, or are refused when it is.
    func checkSwiftSpelling(of own: String) throws {
        let expected = try? AnimationSpec.parse(own)
        #expect((try? AnimationSpec.parse("." + own)) == expected, "\(own)")
        #expect((try? AnimationSpec.parse("Animation." + own)) == expected, "\(own)")
    }

    @Test func speedShortensCurvesAndSpeedsUpSpringsByItsFactor() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0.001...60), Gen.double(in: 0.01...100)) { duration, speed in
            let text = ".easeIn(duration: \(duration)).speed(\(speed))"
            let parsed = try? AnimationSpec.parse(text)
            #expect(parsed == (duration / speed <= Limits.animationDuration ? AnimationSpec(curve: .easeIn, duration: duration / speed) : nil), "\(text)")
            let spring = try AnimationSpec.parse("spring(duration: 0.5, bounce: 0.2)")
            if let faster = try? AnimationSpec.parse(".spring(duration: 0.5, bounce: 0.2).speed(\(speed))") {
                // The same motion on a clock `speed` times faster.
                for t in stride(from: 0.0, through: 1, by: 0.125) {
                    #expect(abs(faster.value(at: t / speed) - spring.value(at: t)) < 1e-9, "speed \(speed) at \(t)")
                }
                try checkAccepted(faster, "speed \(speed)")
            }
        }
    }

    @Test func randomTextNeverTrapsAndWhatParsesIsWithinTheLimits() async {
        // Fragments of the grammar, glued at random: mostly malformed, sometimes a curve.
        let fragments = ["cubic-bezier(", "steps(", "linear(", "spring(", "snappy", "easeIn", "ease-in-out", "(", ")", ",",
                         ":", "%", " ", "0", "1", "-2", "0.5", "1e3", "1e-300", "9e99", "nan", "inf", "duration", "bounce",
                         "dampingFraction", "response", "initialVelocity", "mass", "stiffness", "damping", "jump-none",
                         "ms", "s", "extraBounce", "timingCurve", "75%", "-", ".", ".easeInOut", "Animation", ".spring",
                         ".speed(", ".delay(", "interpolatingSpring"]
        await propertyCheck(count: 2000, input: Gen.element(of: fragments).array(of: 1...14)) { parts in
            let text = parts.compactMap { $0 }.joined()
            guard let spec = try? AnimationSpec.parse(text) else { return }
            try checkAccepted(spec, text)
        }
    }
}
