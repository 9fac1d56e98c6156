import Motion
import Testing

/// CSS Easing 2 `steps()` and `linear()`, with the cases of the web-platform tests, and Penner's curves.
@Suite struct CSSEasingTests {
    @Test func stepsFollowTheSpec() {
        #expect(Steps(1, .jumpStart).value(at: 0) == 1)
        #expect(Steps(1, .jumpEnd).value(at: 0.5) == 0)
        #expect(Steps(1, .jumpEnd).value(at: 1) == 1)
        #expect(Steps(2, .jumpNone).value(at: 0.49) == 0)
        #expect(Steps(2, .jumpNone).value(at: 0.5) == 1)
        #expect(Steps(3, .jumpBoth).value(at: 0) == 0.25)
        #expect(Steps(3, .jumpBoth).value(at: 0.34) == 0.5)
        #expect(Steps(3, .jumpBoth).value(at: 1) == 1)
        #expect(Steps(4, .jumpEnd).value(at: 0.3) == 0.25)
        #expect(Steps(4, .jumpStart).value(at: 0.3) == 0.5)
    }

    @Test func linearResolvesMissingAndDoublePositions() throws {
        let f = try #require(curve("linear(0, 0.25 75%, 1)"))
        #expect(abs(f.value(at: 0.5) - 0.25 * 0.5 / 0.75) < 1e-15)
        #expect(f.value(at: 0.875) == 0.625)
        let spread = PiecewiseLinear(stops: [(0, nil), (0.2, nil), (0.4, nil), (1, 1)])
        #expect(spread.points.map(\.input) == [0, 1.0 / 3, 2.0 / 3, 1])
        let hold = try #require(curve("linear(0, 0.5 25% 75%, 1)"))
        #expect(hold.value(at: 0.5) == 0.5)
        #expect(hold.value(at: 0.125) == 0.25)
        let plain = try #require(curve("linear(0, 1)"))
        #expect(plain.value(at: 1.5) == 1.5) // the end segment extends
        let backwards = PiecewiseLinear(stops: [(0, nil), (1, 0.5), (0.5, 0.2), (1, nil)])
        #expect(backwards.points.map(\.input) == [0, 0.5, 0.5, 1]) // a smaller input is raised to the largest before it
    }

    @Test func pennerCurvesMatchEasingsNet() {
        #expect(PennerCurve.allCases.count == 30)
        for curve in PennerCurve.allCases {
            #expect(abs(curve.value(at: 0)) < 1e-12, "\(curve) at 0")
            #expect(abs(curve.value(at: 1) - 1) < 1e-12, "\(curve) at 1")
        }
        #expect(PennerCurve.easeOutBounce.value(at: 0.5) == 0.765625)
        #expect(abs(PennerCurve.easeInBack.value(at: 0.5) - (-0.0876975)) < 1e-12)
        #expect(PennerCurve.easeInOutQuad.value(at: 0.25) == 0.125)
        #expect(PennerCurve.easeInExpo.value(at: 0.5) == 0.03125)
        #expect(abs(PennerCurve.easeOutSine.value(at: 1.0 / 3) - 0.5) < 1e-15)
    }

    func curve(_ text: String) -> PiecewiseLinear? {
        guard case .curve(.piecewiseLinear(let f), _)? = try? AnimationSpec.parse(text) else { return nil }
        return f
    }
}
