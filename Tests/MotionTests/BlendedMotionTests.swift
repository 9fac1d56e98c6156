import Motion
import Testing

/// A motion whose target moves under it (a window resize) bends towards the new target without a jump and
/// arrives when it would have.
@Suite struct BlendedMotionTests {
    let linear = AnimationSpec.curve(.linear, duration: 1)

    @Test func aForwardCurveStaysPutAndSpreadsTheChangeOverWhatIsLeft() {
        let flight = AnimationTrack(from: [0], to: [100], animation: linear, at: 0)
        let bent = flight.blended(to: [300], at: 0.5)
        #expect(bent.value(at: 0.5) == [50])
        // start' = 0 − 200·(½ / ½) = −200, end' = 300: at ¾, −200 + 500·¾.
        #expect(bent.value(at: 0.75) == [175])
        #expect(bent.value(at: 1) == [300])
        #expect(bent.finishTime == flight.finishTime)
    }

    @Test func aRetracingCurveBendsTowardsItsNewStart() {
        let back = AnimationTrack(from: [0], to: [100], animation: linear, at: 0).retargeted(to: [0], animation: linear, at: 0.5)
        #expect(back.value(at: 0.75) == [25])
        let bent = back.blended(to: [-40], at: 0.75)
        #expect(bent.value(at: 0.75) == [25])
        // start' = −40, end' = 100 − 40 + 40 / ¼ = 220: at u = ⅛, −40 + 260·⅛.
        #expect(bent.value(at: 0.875) == [-7.5])
        #expect(bent.value(at: 1) == [-40])
    }

    @Test func aSpringKeepsItsValueAndVelocity() {
        let spring = AnimationSpec.spring(Spring(duration: 0.5, bounce: 0.2), initialVelocity: 0)
        let flight = AnimationTrack(from: [0, 0], to: [100, 50], animation: spring, at: 0)
        let bent = flight.blended(to: [160, 50], at: 0.2)
        #expect(bent.value(at: 0.2) == flight.value(at: 0.2))
        #expect(bent.velocity(at: 0.2) == flight.velocity(at: 0.2))
        #expect(bent.value(at: 10) == [160, 50])
    }

    @Test func aFinishedOrUnchangedMotionIsNotBent() {
        let flight = AnimationTrack(from: [0], to: [100], animation: linear, at: 0)
        #expect(flight.blended(to: [100], at: 0.5) == flight)
        #expect(flight.blended(to: [140], at: 2).value(at: 2) == [140])
    }
}
