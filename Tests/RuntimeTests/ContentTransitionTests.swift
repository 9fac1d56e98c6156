import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// `contentTransition(_:)` on a text whose string changes in an animated change (Apple's documentation of
/// `ContentTransition`): `.opacity`, the default, cross-fades the old string out as the new one fades in;
/// `.numericText` rolls the characters that changed, up as the number grows (or with `countsDown: false`),
/// down as it shrinks (or `countsDown: true`); `.identity` shows the new string at once. Without an
/// animation nothing plays.
@Suite struct ContentTransitionTests {
    struct Counter: View {
        let transition: ContentTransition?
        var animated = true
        @State private var count = 98
        var body: some View {
            VStack(alignment: .leading) {
                text.id("count")
                Color.red.frame(width: 10, height: 10).id("plus")
                    .onTapGesture { withAnimation(animated ? .linear(duration: 1) : nil) { count += 3 } }
                Color.blue.frame(width: 10, height: 10).id("minus")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { count -= 3 } }
            }
        }
        @ViewBuilder var text: some View {
            if let transition {
                Text("\(count)").font(.largeTitle).contentTransition(transition)
            } else {
                Text("\(count)").font(.largeTitle)
            }
        }
    }

    /// Each string drawn, with its opacity and its frame's top.
    func drawn(_ host: HeadlessHost) -> [(string: String, opacity: Double, y: Double)] {
        var out: [(String, Double, Double)] = []
        func visit(_ placed: PlacedNode, _ alpha: Double) {
            var alpha = alpha
            if case .opacity(let a) = placed.node.kind { alpha *= a }
            if case .text(let string, _, _, _) = placed.node.kind { out.append((string, alpha, placed.frame.minY)) }
            placed.children.forEach { visit($0, alpha) }
        }
        visit(host.graph.presentedRoot, 1)
        return out.map { (string: $0.0, opacity: $0.1, y: $0.2) }
    }

    func tap(_ host: HeadlessHost, _ id: String) {
        let frame = host.layout.frame(of: id)!
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test func theDefaultCrossFades() {
        let host = HeadlessHost(Counter(transition: nil), size: CGSize(width: 300, height: 200))
        tap(host, "plus")
        host.advance(by: 0.25)
        let strings = drawn(host)
        #expect(strings.map(\.string) == ["98", "101"])
        #expect(abs(strings[0].opacity - 0.75) < 1e-9 && abs(strings[1].opacity - 0.25) < 1e-9)
        host.advance(by: 1)
        #expect(drawn(host).map(\.string) == ["101"])
    }

    @Test func numericTextRollsTheChangedCharactersUp() throws {
        let host = HeadlessHost(Counter(transition: .numericText()), size: CGSize(width: 300, height: 200))
        let frame = try #require(host.layout.frame(of: "count"))
        tap(host, "plus")
        host.advance(by: 0.5)
        // "98" → "101": no shared characters; every new one rises from half a line below, every old one
        // leaves upwards, half-way and half faded each.
        let strings = drawn(host)
        let lift = frame.height * contentRollDistance * 0.5
        #expect(strings.map(\.string) == ["1", "0", "1", "9", "8"])
        for piece in strings.prefix(3) { #expect(abs(piece.y - (frame.minY + lift)) < 1e-9 && abs(piece.opacity - 0.5) < 1e-9) }
        for piece in strings.suffix(2) { #expect(abs(piece.y - (frame.minY - lift)) < 1e-9 && abs(piece.opacity - 0.5) < 1e-9) }
    }

    @Test func numericTextValueRollsDownWhenTheValueShrinksAndKeepsSharedCharacters() throws {
        struct Score: View {
            @State private var score = 125
            var body: some View {
                VStack {
                    Text("\(score)").contentTransition(.numericText(value: Double(score))).id("score")
                    Color.red.frame(width: 10, height: 10).id("minus").onTapGesture { withAnimation(.linear(duration: 1)) { score -= 10 } }
                }
            }
        }
        let host = HeadlessHost(Score(), size: CGSize(width: 300, height: 200))
        let frame = try #require(host.layout.frame(of: "score"))
        tap(host, "minus")
        host.advance(by: 0.25)
        // "125" → "115": the "1" and "5" stay on the line; the "1" replacing the "2" comes from above.
        let strings = drawn(host)
        let lift = frame.height * contentRollDistance
        #expect(strings.map(\.string) == ["1", "1", "5", "2"])
        #expect(strings[0].y == frame.minY && strings[2].y == frame.minY)
        #expect(abs(strings[1].y - (frame.minY - lift * 0.75)) < 1e-9)
        #expect(abs(strings[3].y - (frame.minY + lift * 0.25)) < 1e-9)
    }

    @Test func identityAndUnanimatedChangesShowTheNewStringAtOnce() {
        let identity = HeadlessHost(Counter(transition: .identity), size: CGSize(width: 300, height: 200))
        tap(identity, "plus")
        identity.advance(by: 0.25)
        #expect(drawn(identity).map(\.string) == ["101"])
        let unanimated = HeadlessHost(Counter(transition: .numericText(), animated: false), size: CGSize(width: 300, height: 200))
        tap(unanimated, "plus")
        unanimated.advance(by: 0.25)
        #expect(drawn(unanimated).map(\.string) == ["101"])
    }

    @Test func countsDownIsTheDirectionGiven() {
        #expect(ContentTransition.numericText(countsDown: true).rollsDown(from: .opacity) == true)
        #expect(ContentTransition.numericText().rollsDown(from: .opacity) == false)
        #expect(ContentTransition.numericText(value: 3).rollsDown(from: .numericText(value: 4)) == true)
        #expect(ContentTransition.opacity.rollsDown(from: .opacity) == nil)
    }
}
