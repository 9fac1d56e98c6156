// `import HeroSim` gives SwiftUI's names, not the engine behind them: the view graph, the layout engine and
// its display list, the renderer's kit, the motion machinery behind `Animation` and `Spring` (curves,
// tracks, interruption policies, flight paths), nor the headless host, which tests take from HeroSimTesting.
// Tests/EndToEnd/user-package-test.sh builds this file in a user's package and finds each `// expect:`.
import HeroSim

func engineTypes() -> [Any.Type] {
    [
        ViewGraph.self,            // expect: 'ViewGraph' is inaccessible due to 'package' protection level
        LayoutEngine.self,         // expect: 'LayoutEngine' is inaccessible due to 'package' protection level
        LayoutHost.self,           // expect: 'LayoutHost' is inaccessible due to 'package' protection level
        LayoutLimits.self,         // expect: 'LayoutLimits' is inaccessible due to 'package' protection level
        DisplayList.self,          // expect: 'DisplayList' is inaccessible due to 'package' protection level
        DisplayItem.self,          // expect: 'DisplayItem' is inaccessible due to 'package' protection level
        FixedWidthMeasurer.self,   // expect: 'FixedWidthMeasurer' is inaccessible due to 'package' protection level
        AnimationSpec.self,        // expect: 'AnimationSpec' is inaccessible due to 'package' protection level
        AnimationTrack.self,       // expect: 'AnimationTrack' is inaccessible due to 'package' protection level
        AnimatedValue.self,        // expect: 'AnimatedValue' is inaccessible due to 'package' protection level
        TimingCurve.self,          // expect: 'TimingCurve' is inaccessible due to 'package' protection level
        CubicBezier.self,          // expect: 'CubicBezier' is inaccessible due to 'package' protection level
        PennerCurve.self,          // expect: 'PennerCurve' is inaccessible due to 'package' protection level
        Steps.self,                // expect: 'Steps' is inaccessible due to 'package' protection level
        PiecewiseLinear.self,      // expect: 'PiecewiseLinear' is inaccessible due to 'package' protection level
        CurveSyntaxError.self,     // expect: 'CurveSyntaxError' is inaccessible due to 'package' protection level
        InterruptionPolicy.self,   // expect: 'InterruptionPolicy' is inaccessible due to 'package' protection level
        MotionPath.self,           // expect: 'MotionPath' is inaccessible due to 'package' protection level
        HeadlessHost.self,         // expect: cannot find 'HeadlessHost' in scope
        RenderingKit.self,         // expect: cannot find 'RenderingKit' in scope
        SceneTraceEntry.self,      // expect: cannot find 'SceneTraceEntry' in scope
    ]
}
