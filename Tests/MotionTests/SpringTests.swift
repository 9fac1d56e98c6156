import Foundation
import Motion
import Testing

/// Springs against 40-digit references (mpmath), Apple's documented conversions and settling times.
@Suite struct SpringTests {
    /// (mass, stiffness, damping, x0, v0), t, displacement, velocity.
    static let references: [((Double, Double, Double, Double, Double), Double, Double, Double)] = [
        ((1, 100, 10, -1, 0), 0.1, -0.65970015339170166197, 5.3350719511469298276),
        ((1, 100, 10, -1, 0), 0.37, 0.16261653831919213815, -0.11376712840925258071),
        ((1, 100, 10, -1, 0), 1.2, 0.0025847862685931718569, -0.02356992736305411679),
        ((1, 100, 20, -1, 0), 0.1, -0.73575888234288464319, 3.678794411714423216),
        ((1, 100, 20, -1, 0), 0.37, -0.11620057441059513865, 0.9147704794025574745),
        ((1, 100, 20, -1, 0), 1.2, -0.000079874760593266726863, 0.00073730548239938517104),
        ((1, 100, 30, -1, 0), 0.1, -0.78664559930336833332, 2.7260893766252905322),
        ((1, 100, 30, -1, 0), 0.37, -0.2849029217943506531, 1.0879951162138018446),
        ((1, 100, 30, -1, 0), 1.2, -0.011963589607322801181, 0.045696846025336314915),
        ((2, 300, 5, -1, 3), 0.1, -0.18566652255589122299, 10.856177118593283763),
        ((2, 300, 5, -1, 3), 0.37, 0.03931276988334530538, -7.7851024890590155652),
        ((2, 300, 5, -1, 3), 1.2, 0.13201806235124303743, 2.0611081439446666472),
    ]

    @Test func underCriticalAndOverDampedMatchTheClosedFormTo1e9() {
        for ((m, k, c, x0, v0), t, x, v) in Self.references {
            let state = Spring(mass: m, stiffness: k, damping: c).state(at: t, displacement: x0, velocity: v0)
            #expect(abs(state.displacement - x) < 1e-9, "x(\(t)) for m=\(m) k=\(k) c=\(c)")
            #expect(abs(state.velocity - v) < 1e-9, "v(\(t)) for m=\(m) k=\(k) c=\(c)")
        }
    }

    @Test func swiftUIConversions() {
        // stiffness = (2π / response)², damping = 4π · dampingFraction / response, mass 1.
        let spring = Spring(response: 0.5, dampingFraction: 0.7)
        #expect(abs(spring.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(spring.damping - 17.592918860102842) < 1e-9)
        #expect(abs(spring.response - 0.5) < 1e-12)
        #expect(abs(spring.dampingFraction - 0.7) < 1e-12)
        // duration/bounce: bounce 0.3 is a damping ratio of 0.7; -0.5 is overdamped with ratio 2.
        #expect(Spring(duration: 0.5, bounce: 0.3) == Spring(response: 0.5, dampingFraction: 0.7))
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingFraction - 2) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).bounce + 0.5) < 1e-12)
        #expect(Spring.snappy() == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy(extraBounce: 0.1) == Spring(duration: 0.5, bounce: 0.4))
        #expect(AnimationSpec.default == .spring(Spring(response: 0.55, dampingFraction: 1), initialVelocity: 0))
    }

    @Test func settlingTimesAreCloseToCASpringAnimationsDocumentedOnes() {
        // Apple: stiffness 100, mass 1, damping 5 settles in "approximately 2.85 seconds"; damping 15 in
        // "just over 1 second". Our envelope rule with SwiftUI's ε = 0.001 gives 2.776 s and 0.976 s.
        let loose = Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration()
        let tight = Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration()
        #expect(abs(loose - (log(1 / (1 - 0.0625).squareRoot() / 0.001) / 2.5)) < 1e-12)
        #expect(abs(loose - 2.85) < 0.1)
        #expect(abs(tight - 1.0) < 0.05)
        // After the settling time the motion really stays within ε of the target.
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        for step in 0..<2000 {
            let t = loose + Double(step) * 0.001
            #expect(abs(spring.value(at: t) - 1) <= 0.001)
        }
    }

    @Test func aRetargetedSpringKeepsItsValueAndVelocity() {
        let animated = AnimatedValue(animation: .spring(Spring.bouncy(), initialVelocity: 0), to: 1, at: 0)
        let turned = animated.reversed(at: 0.2)
        #expect(turned.value(at: 0.2) == animated.value(at: 0.2))
        #expect(turned.velocity(at: 0.2) == animated.velocity(at: 0.2))
        #expect(turned.target == 0)
        #expect(turned.value(at: 10) == 0)
        #expect(turned.isFinished(at: 10))
    }

    @Test func aReversedCurveRetracesWithoutAJump() {
        let animated = AnimatedValue(animation: AnimationSpec(curve: .easeIn, duration: 1), to: 1, at: 0)
        let turned = animated.reversed(at: 0.6)
        #expect(turned.value(at: 0.6) == animated.value(at: 0.6))
        #expect(abs(turned.value(at: 0.9) - animated.value(at: 0.3)) < 1e-12)
        #expect(turned.isFinished(at: 1.2))
    }

    @Test func bouncySpringsOvershootByTheTextbookAmount() {
        // Damping ratio 0.7 (bounce 0.3): the first peak is at π/ω_d and overshoots by e^{−πζ/√(1−ζ²)} ≈ 4.6 %.
        let spring = Spring.bouncy()
        let zeta = 0.7
        let dampedFrequency = spring.naturalFrequency * (1 - zeta * zeta).squareRoot()
        let peak = spring.value(at: Double.pi / dampedFrequency)
        #expect(abs(peak - (1 + exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()))) < 1e-12)
        #expect(abs(spring.velocity(at: Double.pi / dampedFrequency)) < 1e-12)
        // smooth (critically damped) never passes the target.
        #expect(stride(from: 0.0, through: 3, by: 0.01).allSatisfy { Spring.smooth().value(at: $0) <= 1 })
    }
}
