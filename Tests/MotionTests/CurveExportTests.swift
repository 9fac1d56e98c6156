import Motion
import Testing

/// Curves written for SwiftUI, CSS, Compose and Flutter: exact where the framework has the curve, within
/// stated bounds where it is fitted or sampled.
@Suite struct CurveExportTests {
    func export(_ text: String, _ target: ExportTarget) throws -> CurveExport {
        try AnimationSpec.parse(text).export(to: target)
    }

    @Test func beziersAreExactInEveryFramework() throws {
        let spec = "cubic-bezier(0.2, 0.8, 0.2, 1) 0.4s"
        let expected: [ExportTarget: String] = [
            .swiftui: ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)",
            .css: "transition-timing-function: cubic-bezier(0.2, 0.8, 0.2, 1);\ntransition-duration: 400ms;",
            .compose: "tween(durationMillis = 400, easing = CubicBezierEasing(0.2f, 0.8f, 0.2f, 1f))",
            .flutter: "Cubic(0.2, 0.8, 0.2, 1), Duration(milliseconds: 400)",
        ]
        for target in ExportTarget.allCases {
            let exported = try export(spec, target)
            #expect(exported.code == expected[target])
            #expect(exported.maximumError < 1e-12) // t · d / d is t to within an ulp
            #expect(exported.note == nil)
        }
        #expect(try export("ease-in-out", .swiftui).code == ".easeInOut(duration: 0.35)")
        #expect(try export("ease", .flutter).code == "Curves.ease, Duration(milliseconds: 350)")
    }

    @Test func springsAreExactWhereTheFrameworkHasSprings() throws {
        let swiftUI = try export("spring(duration: 0.5, bounce: 0.3)", .swiftui)
        #expect(swiftUI.code == ".spring(duration: 0.5, bounce: 0.3)")
        #expect(swiftUI.maximumError < 1e-12)
        let compose = try export("spring(duration: 0.5, bounce: 0.3)", .compose)
        #expect(compose.code == "spring(dampingRatio = 0.7f, stiffness = 157.91367041742973f)")
        #expect(compose.maximumError < 1e-12)
        let flutter = try export("spring(mass: 2, stiffness: 300, damping: 30, initialVelocity: 1)", .flutter)
        #expect(flutter.code == "SpringSimulation(SpringDescription(mass: 2, stiffness: 300, damping: 30), 0, 1, 1)")
        #expect(flutter.maximumError == 0)
        #expect(try export("interpolatingSpring(mass: 2, stiffness: 300, damping: 30, initialVelocity: 1)", .swiftui).code
                == ".interpolatingSpring(mass: 2, stiffness: 300, damping: 30, initialVelocity: 1)")
    }

    @Test func cssWritesSpringsAsLinearStopsWithinATenthOfAPercent() throws {
        let css = try export("spring(duration: 0.5, bounce: 0.3)", .css)
        #expect(css.code.hasPrefix("transition-timing-function: linear(0 0%, "))
        #expect(css.code.hasSuffix(");\ntransition-duration: 824ms;"))
        #expect(css.maximumError <= 0.001)
        #expect(css.note == "linear() stops sampled from a spring: CSS has no springs")
    }

    @Test func curvesAFrameworkLacksAreFittedOrSampledWithinStatedBounds() throws {
        // A sine ease is nearly a Bézier: one line, within 0.001.
        let sine = try export("easeInOutSine 0.5s", .flutter)
        #expect(sine.maximumError < 0.001)
        #expect(sine.note == "fitted cubic Bézier: Flutter has no easeInOutSine")
        #expect(sine.code.hasPrefix("Cubic("))
        // A bounce is not: SwiftUI's Bézier misses by a fifth; CSS samples it within 0.001, Compose within
        // 0.004 (its keyframes fall on whole milliseconds).
        #expect(try export("easeOutBounce 0.6s", .swiftui).maximumError > 0.2)
        let css = try export("easeOutBounce 0.6s", .css)
        #expect(css.maximumError <= 0.001)
        #expect(css.note == "linear() stops sampled from this curve: CSS has no easeOutBounce")
        let compose = try export("easeOutBounce 0.6s", .compose)
        #expect(compose.maximumError <= 0.004)
        #expect(compose.code.hasPrefix("keyframes {\n    durationMillis = 600\n    0f at 0\n"))
        // CSS has steps and linear() stops of its own.
        #expect(try export("steps(4, jump-end) 0.3s", .css).code == "transition-timing-function: steps(4, jump-end);\ntransition-duration: 300ms;")
        #expect(try export("linear(0, 0.25 75%, 1)", .css).maximumError < 1e-12)
    }
}
