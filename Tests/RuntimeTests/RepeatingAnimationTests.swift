import Foundation
import LayoutCore
import Motion
import Testing
import ViewRuntime

/// `repeatForever(autoreverses:)` and `repeatCount(_:autoreverses:)`: a repeating value never settles
/// (or settles after its count), and every frame is still a function of time.
@Suite struct RepeatingAnimationTests {
    /// A pulse, SwiftUI's idiom: `.animation(…repeatForever…, value:)` and a state flipped in `onAppear`.
    struct Pulse: View {
        let animation: Animation
        @State var big = false
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .scaleEffect(big ? 2 : 1)
                .animation(animation, value: big)
                .onAppear { big = true }
        }
    }

    /// The drawn scale (the transform's x factor) at each of `times`.
    func scales(_ animation: Animation, at times: [Double]) -> [Double] {
        let g = graph(Pulse(animation: animation))
        return times.map { time in
            g.advance(to: time)
            for item in g.displayList.items { if case .beginTransform(let t) = item { return t.a } }
            return 1
        }
    }

    @Test func repeatForeverAutoreversesGoesThereAndBackForever() {
        // Linear over 1 s from 1 to 2: forward in [0, 1], back in [1, 2], forward again in [2, 3].
        let s = scales(.linear(duration: 1).repeatForever(autoreverses: true), at: [0.25, 1.25, 1.75, 2.5, 100.25])
        #expect(s == [1.25, 1.75, 1.25, 1.5, 1.25])
    }

    @Test func repeatForeverNeverStopsAnimating() {
        let g = graph(Pulse(animation: .linear(duration: 1).repeatForever()))
        g.advance(to: 1000)
        #expect(g.isAnimating)
    }

    @Test func repeatForeverWithoutAutoreverseStartsEachLegAgain() {
        let s = scales(.linear(duration: 1).repeatForever(autoreverses: false), at: [0.25, 1.25, 1.75])
        #expect(s == [1.25, 1.25, 1.75])
    }

    @Test func repeatCountEndsOnTheNewValue() {
        // Three legs (forward, back, forward): at 1.5 half-way back; from 3 on, at rest at 2.
        let g = graph(Pulse(animation: .linear(duration: 1).repeatCount(3, autoreverses: true)))
        g.advance(to: 1.5)
        #expect(g.isAnimating)
        let s = scales(.linear(duration: 1).repeatCount(3, autoreverses: true), at: [1.5, 2.25, 3])
        #expect(s == [1.5, 1.25, 2])
        g.advance(to: 3)
        #expect(!g.isAnimating)
        // Two reversing legs end where they started, then jump to the new value, as SwiftUI does.
        #expect(scales(.linear(duration: 1).repeatCount(2), at: [1.75, 2]) == [1.25, 2])
    }

    @Test func delayAndSpeedApplyToTheRepeatingLegs() {
        // Twice as fast (legs of 0.5 s), after 1 s.
        let s = scales(.linear(duration: 1).speed(2).delay(1).repeatForever(), at: [0.5, 1.125, 1.625])
        #expect(s == [1, 1.25, 1.75])
    }

    @Test func framesArePureFunctionsOfTime() {
        let animation = Animation.easeInOut(duration: 0.7).repeatForever()
        let once = scales(animation, at: [0.3, 5.55, 9.1])
        #expect(scales(animation, at: [9.1]) == [once[2]])
        #expect(scales(animation, at: [0.1, 0.3, 5.55]).suffix(2) == once.prefix(2))
    }

    @Test func theTrackRepeatsInMotionToo() {
        let leg = AnimationTrack(from: [0], to: [1], animation: .curve(.linear, duration: 1), at: 0)
        let track = leg.repeating(count: nil, autoreverses: true)
        #expect([0.25, 1.25, 1.75].map { track.value(at: $0)[0] } == [0.25, 0.75, 0.25])
        #expect(track.velocity(at: 1.5) == [-1])
        #expect(!track.isFinished(at: 1e9) && track.finishTime == .infinity)
    }

    @Test func theAnimationIsSpelledAsWritten() {
        #expect(Animation.easeInOut(duration: 1).repeatForever(autoreverses: false).codeDescription == ".easeInOut(duration: 1).repeatForever(autoreverses: false)")
        #expect(Animation.linear.repeatCount(3).codeDescription == ".linear.repeatCount(3, autoreverses: true)")
    }
}
