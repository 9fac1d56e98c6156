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

/// The curve grammar: names, cubic-bezier, durations and errors with columns.
@Suite struct AnimationSpecParsingTests {
    @Test func readsSwiftAndCSSNamesWithDurations() throws {
        #expect(try AnimationSpec.parse("easeInOut") == AnimationSpec(curve: .easeInOut, duration: 0.35))
        #expect(try AnimationSpec.parse("ease-in-out 350ms") == AnimationSpec(curve: .easeInOut, duration: 0.35))
        #expect(try AnimationSpec.parse("ease-in 0.5s") == AnimationSpec(curve: .easeIn, duration: 0.5))
        #expect(try AnimationSpec.parse("  linear 2 ") == AnimationSpec(curve: .linear, duration: 2))
        #expect(try AnimationSpec.parse("cubic-bezier(.2, .8, .2, 1) 0.4s")
            == AnimationSpec(curve: .cubicBezier(CubicBezier(0.2, 0.8, 0.2, 1)), duration: 0.4))
    }

    @Test func canonicalFormParsesBackToTheSameSpec() throws {
        for text in ["easeIn 1s", "ease 0.25s", "cubic-bezier(0.1, -0.5, 0.9, 1.5) 0.3s", "linear 0.35s"] {
            let spec = try AnimationSpec.parse(text)
            #expect(try AnimationSpec.parse(spec.description) == spec)
        }
    }

    @Test func errorsPointAtTheColumn() {
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
    }
}
