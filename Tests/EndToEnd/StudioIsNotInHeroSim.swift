// `import HeroSim` gives what a SwiftUI user writes against, not HeroSim's studio (lints, fuzzer, policy
// comparison, the inspector's logic, recording, output folders, config and scenario files, the gallery)
// nor the runtime's instrumentation for it (traced views, recorded animations), nor the tools' helpers in
// the modules it re-exports (curve fitting and exports, the hosts' tracer and pointer paths, config
// overrides, the ids of built-in bars and presentations).
// Tests/EndToEnd/user-package-test.sh builds this file in a user's package and finds each `// expect:`.
import HeroSim

func studioTypes() -> [Any.Type] {
    [
        InterruptionFuzzer.self,   // expect: cannot find 'InterruptionFuzzer' in scope
        SceneClock.self,           // expect: cannot find 'SceneClock' in scope
        SceneRecorder.self,        // expect: cannot find 'SceneRecorder' in scope
        OutputFolder.self,         // expect: cannot find 'OutputFolder' in scope
        MotionLint.self,           // expect: cannot find 'MotionLint' in scope
        PolicyComparison.self,     // expect: cannot find 'PolicyComparison' in scope
        OnionSkin.self,            // expect: cannot find 'OnionSkin' in scope
        GalleryRenderer.self,      // expect: cannot find 'GalleryRenderer' in scope
        HeroConfig.self,           // expect: cannot find 'HeroConfig' in scope
        Scenario.self,             // expect: cannot find 'Scenario' in scope
        TracedView.self,           // expect: 'TracedView' is inaccessible due to 'package' protection level
        RecordedAnimation.self,    // expect: 'RecordedAnimation' is inaccessible due to 'package' protection level
        Limits.self,               // expect: 'Limits' is inaccessible due to 'package' protection level
        CurveExport.self,          // expect: 'CurveExport' is inaccessible due to 'package' protection level
        CurveFitting.self,         // expect: 'CurveFitting' is inaccessible due to 'package' protection level
        ExportTarget.self,         // expect: 'ExportTarget' is inaccessible due to 'package' protection level
        MaximumDifference.self,    // expect: 'MaximumDifference' is inaccessible due to 'package' protection level
        GeometryTracer.self,       // expect: cannot find 'GeometryTracer' in scope
        PointerPath.self,          // expect: cannot find 'PointerPath' in scope
        PinchPath.self,            // expect: cannot find 'PinchPath' in scope
        AnimationOverrides.self,   // expect: 'AnimationOverrides' is inaccessible due to 'package' protection level
        NavigationBarIDs.self,     // expect: 'NavigationBarIDs' is inaccessible due to 'package' protection level
        PresentationIDs.self,      // expect: 'PresentationIDs' is inaccessible due to 'package' protection level
        TabBarIDs.self,            // expect: 'TabBarIDs' is inaccessible due to 'package' protection level
    ]
}
