import Foundation
import LayoutCore
import Motion
import Testing
@testable import ViewRuntime

/// A card and a circle sharing the id "card", switched by an `if`/`else` that is the whole body.
struct RootSwitch: View {
    @Namespace private var space
    @State private var expanded = false

    var body: some View {
        if expanded {
            RoundedRectangle(cornerRadius: 20).fill(Color.blue).matchedGeometryEffect(id: "card", in: space)
                .frame(width: 300, height: 200)
                .onTapGesture { withAnimation(.linear(duration: 1)) { expanded = false } }
        } else {
            Circle().fill(Color.blue).matchedGeometryEffect(id: "card", in: space)
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { expanded = true } }
        }
    }
}

/// The same code inside a `VStack`, which centres it exactly where the root is centred.
struct StackedSwitch: View {
    var body: some View {
        VStack { RootSwitch() }
    }
}

/// Two panels switched by a root `if`/`else`, each moving in and out at its own edge by its own width.
struct RootSlide: View {
    @State private var second = false

    var body: some View {
        if second {
            Color.green.frame(width: 200, height: 100).id("second")
                .transition(.move(edge: .trailing))
                .onTapGesture { withAnimation(.linear(duration: 1)) { second = false } }
        } else {
            Color.blue.frame(width: 100, height: 100).id("first")
                .transition(.move(edge: .leading))
                .onTapGesture { withAnimation(.linear(duration: 1)) { second = true } }
        }
    }
}

/// A root `if`/`else` inserts and removes its branches with their transitions and flies the matched view
/// between them, as the same `if`/`else` inside a container does (SwiftUI's hosting view is the root's parent).
@Suite struct RootConditionalTests {
    /// What is drawn of the group: frame, opacity and whether it left the tree, back to front.
    func drawn(_ g: ViewGraph) -> [String] {
        g.matchedGeometry.map { "\($0.frame) \($0.opacity)\($0.isRemoved ? " removed" : "")" }
    }

    @Test func aRootIfElseFadesAndFliesAsInsideAStack() {
        let root = graph(RootSwitch()), stacked = graph(StackedSwitch())
        #expect(drawn(root) == drawn(stacked))
        #expect(root.tap(at: CGPoint(x: 200, y: 200)))
        #expect(stacked.tap(at: CGPoint(x: 200, y: 200)))
        for time in [0.0, 0.25, 0.5, 0.75, 0.99, 1.0, 1.5] {
            if time > 0 {
                root.advance(to: time)
                stacked.advance(to: time)
            }
            #expect(drawn(root) == drawn(stacked), "at \(time)")
        }
        // And back.
        #expect(root.tap(at: CGPoint(x: 200, y: 200)))
        #expect(stacked.tap(at: CGPoint(x: 200, y: 200)))
        for time in [1.5, 1.75, 2.0, 2.5, 3] {
            root.advance(to: time)
            stacked.advance(to: time)
            #expect(drawn(root) == drawn(stacked), "at \(time)")
        }
    }

    @Test func theOutgoingBranchFadesOutWhileTheCardFliesToTheNewOne() {
        let g = graph(RootSwitch())
        let circle = CGRect(x: 150, y: 150, width: 100, height: 100), card = CGRect(x: 50, y: 100, width: 300, height: 200)
        g.tap(at: CGPoint(x: 200, y: 200))
        // On the tap's frame: the circle still drawn (leaving, opaque), the card inserted where the circle is, transparent.
        #expect(g.matchedGeometry.map(\.frame) == [circle, circle])
        #expect(g.matchedGeometry.map(\.opacity) == [1, 0])
        #expect(g.matchedGeometry.map(\.isRemoved) == [true, false])
        g.advance(to: 0.5)
        // Half-way: both at the mid-frame, the circle half faded out and the card half faded in.
        let middle = CGRect(x: 100, y: 125, width: 200, height: 150)
        #expect(g.matchedGeometry.map(\.frame) == [middle, middle])
        #expect(g.matchedGeometry.map(\.opacity) == [0.5, 0.5])
        g.advance(to: 0.99)
        #expect(g.matchedGeometry.count == 2)
        g.advance(to: 1)
        #expect(g.matchedGeometry.map(\.frame) == [card])
        #expect(g.matchedGeometry.map(\.opacity) == [1])
        #expect(!g.isAnimating)
    }

    /// The panels drawn now, back to front: which branch (the `else` one is "first"), frame, opacity and
    /// whether they left the tree. A panel is traced while its transition runs.
    func panels(_ g: ViewGraph) -> [String] {
        let branches = ["_ConditionalContent/false": "first", "_ConditionalContent/true": "second"]
        return g.moment.tracedViews.compactMap { view in
            guard let branch = branches[view.id.split(separator: "/").suffix(2).joined(separator: "/")] else { return nil }
            return "\(branch) \(view.frame.minX) \(view.frame.minY) \(view.frame.width) \(view.opacity)\(view.isRemoved ? " removed" : "")"
        }
    }

    @Test func theOutgoingBranchMovesOutAtItsEdgeWhileTheNewOneMovesIn() {
        let g = graph(RootSlide()), stacked = graph(VStack { RootSlide() })
        #expect(g.frame("first") == CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(g.tap(id: "first"))
        #expect(stacked.tap(id: "first"))
        // Linear over a second: the blue panel (laid out at x 150) moves left by its own 100 points; the green one
        // (laid out at x 100) comes from 200 points to the right, its width. Neither fades.
        let expected: [Double: [String]] = [
            0: ["first 150.0 150.0 100.0 1.0 removed", "second 300.0 150.0 200.0 1.0"],
            0.25: ["first 125.0 150.0 100.0 1.0 removed", "second 250.0 150.0 200.0 1.0"],
            0.5: ["first 100.0 150.0 100.0 1.0 removed", "second 200.0 150.0 200.0 1.0"],
            0.75: ["first 75.0 150.0 100.0 1.0 removed", "second 150.0 150.0 200.0 1.0"],
        ]
        for time in expected.keys.sorted() {
            g.advance(to: time)
            stacked.advance(to: time)
            #expect(panels(g) == expected[time], "at \(time)")
            #expect(panels(stacked) == panels(g), "at \(time)")
        }
        g.advance(to: 1)
        #expect(panels(g) == [])
        #expect(g.frame("second") == CGRect(x: 100, y: 150, width: 200, height: 100))
        #expect(g.frame("first") == nil)
        #expect(!g.isAnimating)
        // And back: the green panel leaves at the trailing edge, the blue one comes in from the leading edge.
        #expect(g.tap(id: "second"))
        g.advance(to: 1.5)
        #expect(panels(g) == ["second 200.0 150.0 200.0 1.0 removed", "first 100.0 150.0 100.0 1.0"])
        g.advance(to: 2)
        #expect(panels(g) == [])
        #expect(g.frame("first") == CGRect(x: 150, y: 150, width: 100, height: 100))
    }
}
