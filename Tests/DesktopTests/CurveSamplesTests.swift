@testable import Desktop
@testable import Inspector
import Motion
import Testing
@testable import ViewRuntime

/// The curve plot's samples: 48 moments of the animation and the range they span, the same every time they
/// are asked for, whichever animation was asked for before.
@Suite struct CurveSamplesTests {
    func recorded(_ spec: AnimationSpec, start: Double = 0, end: Double) -> RecordedAnimation {
        RecordedAnimation(start: start, end: end, curve: "", code: "", animation: spec, changes: [])
    }

    @Test func aLinearCurveIsSampledEvenlyBetweenItsGuides() {
        let samples = CurveSamples.of(recorded(.curve(.linear, duration: 0.47), end: 0.47))
        #expect(samples.points.count == 48)
        #expect(samples.points.map(\.x) == (0..<48).map { Double($0) / 47 })
        #expect(samples.points.allSatisfy { abs($0.value - $0.x) < 1e-12 })
        #expect(samples.range == -0.05...1.05) // 0 to 1, with a margin
    }

    @Test func aCurveThatOvershootsWidensTheRangeAndIsSampledAgainAfterAnother() {
        let spring = recorded(.spring(Spring(duration: 0.5, bounce: 0.5), initialVelocity: 0), start: 2, end: 3)
        let first = CurveSamples.of(spring)
        let peak = first.points.map(\.value).max()!
        #expect(peak > 1)
        #expect(first.range == -0.05...(peak + 0.05))
        _ = CurveSamples.of(recorded(.curve(.linear, duration: 1), end: 1))
        let again = CurveSamples.of(spring)
        #expect(again.range == first.range)
        #expect(again.points.map(\.value) == first.points.map(\.value))
    }
}
