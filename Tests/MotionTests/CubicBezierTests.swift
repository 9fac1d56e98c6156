import Motion
import Testing

/// Cubic-bezier values against references computed with 40-digit bisection (mpmath).
@Suite struct CubicBezierTests {
    static let references: [(CubicBezier, [Double])] = [
        (CubicBezier(0.25, 0.1, 0.25, 1), [0.094796305716043251, 0.40851059135539588, 0.80240338758485699, 0.96045897834897408, 0.99431647748455637]),
        (CubicBezier(0.42, 0, 0.58, 1), [0.019722453548311196, 0.12916193104731982, 0.5, 0.87083806895268022, 0.98027754645168881]),
        (CubicBezier(0.42, 0, 1, 1), [0.017026609651562942, 0.093464650718824858, 0.3153568125725393, 0.6218618691748902, 0.83942784576246653]),
        (CubicBezier(0, 0, 0.58, 1), [0.16057215423753349, 0.37813813082510983, 0.68464318742746073, 0.90653534928117516, 0.98297339034843706]),
        (CubicBezier(0.2, 0.8, 0.2, 1), [0.39669354904581588, 0.76728430071092364, 0.94607946151319468, 0.99110818728477824, 0.99883025929530065]),
        (CubicBezier(0.68, -0.6, 0.32, 1.6), [-0.072823180797221609, -0.097707742123059819, 0.5, 1.0977077421230599, 1.0728231807972217]),
    ]

    @Test func matchesHighPrecisionReferencesWithin1e9() {
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        for (curve, expected) in Self.references {
            for (x, y) in zip(xs, expected) {
                #expect(abs(curve.value(at: x) - y) < 1e-9, "\(curve) at \(x)")
            }
        }
    }

    /// Near-vertical and strongly overshooting control points (references: 40-digit bisection).
    static let extremes: [(CubicBezier, [Double])] = [
        (CubicBezier(0, 1, 1, 0), [0.053110761576434834, 0.38740031697727515, 0.5, 0.61259968302272485, 0.94688923842356517]),
        (CubicBezier(1, 0, 0, 1), [3.3370419825627252e-7, 0.0037616749580831661, 0.5, 0.99623832504191683, 0.99999966629580174]),
        (CubicBezier(0.5, -1, 0.5, 2), [-0.0019959964414799025, -0.15613434210939518, 0.5, 1.1561343421093952, 1.0019959964414799]),
        (CubicBezier(0, 0, 0, 1), [0.028, 0.44633040700956512, 0.88988157484230975, 0.99650925535847298, 0.99999966651843204]),
        (CubicBezier(1, 0, 1, 1), [3.3348156795888938e-7, 0.0034907446415270198, 0.11011842515769025, 0.55366959299043488, 0.972]),
    ]

    @Test func nearVerticalAndOvershootingCurvesStayWithin1e9() {
        let xs = [0.001, 0.1, 0.5, 0.9, 0.999]
        for (curve, expected) in Self.extremes {
            for (x, y) in zip(xs, expected) {
                #expect(abs(curve.value(at: x) - y) < 1e-9, "\(curve) at \(x)")
            }
        }
    }

    @Test func endsAreExact() {
        for (curve, _) in Self.references {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
    }

    @Test func extrapolatesLinearlyOutsideTheUnitInterval() {
        // ease-out (0, 0, .58, 1): the start tangent is vertical-free (x1 = 0 → use the second point: 0/.58 = 0);
        // the end tangent runs from (.58, 1) to (1, 1): slope 0.
        let easeOut = CubicBezier(0, 0, 0.58, 1)
        #expect(easeOut.value(at: 1.5) == 1)
        // (0.2, 0.8, ...) starts with slope 0.8 / 0.2 = 4.
        #expect(CubicBezier(0.2, 0.8, 0.2, 1).value(at: -0.25) == -1)
    }
}

/// The curve grammar: every spelling from the issue, canonical round trips, errors with columns.
@Suite struct AnimationSpecParsingTests {
    @Test func readsCSSAndSwiftSpellingsWithDurations() throws {
        #expect(try AnimationSpec.parse("easeInOut") == AnimationSpec(curve: .easeInOut, duration: 0.35))
        #expect(try AnimationSpec.parse("ease-in-out 350ms") == AnimationSpec(curve: .easeInOut, duration: 0.35))
        #expect(try AnimationSpec.parse("  linear 2s ") == AnimationSpec(curve: .linear, duration: 2)) // a bare 2: SwiftSpellingTests
        #expect(try AnimationSpec.parse("cubic-bezier(.2, .8, .2, 1) 0.4s")
            == AnimationSpec(curve: .cubicBezier(CubicBezier(0.2, 0.8, 0.2, 1)), duration: 0.4))
        #expect(try AnimationSpec.parse("steps(4, jump-end) 0.3s") == AnimationSpec(curve: .steps(Steps(4, .jumpEnd)), duration: 0.3))
        #expect(try AnimationSpec.parse("step-start") == AnimationSpec(curve: .steps(Steps(1, .jumpStart))))
        #expect(try AnimationSpec.parse("easeOutBounce 0.6s") == AnimationSpec(curve: .penner(.easeOutBounce), duration: 0.6))
        #expect(try AnimationSpec.parse("easeIn(duration: 0.5)") == AnimationSpec(curve: .easeIn, duration: 0.5))
        #expect(try AnimationSpec.parse("timingCurve(0.1, 0.2, 0.3, 1, duration: 2)") == AnimationSpec(curve: .cubicBezier(CubicBezier(0.1, 0.2, 0.3, 1)), duration: 2))
        #expect(try AnimationSpec.parse("spring(response: 0.5, dampingFraction: 0.8)") == .spring(Spring(response: 0.5, dampingFraction: 0.8), initialVelocity: 0))
        #expect(try AnimationSpec.parse("spring(duration: 0.5, bounce: 0.3)") == .spring(Spring(duration: 0.5, bounce: 0.3), initialVelocity: 0))
        #expect(try AnimationSpec.parse("spring(mass: 1, stiffness: 170, damping: 15)") == .spring(Spring(mass: 1, stiffness: 170, damping: 15), initialVelocity: 0))
        #expect(try AnimationSpec.parse("interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2)") == .spring(Spring(mass: 1, stiffness: 170, damping: 15), initialVelocity: 2))
        #expect(try AnimationSpec.parse("snappy") == .spring(.snappy(), initialVelocity: 0))
        #expect(try AnimationSpec.parse("bouncy(extraBounce: 0.1)") == .spring(.bouncy(extraBounce: 0.1), initialVelocity: 0))
        #expect(try AnimationSpec.parse("spring") == .spring(Spring(response: 0.5, dampingFraction: 0.825), initialVelocity: 0))
        #expect(try AnimationSpec.parse("default") == .default)
    }

    @Test func canonicalFormParsesBackToTheSameSpec() throws {
        let samples = ["easeIn 1s", "ease 0.25s", "cubic-bezier(0.1, -0.5, 0.9, 1.5) 0.3s", "linear 0.35s", "steps(3, jump-both)",
                       "linear(0, 0.25 75%, 1) 2s", "easeInOutElastic", "spring(response: 0.3, dampingFraction: 0.6)",
                       "spring(duration: 0.5, bounce: -0.4)", "interpolatingSpring(mass: 2, stiffness: 80, damping: 7, initialVelocity: -1)",
                       "smooth", "step-end 1s", "linear(0.5)"]
        for text in samples where (try? AnimationSpec.parse(text)) != nil {
            let spec = try AnimationSpec.parse(text)
            #expect(try AnimationSpec.parse(spec.description) == spec, "\(text) → \(spec.description)")
        }
        #expect(AnimationSpec.easeInOut.description == "easeInOut 0.35s")
    }

    @Test func errorsPointAtTheColumnAndSayWhatWasExpected() {
        #expect(throws: CurveSyntaxError(column: 21, message: "x control points must lie in [0, 1], got 1.2")) {
            try AnimationSpec.parse("cubic-bezier(0,1.2, 1.2, 1)")
        }
        #expect(throws: CurveSyntaxError(column: 11, message: "durations must be positive and finite")) {
            try AnimationSpec.parse("easeInOut -3s")
        }
        #expect(throws: CurveSyntaxError(column: 11, message: "expected a duration such as 350ms or 0.35s, got unit 'min'")) {
            try AnimationSpec.parse("easeInOut 3min")
        }
        #expect(throws: CurveSyntaxError(column: 19, message: "expected ',' and 4 numbers in cubic-bezier(...)")) {
            try AnimationSpec.parse("cubic-bezier(0, 0 1, 1)")
        }
        #expect(throws: CurveSyntaxError(column: 31, message: "bounce must lie in [-1, 1] (exclusive of -1), got 1.5")) {
            try AnimationSpec.parse("spring(duration: 0.5, bounce: 1.5)")
        }
        #expect(throws: CurveSyntaxError(column: 7, message: "steps needs a whole number from 2 (with jump-none) to 10000, got 1")) {
            try AnimationSpec.parse("steps(1, jump-none)")
        }
        #expect(throws: CurveSyntaxError(column: 1, message: "unknown curve 'easeOutBounse'; did you mean 'easeOutBounce'?")) {
            try AnimationSpec.parse("easeOutBounse")
        }
        #expect(throws: CurveSyntaxError(column: 8, message: "a spring takes its duration from its parameters; remove the extra '0.5'")) {
            try AnimationSpec.parse("snappy 0.5s")
        }
        #expect(throws: CurveSyntaxError(column: 18, message: "expected a number for response")) {
            try AnimationSpec.parse("spring(response: fast)")
        }
    }
}
