import HeroSim
import HeroSimTesting
import SeedHeroViews
import Testing

/// The trash card's flight compared frame by frame with committed goldens (Tests/Goldens/trash-open): any change
/// to the transition's pixels or geometry fails here, naming the first frame that differs. After a wanted
/// change, re-record with `HEROSIM_RECORD_GOLDENS=1 swift test` and look at the new frames before committing.
@Suite struct GoldenFlightTests {
    @Test func theTrashCardFliesOpenAsRecorded() throws {
        let host = HeadlessHost(ContentView(), size: CGSize(width: 390, height: 844))
        try assertFrames(of: host, running: """
            steps:
              - tap: {id: trash}
              - wait: 0.5s
            """, fps: 10, matching: "../Goldens/trash-open")
    }
}
