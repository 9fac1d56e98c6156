import Foundation
import HeroSim
import Testing

// `Spring`'s calculations as iOS 17 code calls them, on any `VectorArithmetic` value, against the closed form
// of a critically damped spring: x(t) = target · (1 − (1 + ωt) e^(−ωt)), ω = 2π / duration.
@Suite struct SpringValueTests {
    let spring = Spring(duration: 0.5, bounce: 0)
    let omega = 2 * Double.pi / 0.5

    func closedForm(_ t: Double) -> (value: Double, velocity: Double) {
        (1 - (1 + omega * t) * exp(-omega * t), omega * omega * t * exp(-omega * t))
    }

    @Test func valueAndVelocityOfAMoveByATarget() {
        for t in [0.05, 0.1, 0.3] {
            #expect(abs(spring.value(target: 100.0, time: t) - 100 * closedForm(t).value) < 1e-9)
            #expect(abs(spring.velocity(target: 100.0, time: t) - 100 * closedForm(t).velocity) < 1e-9)
        }
        #expect(spring.value(target: 100.0, time: 0) == 0)
    }

    @Test func aPairMovesEachHalfAsItsOwnSpring() {
        let pair = spring.value(target: AnimatablePair(100.0, -50.0), time: 0.1)
        #expect(abs(pair.first - 100 * closedForm(0.1).value) < 1e-9)
        #expect(abs(pair.second + 50 * closedForm(0.1).value) < 1e-9)
    }

    @Test func fromOneValueToAnother() {
        #expect(abs(spring.value(fromValue: 20.0, toValue: 120.0, time: 0.1) - (20 + 100 * closedForm(0.1).value)) < 1e-9)
    }

    @Test func updatingInStepsFollowsTheSameMotion() {
        var value = 0.0, velocity = 0.0
        for _ in 0..<10 { spring.update(value: &value, velocity: &velocity, target: 100.0, deltaTime: 0.01) }
        #expect(abs(value - 100 * closedForm(0.1).value) < 1e-9)
        #expect(abs(velocity - 100 * closedForm(0.1).velocity) < 1e-9)
    }

    @Test func theSettlingDurationIsWhenTheValueStaysWithinATenthOfAPercent() {
        let settling = spring.settlingDuration
        #expect(settling > 0.5 && settling < 1)
        #expect(abs(1 - spring.value(target: 1.0, time: settling)) <= 0.001 + 1e-12)   // on the envelope, to rounding
        #expect(abs(1 - spring.value(target: 1.0, time: settling * 0.9)) > 0.001)
        #expect(spring.settlingDuration(target: 10.0, epsilon: 0.001) == settling)
    }
}
