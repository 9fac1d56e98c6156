import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// A photo with an identity of its own, made when the view holding it is made.
private struct Photo: Identifiable {
    let id = UUID()
    let name: String
}

/// A grid that owns its selection and stores its photos, each with a fresh `UUID()`: the common shape
/// of public hero code. Tapping a photo widens it.
private struct PhotoGrid: View {
    let photos = [Photo(name: "a"), Photo(name: "b"), Photo(name: "c")]
    @State private var selected: UUID?
    var body: some View {
        HStack(spacing: 0) {
            ForEach(photos) { photo in
                Color.blue.frame(width: selected == photo.id ? 100 : 40, height: 40).id(photo.name)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { selected = photo.id } }
            }
        }
    }
}

/// The root of the photo grid: reads no state.
private struct PhotoScreen: View {
    var body: some View { PhotoGrid() }
}

/// A card that owns whether it is liked, and counts its body reads.
private struct LikeCard: View {
    let index: Int
    let reads: BodyReads
    @State private var liked = false
    var body: some View {
        reads.read("card")
        return Color.red.frame(width: liked ? 20 : 10, height: 10).id(index).onTapGesture { liked.toggle() }
    }
}

/// Many cards in a stack, and a count of the stack's body reads.
private struct LikeList: View {
    let count: Int
    let reads: BodyReads
    var body: some View {
        reads.read("list")
        return VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in LikeCard(index: index, reads: reads) }
        }
    }
}

/// A switch that reads its state only through a binding its parent hands it.
private struct Switch: View {
    @Binding var isOn: Bool
    let reads: BodyReads
    var body: some View {
        reads.read("switch")
        return Color.green.frame(width: isOn ? 30 : 10, height: 10).id("switch").onTapGesture { isOn.toggle() }
    }
}

/// A label that shows a number it is handed.
private struct NumberLabel: View {
    let value: Int
    let name: String
    let reads: BodyReads
    var body: some View {
        reads.read(name)
        return Color.gray.frame(width: CGFloat(10 + value), height: 10).id(name)
    }
}

/// Owns two values; passes one down as a binding without reading it, reads the other itself.
private struct Settings: View {
    let reads: BodyReads
    @State private var isOn = false
    @State private var volume = 0
    @State private var never = 0
    var body: some View {
        reads.read("settings")
        return VStack(spacing: 0) {
            Switch(isOn: $isOn, reads: reads)
            NumberLabel(value: volume, name: "volume", reads: reads)
            NumberLabel(value: 1, name: "fixed", reads: reads)
            Color.red.frame(width: 10, height: 10).id("louder").onTapGesture { volume += 5 }
            Color.red.frame(width: 10, height: 10).id("never").onTapGesture { never += 1 }
        }
    }
}

/// Reads its state only inside the content closure of a `ForEach`, not in `body` itself.
private struct Lazily: View {
    let reads: BodyReads
    @State private var wide = false
    var body: some View {
        reads.read("lazily")
        return VStack(spacing: 0) {
            ForEach(0..<2, id: \.self) { index in
                Color.blue.frame(width: wide ? 50 : 20, height: 10).id("lazy-\(index)").onTapGesture { wide.toggle() }
            }
        }
    }
}

/// Reads its state only inside a geometry reader's content, which is built while the tree is laid out.
private struct Measured: View {
    let reads: BodyReads
    @State private var half = false
    var body: some View {
        reads.read("measured")
        return GeometryReader { proxy in
            Color.blue.frame(width: proxy.size.width / (half ? 2 : 4), height: 10).id("measured").onTapGesture { half.toggle() }
        }
        .frame(width: 200, height: 50)
    }
}

/// A state change reads again only the bodies of the views that read that state, and of views whose
/// inputs changed, as SwiftUI does; every other view keeps its value, its stored properties and its nodes.
@Suite struct DependencyTrackingTests {
    @Test func aChildThatOwnsItsStateKeepsItsStoredIdentities() {
        let g = graph(PhotoScreen())
        #expect(g.frame("b")?.width == 40)
        g.tap(id: "b")
        g.advance(to: 0.5)
        #expect(g.frame("b")?.width == 70) // linear, halfway from 40 to 100: the photo kept its UUID
        g.advance(to: 1)
        #expect(g.frame("b")?.width == 100)
        #expect(g.frame("a")?.width == 40)
        g.advance(to: 2)
        g.tap(id: "a")
        g.advance(to: 3)
        #expect(g.frame("a")?.width == 100)
        #expect(g.frame("b")?.width == 40)
    }

    @Test func aChangeInOneCardReadsOnlyThatCardsBody() {
        let reads = BodyReads()
        let g = graph(LikeList(count: 100, reads: reads), size: CGSize(width: 400, height: 1200))
        #expect(reads["list"] == 1 && reads["card"] == 100)
        g.tap(id: 42)
        #expect(g.frame(42)?.width == 20)
        #expect(reads["list"] == 1)
        #expect(reads["card"] == 101)
        g.advance(to: 1)
        g.tap(id: 7)
        g.tap(id: 42)
        #expect(g.frame(7)?.width == 20 && g.frame(42)?.width == 10)
        #expect(reads["card"] == 103)
    }

    /// The figure: a change in one of 10,000 cards (all built: a plain stack) reads one card's body.
    @Test func aChangeInOneOf10000CardsReadsOnlyThatCardsBody() {
        let reads = BodyReads()
        // 100,000 points of cards centred in the window: cards 4,940 to 5,059 are on screen.
        let g = graph(LikeList(count: 10_000, reads: reads), size: CGSize(width: 400, height: 1200))
        #expect(reads["list"] == 1 && reads["card"] == 10_000)
        #expect(g.frame(5_000) == CGRect(x: 195, y: 600, width: 10, height: 10))
        g.tap(id: 5_000)
        #expect(g.frame(5_000)?.width == 20)
        #expect(reads["list"] == 1)
        #expect(reads["card"] == 10_001)
        g.tap(id: 4_950)
        #expect(g.frame(4_950)?.width == 20 && g.frame(5_000)?.width == 20 && g.frame(5_001)?.width == 10)
        #expect(reads["list"] == 1)
        #expect(reads["card"] == 10_002)
    }

    @Test func stateReadOnlyThroughABindingReadsOnlyTheReader() {
        let reads = BodyReads()
        let g = graph(Settings(reads: reads))
        g.tap(id: "switch")
        #expect(g.frame("switch")?.width == 30)
        #expect(reads["settings"] == 1)
        #expect(reads["switch"] == 2)
        #expect(reads["volume"] == 1 && reads["fixed"] == 1)
    }

    @Test func stateTheParentReadsReadsTheParentAndTheChildrenWhoseInputsChanged() {
        let reads = BodyReads()
        let g = graph(Settings(reads: reads))
        g.tap(id: "louder")
        #expect(g.frame("volume")?.width == 15)
        #expect(reads["settings"] == 2)
        #expect(reads["volume"] == 2) // its value changed
        #expect(reads["fixed"] == 1)  // same value: not read again
        // The switch's binding points at the same state, whose value did not change: the same input.
        #expect(reads["switch"] == 1)
    }

    @Test func stateNobodyReadsReadsNoBody() {
        let reads = BodyReads()
        let g = graph(Settings(reads: reads))
        g.tap(id: "never")
        #expect(reads.counts == ["settings": 1, "switch": 1, "volume": 1, "fixed": 1])
    }

    @Test func stateReadInAForEachClosureUpdatesItsView() {
        let reads = BodyReads()
        let g = graph(Lazily(reads: reads))
        g.tap(id: "lazy-1")
        #expect(g.frame("lazy-0")?.width == 50 && g.frame("lazy-1")?.width == 50)
        g.tap(id: "lazy-0")
        #expect(g.frame("lazy-0")?.width == 20 && g.frame("lazy-1")?.width == 20)
    }

    @Test func stateReadInAGeometryReaderUpdatesItsContent() {
        let reads = BodyReads()
        let g = graph(Measured(reads: reads))
        #expect(g.frame("measured")?.width == 50)
        g.tap(id: "measured")
        #expect(g.frame("measured")?.width == 100)
        g.tap(id: "measured")
        #expect(g.frame("measured")?.width == 50)
    }
}
