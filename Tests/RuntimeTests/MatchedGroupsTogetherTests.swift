import Foundation
import LayoutCore
import Motion
import Testing
@testable import ViewRuntime

/// A cell whose background, image and title each carry a matched id, and a detail view with the same three.
struct ThreePartItem: View {
    @Namespace private var space
    @State private var open = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            if !open {
                VStack(spacing: 4) {
                    Color.orange.matchedGeometryEffect(id: "image", in: space).frame(width: 60, height: 60)
                    Text("Title").matchedGeometryEffect(id: "title", in: space)
                }
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray).matchedGeometryEffect(id: "background", in: space))
                .onTapGesture { withAnimation(.linear(duration: 1)) { open = true } }
            }
        }
        .overlay {
            if open {
                VStack(spacing: 20) {
                    Color.orange.matchedGeometryEffect(id: "image", in: space).frame(width: 300, height: 200)
                    Text("Title").matchedGeometryEffect(id: "title", in: space)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(RoundedRectangle(cornerRadius: 0).fill(Color.gray).matchedGeometryEffect(id: "background", in: space))
                .onTapGesture { withAnimation(.linear(duration: 1)) { open = false } }
            }
        }
    }
}

/// Several matched ids per item fly together, each drawn where its view is in the tree: the leaving cell's
/// parts under the detail's, and within each, the background under the image and the title, as SwiftUI
/// draws matched views in their own places (the effect links geometry, not rendering).
@Suite struct MatchedGroupsTogetherTests {
    func ids(_ g: ViewGraph) -> [String] { g.matchedGeometry.map { "\($0.id.base)\($0.isRemoved ? " removed" : "")" } }
    func frames(_ g: ViewGraph, _ id: String) -> [CGRect] { g.matchedGeometry.filter { $0.id == AnyHashable(id) }.map(\.frame) }

    @Test func thePartsFlyTogetherInTheirOwnZOrder() {
        let g = graph(ThreePartItem())
        #expect(ids(g) == ["background", "image", "title"])
        let cell = (background: frames(g, "background")[0], image: frames(g, "image")[0], title: frames(g, "title")[0])
        #expect(g.tap(at: CGPoint(x: cell.image.midX, y: cell.image.midY)))
        g.advance(to: 0.5)
        #expect(ids(g) == ["background removed", "image removed", "title removed", "background", "image", "title"])
        g.advance(to: 1)
        #expect(ids(g) == ["background", "image", "title"])
        let detail = (background: frames(g, "background")[0], image: frames(g, "image")[0], title: frames(g, "title")[0])
        // Closing: the cell's parts are back in the tree under the leaving detail's, which fly back on top.
        #expect(g.tap(at: CGPoint(x: 200, y: 200)))
        g.advance(to: 1.5)
        #expect(ids(g) == ["background", "image", "title", "background removed", "image removed", "title removed"])
        g.advance(to: 2)
        #expect(ids(g) == ["background", "image", "title"])
        #expect(frames(g, "image") == [cell.image])
        // Half-way, the leaving part and the arriving one are both at the midpoint of their flight.
        let back = graph(ThreePartItem())
        back.tap(at: CGPoint(x: cell.image.midX, y: cell.image.midY))
        back.advance(to: 0.5)
        for (id, from, to) in [("background", cell.background, detail.background), ("image", cell.image, detail.image), ("title", cell.title, detail.title)] {
            let middle = CGRect(vector: AnimationTrack(from: from.vector, to: to.vector, animation: .curve(.linear, duration: 1), at: 0).value(at: 0.5))
            #expect(frames(back, id) == [middle, middle], "\(id)")
        }
    }
}
