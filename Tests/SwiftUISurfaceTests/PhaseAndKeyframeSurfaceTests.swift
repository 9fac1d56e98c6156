import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// `PhaseAnimator` and `KeyframeAnimator` are there through `import HeroSim`, spelled as in SwiftUI.
@Suite struct PhaseAndKeyframeSurfaceTests {
    enum Pulse: CaseIterable { case rest, grow, shrink }

    struct Heart: View {
        @State private var likes = 0
        var body: some View {
            VStack {
                Circle().frame(width: 40, height: 40)
                    .phaseAnimator(Pulse.allCases, trigger: likes) { content, phase in
                        content.scaleEffect(phase == .grow ? 1.5 : phase == .shrink ? 0.8 : 1)
                    } animation: { _ in .linear(duration: 0.2) }
                Color.red.frame(width: 40, height: 40)
                    .keyframeAnimator(initialValue: CGPoint.zero, trigger: likes) { content, point in
                        content.offset(x: point.x, y: point.y)
                    } keyframes: { _ in
                        KeyframeTrack(\.x) { CubicKeyframe(20, duration: 0.5); SpringKeyframe(0, duration: 0.5, spring: .bouncy) }
                        KeyframeTrack(\.y) { MoveKeyframe(5); LinearKeyframe(0, duration: 1) }
                    }
            }
            .onTapGesture { likes += 1 }
        }
    }

    @Test func bothAnimatorsRunFromATap() {
        let host = HeadlessHost(Heart(), size: CGSize(width: 100, height: 120))
        #expect(!host.isAnimating)
        _ = host.tap(at: CGPoint(x: 50, y: 36))
        #expect(host.isAnimating)
        host.advance(by: 1.5)
        #expect(!host.isAnimating)
    }
}
