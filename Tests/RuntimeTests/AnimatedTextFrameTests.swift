import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// A text whose frame animates (its string changed inside `withAnimation`) keeps the lines of its laid-out
/// frame: SwiftUI does not break or cut it again for every frame of the animation. Its old string cross-fades
/// out meanwhile (the default content transition, `.opacity`).
@Suite struct AnimatedTextFrameTests {
    struct Renamed: View {
        @State private var long = false
        var body: some View {
            VStack(alignment: .leading) {
                Text(long ? "Sent message 1" : "All msg 1").id("text")
                Color.red.frame(width: 10, height: 10).id("button")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { long = true } }
            }
        }
    }

    /// The strings the display list draws.
    func strings(_ host: HeadlessHost) -> [String] {
        host.graph.displayList.items.compactMap { item in
            if case .text(let string, _, _, _, _) = item { return string }
            return nil
        }
    }

    @Test func midAnimationTheNewStringIsDrawnWhole() throws {
        let host = HeadlessHost(Renamed(), size: CGSize(width: 300, height: 200))
        let before = try #require(host.layout.frame(of: "text"))
        let button = try #require(host.layout.frame(of: "button"))
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        host.advance(by: 0.25)
        let moving = try #require(host.layout.frame(of: "text"))
        // A quarter of the way from the old string's width to the new one's, and still drawn whole, over the
        // old string fading out.
        #expect(strings(host) == ["All msg 1", "Sent message 1"])
        host.advance(by: 1)
        let after = try #require(host.layout.frame(of: "text"))
        #expect(moving.width == before.width + (after.width - before.width) * 0.25)
        #expect(strings(host) == ["Sent message 1"])
    }
}
