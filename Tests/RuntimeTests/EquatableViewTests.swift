import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// How often each view's body was read. A reference, so views holding it stay equal however often it
/// is read.
final class BodyReads: @unchecked Sendable {
    var counts: [String: Int] = [:]
    func read(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name] ?? 0 }
}

/// An equatable view: a bar `width` wide with a counter (state of its own, below it) and a caption.
private struct Tile: View, Equatable {
    let name: String
    var width: CGFloat
    let reads: BodyReads
    static func == (a: Tile, b: Tile) -> Bool { a.name == b.name && a.width == b.width }
    var body: some View {
        reads.read(name)
        return VStack(spacing: 0) {
            Color.blue.frame(width: width, height: 10).id("\(name)-bar")
            Counter().id("\(name)-counter")
            Text("abcd").id("\(name)-caption")
        }
    }
}

/// Two tiles, one wide or narrow, and state no tile reads.
private struct Board: View {
    let reads: BodyReads
    @State private var wide = false
    @State private var unrelated = 0
    @State private var large = false
    var body: some View {
        VStack(spacing: 4) {
            Tile(name: "a", width: 30, reads: reads)
            Tile(name: "b", width: wide ? 80 : 40, reads: reads)
            Color.red.frame(width: CGFloat(10 + unrelated), height: 10).id("unrelated").onTapGesture { unrelated += 1 }
            Color.red.frame(width: 10, height: 10).id("wide").onTapGesture { wide.toggle() }
            Color.red.frame(width: 10, height: 10).id("large").onTapGesture { large.toggle() }
        }
        .font(.system(size: large ? 20 : 10))
    }
}

/// Something only a view holds, to see whether the view (and its graph) went away.
final class Sentinel: @unchecked Sendable {}

/// An equatable view with state of its own and a closure that reads it.
private struct Watched: View, Equatable {
    let sentinel: Sentinel
    @State private var count = 0
    static func == (a: Watched, b: Watched) -> Bool { a.sentinel === b.sentinel }
    var body: some View {
        Color.blue.frame(width: CGFloat(10 + count), height: 10).id("watched").onTapGesture { count += 1 }
    }
}

/// An equatable view inside another.
private struct Shelf: View, Equatable {
    var label: String
    let reads: BodyReads
    static func == (a: Shelf, b: Shelf) -> Bool { a.label == b.label }
    var body: some View {
        reads.read("shelf")
        return VStack(spacing: 0) {
            Text(label).id("label")
            Tile(name: "inner", width: 20, reads: reads)
        }
    }
}

private struct Room: View {
    let reads: BodyReads
    @State private var label = "x"
    @State private var unrelated = 0
    var body: some View {
        VStack(spacing: 4) {
            Shelf(label: label, reads: reads)
            Color.red.frame(width: CGFloat(10 + unrelated), height: 10).id("unrelated").onTapGesture { unrelated += 1 }
            Color.red.frame(width: 10, height: 10).id("relabel").onTapGesture { label += "x" }
        }
    }
}

/// An equatable view's body is not read again while it equals the view that built it and no state its
/// body read changed, as SwiftUI skips its body; state below it is read by its own views, which alone
/// are read again, and lives on.
@Suite struct EquatableViewTests {
    @Test func anUnchangedEquatableViewKeepsItsBody() {
        let reads = BodyReads()
        let g = graph(Board(reads: reads))
        #expect(reads["a"] == 1 && reads["b"] == 1)
        g.tap(id: "unrelated")
        #expect(g.frame("unrelated")?.width == 11)
        #expect(reads["a"] == 1)
        #expect(reads["b"] == 1)
        #expect(g.frame("b-bar")?.width == 40)
    }

    @Test func aChangedInputRebuildsOnlyThatView() {
        let reads = BodyReads()
        let g = graph(Board(reads: reads))
        g.tap(id: "wide")
        #expect(g.frame("b-bar")?.width == 80)
        #expect(reads["a"] == 1)
        #expect(reads["b"] == 2)
    }

    @Test func stateBelowRebuildsAndSurvivesReuse() {
        let reads = BodyReads()
        let g = graph(Board(reads: reads))
        g.tap(id: "counter") // a's counter is first in the tree
        g.advance(to: 1)
        g.tap(id: "counter")
        #expect(g.frame("a-counter")?.width == 30)
        #expect(reads["a"] == 1) // only the counter read the state that changed: only its body is read again
        #expect(reads["b"] == 1)
        g.advance(to: 2)
        g.tap(id: "unrelated") // a is kept, and so is its counter's state
        #expect(reads["a"] == 1)
        #expect(g.frame("a-counter")?.width == 30)
        g.advance(to: 3)
        g.tap(id: "wide")      // b is built again; a's counter still counts from where it was
        g.advance(to: 4)
        g.tap(id: "counter")
        #expect(g.frame("a-counter")?.width == 40)
    }

    @Test func anInheritedFontRebuilds() {
        let reads = BodyReads()
        let g = graph(Board(reads: reads))
        #expect(g.frame("a-caption")?.width == 24) // 4 characters × 10 pt × 0.6
        g.tap(id: "large")
        #expect(g.frame("a-caption")?.width == 48)
        #expect(reads["a"] == 1) // the body reads no environment: its text takes the new font, the body is not read again
    }

    @Test func nestedEquatableViewsAreKeptWithTheirParent() {
        let reads = BodyReads()
        let g = graph(Room(reads: reads))
        g.tap(id: "unrelated")
        #expect(reads["shelf"] == 1)
        #expect(reads["inner"] == 1)
        g.advance(to: 1)
        g.tap(id: "relabel") // the shelf is built again, the tile in it is kept
        #expect(reads["shelf"] == 2)
        #expect(reads["inner"] == 1)
        #expect(g.frame("label")?.width == 2 * 17 * 0.6) // "xx" in the body font
        g.advance(to: 2)
        g.tap(id: "counter") // state under both, read by neither: only the counter's body is read again
        #expect(reads["shelf"] == 2)
        #expect(reads["inner"] == 1)
        #expect(g.frame("inner-counter")?.width == 20)
    }

    @Test func aGraphWithKeptViewsGoesAwayWhenReleased() {
        weak var watched: Sentinel?
        do {
            let sentinel = Sentinel()
            watched = sentinel
            var g: ViewGraph? = graph(VStack { Watched(sentinel: sentinel) })
            g?.tap(id: "watched")
            #expect(g?.frame("watched")?.width == 11)
            g = nil
        }
        #expect(watched == nil)
    }
}
