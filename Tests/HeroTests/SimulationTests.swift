import Foundation
import Hero
import LayoutCore
import Testing

/// The simulation with the deterministic measurer: taps map onto cells, flights interpolate frames.
@Suite struct SimulationTests {
    func makeSimulation() -> Simulation {
        Simulation(config: HeroConfig(), size: CGSize(width: 1280, height: 800), engine: LayoutEngine())
    }

    @Test func tappingACellOpensItAndTheHeroStartsAtTheCellFrame() throws {
        var simulation = makeSimulation()
        let cell = try #require(simulation.layout(at: 0).frame(of: HeroScene.cellID(4)))
        simulation.send(.tap(CGPoint(x: cell.midX, y: cell.midY)), at: 0.5)
        let first = simulation.frame(at: 0.5).trace
        #expect(first.state == "presenting")
        #expect(first.item == 4)
        #expect(first.heroRect?.cgRect == cell)
        #expect(first.cornerRadius == 18)
    }

    @Test func theHeroEndsAtTheOverlayFrameExactly() {
        var simulation = makeSimulation()
        simulation.apply(.tapIcon(0), at: 0)
        let landed = simulation.frame(at: 0.35).trace
        #expect(landed.state == "presented")
        // The overlay card fills the window inside the 40-point margin.
        #expect(landed.heroRect?.cgRect == CGRect(x: 40, y: 40, width: 1200, height: 720))
        #expect(landed.cornerRadius == 32)
    }

    @Test func tapDuringAFlightReversesAndTapsOnTheBackgroundDoNothing() {
        var simulation = makeSimulation()
        simulation.send(.tap(CGPoint(x: 1270, y: 790)), at: 0) // empty corner
        #expect(simulation.state == HeroState())
        simulation.apply(.tapIcon(2), at: 0)
        let before = simulation.frame(at: 0.1).trace.progress!
        simulation.send(.tap(CGPoint(x: 5, y: 5)), at: 0.1)
        let after = simulation.frame(at: 0.1).trace
        #expect(after.state == "dismissing")
        #expect(after.progress == before)
    }

    @Test func resizingMidFlightRetargetsToTheNewOverlay() {
        var simulation = makeSimulation()
        simulation.apply(.tapIcon(0), at: 0)
        simulation.send(.resize(CGSize(width: 1000, height: 700)), at: 0.2)
        let landed = simulation.frame(at: 0.35).trace
        #expect(landed.heroRect?.cgRect == CGRect(x: 40, y: 40, width: 920, height: 620))
    }

    @Test func escapeClosesAndArrowsMoveFocusByTheGridsColumns() {
        var simulation = makeSimulation()
        simulation.send(.key(.right), at: 0)
        simulation.send(.key(.down), at: 0)
        // 1280 wide: (1232 + 16) / (150 + 16) → 7 columns.
        #expect(simulation.state.focus == 7)
        simulation.send(.key(.return), at: 0)
        #expect(simulation.frame(at: 1).trace.state == "presented")
        simulation.send(.key(.escape), at: 1)
        #expect(simulation.frame(at: 1.1).trace.state == "dismissing")
        #expect(simulation.frame(at: 1.35).trace.state == "idle")
    }
}
