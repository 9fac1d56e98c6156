import Motion
import Testing

/// SwiftUI's animations as a SwiftUI developer pastes them (`.easeInOut(duration: 0.3)`, `Animation.spring()`,
/// `.snappy.speed(2)`) read as the grammar's own spelling of the same animation, and durations without a
/// unit are refused with the unit they most likely lack.
@Suite struct SwiftSpellingTests {
    /// Each Swift spelling and the grammar's own spelling of the same animation.
    static let pairs: [(swift: String, own: String)] = [
        (".easeInOut", "easeInOut"), (".easeInOut(duration: 0.3)", "easeInOut(duration: 0.3)"), (".easeIn", "easeIn"),
        (".easeOut", "easeOut"), (".easeIn(duration: 1.5)", "easeIn(duration: 1.5)"), (".easeOut(duration: 0.2)", "easeOut(duration: 0.2)"),
        (".linear", "linear"), (".linear(duration: 2)", "linear(duration: 2)"),
        (".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)", "timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)"),
        (".timingCurve(0.1, 0.2, 0.3, 1)", "timingCurve(0.1, 0.2, 0.3, 1)"),
        (".spring()", "spring"), (".spring", "spring"),
        (".spring(response: 0.5, dampingFraction: 0.8)", "spring(response: 0.5, dampingFraction: 0.8)"),
        (".spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.2)", "spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.2)"),
        (".spring(duration: 0.5, bounce: 0.3)", "spring(duration: 0.5, bounce: 0.3)"),
        (".interpolatingSpring(stiffness: 170, damping: 15)", "interpolatingSpring(stiffness: 170, damping: 15)"),
        (".interpolatingSpring(mass: 2, stiffness: 80, damping: 7, initialVelocity: -1)", "interpolatingSpring(mass: 2, stiffness: 80, damping: 7, initialVelocity: -1)"),
        (".smooth", "smooth"), (".snappy", "snappy"), (".bouncy", "bouncy"), (".smooth()", "smooth"),
        (".bouncy(duration: 0.4, extraBounce: 0.1)", "bouncy(duration: 0.4, extraBounce: 0.1)"),
        (".snappy(extraBounce: 0.05)", "snappy(extraBounce: 0.05)"), (".default", "default"),
    ]

    @Test func swiftSpellingsAreTheGrammarsOwnAnimations() throws {
        for (swift, own) in Self.pairs {
            let expected = try AnimationSpec.parseDetailed(own)
            let leadingDot = try AnimationSpec.parseDetailed(swift)
            #expect(leadingDot.spec == expected.spec && leadingDot.hasDuration == expected.hasDuration, "\(swift)")
            #expect(try AnimationSpec.parse("Animation" + swift) == expected.spec, "Animation\(swift)")
        }
    }

    @Test func swiftSpellingsHaveSwiftUIsValues() throws {
        #expect(try AnimationSpec.parse(".easeInOut(duration: 0.3)") == AnimationSpec(curve: .easeInOut, duration: 0.3))
        #expect(try AnimationSpec.parse(".easeInOut") == AnimationSpec(curve: .easeInOut, duration: 0.35))
        #expect(try AnimationSpec.parse(".linear(duration: 0.5)") == AnimationSpec(curve: .linear, duration: 0.5))
        #expect(try AnimationSpec.parse(".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)") == AnimationSpec(curve: .cubicBezier(CubicBezier(0.2, 0.8, 0.2, 1)), duration: 0.4))
        #expect(try AnimationSpec.parse(".spring()") == .spring(Spring(response: 0.5, dampingFraction: 0.825), initialVelocity: 0))
        #expect(try AnimationSpec.parse(".spring(response: 0.5, dampingFraction: 0.8)") == .spring(Spring(response: 0.5, dampingFraction: 0.8), initialVelocity: 0))
        #expect(try AnimationSpec.parse(".spring(duration: 0.5, bounce: 0.3)") == .spring(Spring(duration: 0.5, bounce: 0.3), initialVelocity: 0))
        #expect(try AnimationSpec.parse(".interpolatingSpring(stiffness: 170, damping: 15)") == .spring(Spring(mass: 1, stiffness: 170, damping: 15), initialVelocity: 0))
        #expect(try AnimationSpec.parse(".bouncy(duration: 0.4, extraBounce: 0.1)") == .spring(.bouncy(duration: 0.4, extraBounce: 0.1), initialVelocity: 0))
        #expect(try AnimationSpec.parse("Animation.smooth") == .spring(.smooth(), initialVelocity: 0))
        #expect(try AnimationSpec.parse(".default") == .default)
        // A duration after a Swift spelling takes its unit, as after any curve.
        #expect(try AnimationSpec.parse(".easeIn 500ms") == AnimationSpec(curve: .easeIn, duration: 0.5))
    }

    @Test func speedPlaysTheAnimationFasterAsSwiftUIDoes() throws {
        #expect(try AnimationSpec.parse(".easeInOut(duration: 0.3).speed(2)") == AnimationSpec(curve: .easeInOut, duration: 0.15))
        #expect(try AnimationSpec.parse(".easeInOut.speed(0.5)") == AnimationSpec(curve: .easeInOut, duration: 0.7))
        #expect(try AnimationSpec.parse(".linear(duration: 1).speed(2).speed(2)") == AnimationSpec(curve: .linear, duration: 0.25))
        // A spring twice as fast is the spring of half the duration: stiffness (2π/0.25)², damping 4π·0.7/0.25.
        #expect(try AnimationSpec.parse(".spring(duration: 0.5, bounce: 0.3).speed(2)") == .spring(Spring(duration: 0.25, bounce: 0.3), initialVelocity: 0))
        #expect(try AnimationSpec.parse(".interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 3).speed(2)")
                == .spring(Spring(mass: 1, stiffness: 400, damping: 20), initialVelocity: 6))
        // Without a duration given, --at still reads normalised progress.
        #expect(try AnimationSpec.parseDetailed(".easeIn.speed(2)").hasDuration == false)
    }

    @Test func durationsWithoutAUnitAreRefusedWithTheUnitTheyLack() {
        #expect(throws: CurveSyntaxError(column: 11, message: "a duration needs a unit: did you mean 350ms?")) {
            try AnimationSpec.parse("easeInOut 350")
        }
        #expect(throws: CurveSyntaxError(column: 11, message: "a duration needs a unit: did you mean 0.35s?")) {
            try AnimationSpec.parse("easeInOut 0.35")
        }
        #expect(throws: CurveSyntaxError(column: 8, message: "a duration needs a unit: did you mean 2s?")) {
            try AnimationSpec.parse("linear 2")
        }
        #expect(throws: CurveSyntaxError(column: 29, message: "a duration needs a unit: did you mean .4s?")) {
            try AnimationSpec.parse("cubic-bezier(.2, .8, .2, 1) .4")
        }
        // Inside SwiftUI's parentheses a duration is in seconds, as in Swift.
        #expect(throws: Never.self) { try AnimationSpec.parse("easeIn(duration: 0.5)") }
    }

    @Test func swiftSpellingErrorsPointAtTheColumnAndSayWhatToWrite() {
        let cases: [(String, Int, String)] = [
            (".easeIn.delay(0.1)", 9, "a curve here has no delay (it starts when its change does); remove .delay(...)"),
            (".easeOutBounce", 2, "SwiftUI's Animation has no '.easeOutBounce'; write easeOutBounce without the dot"),
            (".ease-in-out", 2, "SwiftUI's Animation has no '.ease-in-out'; write ease-in-out without the dot"),
            (".easeInOtu", 2, "SwiftUI's Animation has no '.easeInOtu'; did you mean '.easeInOut'?"),
            (".linear(0, 1)", 8, "SwiftUI's .linear takes (duration: d); write CSS stops without the dot: linear(0, 0.25 75%, 1)"),
            ("Animation.", 11, "expected a SwiftUI animation after '.', such as .easeInOut or .spring(duration: 0.5, bounce: 0.3)"),
            (".easeInOut.repeatCount(2)", 12, "unknown modifier '.repeatCount'; after a curve the grammar takes .speed(x)"),
            (".easeInOut.speed(2) 1s", 21, "a duration after .speed(...) is ambiguous; give it inside the parentheses, such as .easeInOut(duration: 0.35).speed(2)"),
            (".easeInOut.speed(0.001)", 18, "at speed 0.001 the animation lasts 350s; durations are at most 60s"),
            (".snappy.speed(-1)", 15, "speed must be positive, got -1"),
            (".snappy 0.5s", 9, "a spring takes its duration from its parameters; remove the extra '0.5'"),
            (".interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 60).speed(2)", 78,
             "at speed 2 the initial velocity is 120; at most 100 is allowed"),
            // This spring settles in 55 s; ten times slower, in 550 s.
            (".spring(duration: 0.5, bounce: 0.99).speed(0.1)", 44, "this spring takes 550s to settle; at most 60s is allowed (less bounce or more damping)"),
        ]
        for (text, column, message) in cases {
            #expect(throws: CurveSyntaxError(column: column, message: message), "\(text)") { try AnimationSpec.parse(text) }
        }
    }
}
