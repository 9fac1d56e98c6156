import EverydayScreens
import HeroSim
import HeroSimTesting
import Testing

/// Each screen's main transition, frame by frame, against committed goldens (Tests/Goldens/NAME). After a
/// wanted change, re-record with `HEROSIM_RECORD_GOLDENS=1 swift test` and look at the new frames.
@Suite struct ScreenGoldenTests {
    let phone = CGSize(width: 390, height: 844)

    @Test func aPhotoOpens() throws {
        try assertFrames(of: HeadlessHost(PhotoGridScreen(), size: phone), running: """
            steps:
              - tap: {x: 195, y: 200}
              - wait: 0.6s
            """, fps: 10, matching: "../Goldens/photo-open")
    }

    @Test func anAlbumPhotoZoomsIntoItsPage() throws {
        try assertFrames(of: HeadlessHost(PhotoAlbumScreen(), size: phone), running: """
            steps:
              - tap: {x: 195, y: 200}
              - wait: 0.6s
            """, fps: 10, matching: "../Goldens/album-zoom")
    }

    @Test func aPhotosLikeCountRollsToTheNextNumber() throws {
        let host = HeadlessHost(PhotoAlbumScreen(), size: phone)
        host.tap(at: CGPoint(x: 195, y: 200))
        host.advance(by: 2)
        try assertFrames(of: host, running: """
            steps:
              - tap: {id: like}
              - wait: 0.4s
            """, fps: 10, matching: "../Goldens/album-like")
    }

    @Test func theSettingsFormSwitchesSoundsOn() throws {
        let host = HeadlessHost(SettingsScreen(), size: phone)
        // The switch: 51 × 31 at the Sounds row's trailing edge.
        let row = try #require(host.layout.frame(of: "sounds"))
        try assertFrames(of: host, running: """
            steps:
              - tap: {x: \(row.maxX - 25.5), y: \(row.midY)}
              - wait: 0.4s
            """, fps: 10, matching: "../Goldens/settings-sounds")
    }

    @Test func theTabIndicatorMoves() throws {
        try assertFrames(of: HeadlessHost(TabIndicatorScreen(), size: phone), running: """
            steps:
              - tap: {id: Sent}
              - wait: 0.5s
            """, fps: 10, matching: "../Goldens/tab-indicator")
    }

    @Test func theMiniPlayerOpens() throws {
        try assertFrames(of: HeadlessHost(MiniPlayerScreen(), size: phone), running: """
            steps:
              - tap: {id: mini-player}
              - wait: 0.6s
            """, fps: 10, matching: "../Goldens/mini-player-open")
    }

    @Test func theArticleReadsMore() throws {
        try assertFrames(of: HeadlessHost(ArticleScreen(), size: phone), running: """
            steps:
              - tap: {id: more}
              - wait: 0.4s
            """, fps: 10, matching: "../Goldens/article-more")
    }
}
