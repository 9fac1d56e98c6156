import EverydayScreens
import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// The screens' transitions and controls, driven headless on an iPhone-sized window.
@Suite struct ScreenBehaviourTests {
    let phone = CGSize(width: 390, height: 844)

    /// The frame of the view drawn with matched-geometry id `id` that is not leaving, the last drawn.
    func hero(_ host: HeadlessHost, _ id: AnyHashable) -> CGRect? {
        host.matchedGeometry.last { $0.id == id && !$0.isRemoved }?.frame
    }

    @Test func aPhotoGrowsFromItsTileToTheWholeWindowAndBack() throws {
        let host = HeadlessHost(PhotoGridScreen(), size: phone)
        let tile = try #require(hero(host, 4))
        host.tap(at: CGPoint(x: tile.midX, y: tile.midY))
        #expect(hero(host, 4) == tile)                                   // the flight starts on the tile
        host.advance(by: 2)
        #expect(hero(host, 4) == CGRect(origin: .zero, size: phone))      // and fills the window
        host.tap(at: CGPoint(x: 195, y: 422))
        host.advance(by: 2)
        #expect(hero(host, 4) == tile)                                   // back on its tile
        #expect(host.matchedGeometry.filter { $0.id == AnyHashable(4) }.count == 1)
    }

    @Test func anAlbumPhotoZoomsIntoItsPageAndTheBackButtonZoomsItBack() throws {
        let host = HeadlessHost(PhotoAlbumScreen(), size: phone)
        let tile = try #require(hero(host, 4))
        let isTileHidden = { host.matchedGeometry.first { $0.id == AnyHashable(4) }?.opacity == 0 }
        host.tap(at: CGPoint(x: tile.midX, y: tile.midY))
        #expect(hero(host, 4) == tile)                                   // the page starts on its tile
        #expect(isTileHidden())                                          // which hides
        #expect(host.flights.map(\.id) == ["4"])
        host.advance(by: 2)
        #expect(hero(host, 4) == CGRect(origin: .zero, size: phone))      // and fills the window
        #expect(isTileHidden())
        host.tap(at: CGPoint(x: 30, y: 22))                              // the back button
        #expect(host.flights.map(\.phase) == [.dismissing])
        host.advance(by: 2)
        #expect(host.matchedGeometry.filter { $0.id == AnyHashable(4) }.map(\.frame) == [tile])
        #expect(!isTileHidden())
    }

    @Test func aPhotoPagesCarouselShowsThreeAndRestsWithAPhotoAtItsEdge() throws {
        let host = HeadlessHost(PhotoAlbumScreen(), size: phone)
        let tile = try #require(hero(host, 4))
        host.tap(at: CGPoint(x: tile.midX, y: tile.midY))
        host.advance(by: 2)
        // Photo 5's page: the carousel starts with photo 6, a third of the width less the spacing.
        let first = try #require(host.layout.frame(of: "same-day-5"))
        let second = try #require(host.layout.frame(of: "same-day-6"))
        #expect(abs(first.width - (358 - 16) / 3) < 1e-9)
        #expect(second.minX == first.maxX + 8)
        // A flick to the left rests with a photo at the carousel's leading edge.
        host.drag(from: CGPoint(x: 300, y: first.midY), to: CGPoint(x: 200, y: first.midY), duration: 0.1)
        host.advance(by: 3)
        let leading = first.minX
        let edges = (5...10).compactMap { host.layout.frame(of: "same-day-\($0 % 24)")?.minX }
        #expect(edges.contains(leading))
        #expect(host.layout.frame(of: "same-day-5")?.minX != leading)
    }

    @Test func theTabIndicatorGlidesToTheTappedTab() throws {
        let host = HeadlessHost(TabIndicatorScreen(), size: phone)
        let all = try #require(host.layout.frame(of: "All"))
        let flagged = try #require(host.layout.frame(of: "Flagged"))
        let capsule = { host.matchedGeometry.first { !$0.isSource }?.frame }
        #expect(capsule() == all)
        host.tap(at: CGPoint(x: flagged.midX, y: flagged.midY))
        #expect(capsule() == all)                                       // it leaves from where it was
        host.advance(by: 0.1)
        let between = try #require(capsule())
        #expect(between.minX > all.minX && between.minX < flagged.minX)  // and glides
        host.advance(by: 2)
        #expect(capsule() == flagged)
    }

    @Test func theMiniPlayersArtworkGrowsIntoTheFullPlayer() throws {
        let host = HeadlessHost(MiniPlayerScreen(), size: phone)
        let mini = try #require(hero(host, "artwork"))
        #expect(mini.size == CGSize(width: 44, height: 44))
        let bar = try #require(host.layout.frame(of: "mini-player"))
        host.tap(at: CGPoint(x: bar.midX, y: bar.midY))
        host.advance(by: 2)
        #expect(hero(host, "artwork")?.size == CGSize(width: 300, height: 300))
        let grabber = try #require(host.layout.frame(of: "grabber"))
        host.tap(at: CGPoint(x: grabber.midX, y: grabber.midY))
        host.advance(by: 2)
        #expect(hero(host, "artwork") == mini)
    }

    @Test func readMoreOpensTheSummaryToAllItsLines() throws {
        let host = HeadlessHost(ArticleScreen(), size: phone)
        let collapsed = try #require(host.layout.frame(of: "summary"))
        let line = collapsed.height / 3
        let more = try #require(host.layout.frame(of: "more"))
        host.tap(at: CGPoint(x: more.midX, y: more.midY))
        host.advance(by: 1)
        let expanded = try #require(host.layout.frame(of: "summary"))
        let lines = expanded.height / line
        // Whole lines, more than three. The body line (17 × 3408 / 2816 points in Inter) is no binary
        // fraction, so the quotient of two sums of it is whole to within rounding, not to the last bit.
        #expect(lines > 3 && abs(lines - lines.rounded()) < 1e-9, "\(lines) lines")
    }

    @Test func soundsCannotBeSwitchedOnWhileNotificationsAreOff() throws {
        let host = HeadlessHost(SettingsScreen(), size: phone)
        let notifications = try #require(host.layout.frame(of: "notifications"))
        let sounds = try #require(host.layout.frame(of: "sounds"))
        // The switch sits at the row's trailing edge: 51 × 31, its centre 25.5 in from the trailing side; 6 in
        // from that side the track shows when the switch is off and the white knob covers it when it is on.
        let soundsSwitch = CGPoint(x: sounds.maxX - 25.5, y: sounds.midY)
        let notificationsSwitch = CGPoint(x: notifications.maxX - 25.5, y: notifications.midY)
        let probe = { host.render().pixel(x: Int(sounds.maxX - 6), y: Int(sounds.midY)) }
        let off = probe()
        host.tap(at: soundsSwitch)
        host.advance(by: 1)
        let on = probe()
        #expect(on == 0xFFFF_FFFF && off != on)
        host.tap(at: soundsSwitch)                                          // off again
        host.tap(at: notificationsSwitch)                                   // notifications off
        host.advance(by: 1)
        host.tap(at: soundsSwitch)                                          // disabled: nothing happens
        host.advance(by: 1)
        #expect(probe() != on)
    }
}
