import Foundation
import Headless
import Studio
import StudioFiles
import LayoutCore
import Motion
import Testing
@testable import ViewRuntime

/// A card that flies open on a tap, in a linear second. Tapping the flying card snaps its destination 150
/// points right without an animation: a planted jump.
private struct PlantedJump: View {
    @Namespace private var space
    @State private var open = false
    @State private var moved = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Color.blue.matchedGeometryEffect(id: "card", in: space).frame(width: 40, height: 40).padding(20)
                .onTapGesture { withAnimation(.linear(duration: 1)) { open = true } }
        }
        .overlay(alignment: .topLeading) {
            if open {
                Color.blue.matchedGeometryEffect(id: "card", in: space).frame(width: 200, height: 200)
                    .offset(x: moved ? 150 : 0)
                    .transition(.identity)
                    .onTapGesture { moved = true }
            }
        }
    }
}

@Suite struct InterruptionFuzzerTests {
    let base = try! Scenario.parse("steps:\n  - tap: {x: 40, y: 40}\n  - wait: 1.2s\n", file: "open", name: "open")

    func fuzzer(fps: Double = 20) -> InterruptionFuzzer {
        InterruptionFuzzer(base: base, fps: fps) { HeadlessHost(PlantedJump(), size: CGSize(width: 400, height: 400)) }
    }

    @Test func theHeroIsTheFirstIdThatFliesAndItsFlightFrames() throws {
        let hero = try #require(InterruptionFuzzer.hero(of: try fuzzer().baseTrace()))
        #expect(hero.id == "card")
        #expect(hero.frames == Array(0...19))   // a second at 20 fps from the tap at frame 0
    }

    @Test func thePlantedJumpIsFoundAtEveryFrameItIsPlantedAndNowhereElse() throws {
        let runs = try fuzzer().runs()
        #expect(runs.count == 19 * 3)   // frames 1...19: frame 0 is the tap that starts the flight
        #expect(runs.first?.kind == .tapHero)
        let taps = runs.filter { $0.kind == .tapHero }
        // The 150-point snap plus at most one frame of the flight itself (160 points of growth over 20 frames),
        // in the very frame of the tap.
        #expect(taps.allSatisfy { $0.worstJump >= 150 && $0.worstJump <= 158 && $0.jumpFrame == $0.frame },
                "\(taps.map { ($0.frame, $0.worstJump, $0.jumpFrame) })")
        #expect(runs.filter { $0.kind != .tapHero }.allSatisfy { $0.worstJump <= 8 })
        let worst = try #require(runs.first)
        // The reproducer reads back to the same steps.
        let reread = try Scenario.parse(worst.scenario.yamlText, file: "r", name: worst.scenario.name)
        #expect(reread.steps.map(\.input) == worst.scenario.steps.map(\.input))
    }
}
