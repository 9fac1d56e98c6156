import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// State lives with the view's structural identity: `if`/`else` makes two views, an overlay keeps one.
@Suite struct StateIdentityTests {
    struct Branching: View {
        @State var flag = false
        var body: some View {
            VStack {
                if flag { Counter() } else { Counter() }
                Color.red.frame(width: 20, height: 20).id("toggle").onTapGesture { flag.toggle() }
            }
        }
    }

    struct Overlaid: View {
        @State var flag = false
        var body: some View {
            VStack {
                Counter().overlay { if flag { Color.green.frame(width: 5, height: 5) } }
                Color.red.frame(width: 20, height: 20).id("toggle").onTapGesture { flag.toggle() }
            }
        }
    }

    @Test func stateSurvivesBodyReevaluation() {
        let g = graph(Counter())
        #expect(g.frame("counter")?.width == 10)
        g.tap(id: "counter")
        g.tap(id: "counter")
        g.advance(to: 1)
        g.tap(id: "counter")
        #expect(g.frame("counter")?.width == 40)
    }

    @Test func ifElseBranchesAreDifferentViewsAndLoseTheirState() {
        let g = graph(Branching())
        g.tap(id: "counter")
        g.advance(to: 1)
        g.tap(id: "counter")
        #expect(g.frame("counter")?.width == 30)
        g.advance(to: 2)
        g.tap(id: "toggle")
        #expect(g.frame("counter")?.width == 10)
        g.advance(to: 3)
        g.tap(id: "toggle")
        #expect(g.frame("counter")?.width == 10)
    }

    @Test func anOverlayThatComesAndGoesKeepsThePrimaryViewsState() {
        let g = graph(Overlaid())
        g.tap(id: "counter")
        g.advance(to: 1)
        g.tap(id: "counter")
        g.advance(to: 2)
        g.tap(id: "toggle")
        #expect(g.frame("counter")?.width == 30)
        g.advance(to: 3)
        g.tap(id: "toggle")
        #expect(g.frame("counter")?.width == 30)
    }

    @Test func aBindingWritesTheOwnersState() {
        struct Child: View {
            @Binding var value: Int
            var body: some View { Color.gray.frame(width: 20, height: 20).id("child").onTapGesture { value += 5 } }
        }
        struct Parent: View {
            @State var value = 1
            var body: some View {
                VStack { Child(value: $value); Color.black.frame(width: CGFloat(value), height: 1).id("bar") }
            }
        }
        let g = graph(Parent())
        g.tap(id: "child")
        #expect(g.frame("bar")?.width == 6)
    }
}
