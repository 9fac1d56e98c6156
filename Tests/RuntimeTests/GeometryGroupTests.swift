import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// `geometryGroup()` (Apple's documentation: "forcing the position and size values to be resolved and
/// animated by the parent, before being passed down to each subview"): while the group's frame animates,
/// what is inside is laid out in the frame as it is at that moment.
@Suite struct GeometryGroupTests {
    struct Growing: View {
        let grouped: Bool
        @State private var big = false
        var body: some View {
            ZStack {
                card.id("card")
                Color.gray.frame(width: 10, height: 10).id("toggle").position(x: 5, y: 5)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
            }
        }
        /// A card that fills what it is given, with a badge inserted at its bottom-trailing corner; the frame
        /// around it grows from 100 to 200 points.
        @ViewBuilder var card: some View {
            let content = ZStack(alignment: .bottomTrailing) {
                Color.red
                if big { Color.blue.frame(width: 20, height: 20).id("badge").transition(.identity) }
            }
            Group {
                if grouped { content.geometryGroup() } else { content }
            }
            .frame(width: big ? 200 : 100, height: big ? 200 : 100)
        }
    }

    @Test func aViewInsertedInAGroupMovesWithTheGroupsFrame() {
        let g = graph(Growing(grouped: true))
        g.tap(id: "toggle")
        g.advance(to: 0.5)
        // The card half-way from 100 to 200 points, centred: (125, 125, 150, 150); the badge at its bottom-trailing corner.
        #expect(presentedFrame(g, "card") == CGRect(x: 125, y: 125, width: 150, height: 150))
        #expect(presentedFrame(g, "badge") == CGRect(x: 255, y: 255, width: 20, height: 20))
        g.advance(to: 1)
        #expect(presentedFrame(g, "badge") == CGRect(x: 280, y: 280, width: 20, height: 20))
    }

    @Test func withoutAGroupTheInsertedViewIsAtItsOwnPlace() {
        let g = graph(Growing(grouped: false))
        g.tap(id: "toggle")
        g.advance(to: 0.5)
        #expect(presentedFrame(g, "badge") == CGRect(x: 280, y: 280, width: 20, height: 20))
    }
}
