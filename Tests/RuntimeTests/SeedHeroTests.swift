import Foundation
import Headless
import LayoutCore
import Scenes
import Testing
import ViewRuntime

@Suite struct SeedHeroTests {
    @Test func tapOnTrashFliesItOverTheGridAndBack() throws {
        let scene = try #require(BuiltInScene.named("seed-hero"))
        let host = HeadlessHost(scene.makeView(), size: CGSize(width: 390, height: 844))
        for element in host.matchedGeometry { print(element) }
        let cell = try #require(host.matchedGeometry.first { $0.id == AnyHashable("trash") })
        host.tap(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
        for element in host.matchedGeometry { print("after tap", element) }
        host.advance(by: 1.0 / 60)
        for element in host.matchedGeometry { print("1 frame", element) }
        host.advance(by: 2)
        for element in host.matchedGeometry { print("settled", element) }
        print(host.warnings)
    }
}
