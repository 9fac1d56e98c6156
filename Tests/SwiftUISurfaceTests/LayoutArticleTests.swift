import HeroSim
import HeroSimTesting
import Testing

/// The example of the documentation's Layout article, as written there: the seeds' 200×200 rectangle with a
/// 60×60 circle centred on its top-trailing corner is 230×230 in a `ZStack(alignment: .topTrailing)` and
/// stays 200×200 with `.overlay(alignment:)`.
@MainActor
@Suite struct LayoutArticleTests {
    @Test func aGuideThatPushesTheCircleOutGrowsAZStackButNotAnOverlay() {
        let circle = Circle().frame(width: 60, height: 60)
            .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
            .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
        let stack = ZStack(alignment: .topTrailing) { Rectangle().frame(width: 200, height: 200); circle }.id("stack")
        let overlay = Rectangle().frame(width: 200, height: 200).overlay(alignment: .topTrailing) { circle }.id("overlay")
        let window = CGSize(width: 1000, height: 1000)
        #expect(HeadlessHost(stack, size: window).layout.frame(of: "stack") == CGRect(x: 385, y: 385, width: 230, height: 230))
        #expect(HeadlessHost(overlay, size: window).layout.frame(of: "overlay") == CGRect(x: 400, y: 400, width: 200, height: 200))
    }
}
