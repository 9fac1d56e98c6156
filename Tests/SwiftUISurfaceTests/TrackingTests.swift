import HeroSim
import HeroSimTesting
import Testing

// `tracking(_:)` and `kerning(_:)` on a text and on a view: the extra space after each character widens the
// text by that much per character.

@Suite struct TrackingTests {
    func width<V: View>(_ view: V) throws -> CGFloat {
        try #require(HeadlessHost(view.fixedSize().id("t"), size: CGSize(width: 400, height: 100)).layout.frame(of: "t")).width
    }

    @Test func trackingWidensEachCharacter() throws {
        let plain = try width(Text("Hero"))
        #expect(try width(Text("Hero").tracking(5)) == plain + 20)
        #expect(try width(Text("Hero").kerning(2)) == plain + 8)
        #expect(try width(VStack { Text("Hero") }.tracking(3)) == plain + 12)
        // A text's own setting wins over its environment's.
        #expect(try width(VStack { Text("Hero").tracking(1) }.tracking(3)) == plain + 4)
    }
}
