import Foundation
import LayoutCore
import Observation
import Testing
import ViewRuntime

/// A model with per-property tracking, as an iOS 17 app writes it.
@Observable private final class Library {
    var selected: Int?
    var titles = ["a", "b", "c"]
    var volume = 0
    var unread = 0
}

/// A cell that reads the selection in its body.
private struct Cell: View {
    let library: Library
    let index: Int
    let reads: BodyReads
    var body: some View {
        reads.read("cell \(index)")
        return Color.blue.frame(width: library.selected == index ? 60 : 20, height: 20).id(index)
            .onTapGesture { withAnimation(.linear(duration: 1)) { library.selected = index } }
    }
}

/// Owns the model in `@State`; reads its titles only inside a `ForEach`'s content.
private struct Shelf: View {
    let reads: BodyReads
    @State private var library = Library()
    var body: some View {
        reads.read("shelf")
        return VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in Cell(library: library, index: index, reads: reads) }
            }
            ForEach(0..<3, id: \.self) { index in Text(library.titles[index]).id("title \(index)") }
            Color.red.frame(width: 10, height: 10).id("rename").onTapGesture { library.titles[0] = "abcdef" }
            Color.red.frame(width: 10, height: 10).id("unread").onTapGesture { library.unread += 1 }
            VolumeSlider(library: library, reads: reads)
        }
    }
}

/// Changes the model through a binding made by `@Bindable`.
private struct VolumeSlider: View {
    @Bindable var library: Library
    let reads: BodyReads
    var body: some View {
        reads.read("slider")
        return VolumeKnob(volume: $library.volume)
    }
}

/// Reads and writes a number through a binding.
private struct VolumeKnob: View {
    @Binding var volume: Int
    var body: some View {
        Color.green.frame(width: CGFloat(10 + volume), height: 10).id("knob").onTapGesture { volume += 5 }
    }
}

/// A view handed a model from outside the graph.
private struct Badge: View {
    let library: Library
    var body: some View { Color.orange.frame(width: CGFloat(10 + library.unread), height: 10).id("badge") }
}

/// `@Observable` models: a view's body is read again when a property it read changes, and only then;
/// a property read while the view is built (in a `ForEach`'s content) builds it again without reading
/// its body; `@Bindable` makes bindings to a model's properties.
@Suite struct ObservableModelTests {
    @Test func aPropertyChangeReadsTheBodiesThatReadIt() {
        let reads = BodyReads()
        let g = graph(Shelf(reads: reads))
        g.tap(id: 1)
        g.advance(to: 0.5)
        #expect(g.frame(1)?.width == 40) // linear, halfway from 20 to 60
        g.advance(to: 1)
        #expect(g.frame(1)?.width == 60)
        #expect(reads["shelf"] == 1) // the shelf does not read the selection
        #expect(reads["cell 0"] == 2 && reads["cell 1"] == 2 && reads["cell 2"] == 2)
        #expect(reads["slider"] == 1)
    }

    @Test func aPropertyReadInAForEachBuildsTheViewAgainWithoutItsBody() {
        let reads = BodyReads()
        let g = graph(Shelf(reads: reads))
        #expect(g.frame("title 0")?.width == 1 * 17 * 0.6)
        g.tap(id: "rename")
        #expect(g.frame("title 0")?.width == 6 * 17 * 0.6)
        #expect(reads["shelf"] == 1)
        #expect(reads["cell 0"] == 1)
    }

    @Test func aPropertyNobodyReadsReadsNoBody() {
        let reads = BodyReads()
        let g = graph(Shelf(reads: reads))
        g.tap(id: "unread")
        #expect(reads.counts == ["shelf": 1, "cell 0": 1, "cell 1": 1, "cell 2": 1, "slider": 1])
    }

    @Test func bindableMakesBindingsToTheModel() {
        let reads = BodyReads()
        let g = graph(Shelf(reads: reads))
        g.tap(id: "knob")
        #expect(g.frame("knob")?.width == 15)
        g.tap(id: "knob")
        #expect(g.frame("knob")?.width == 20)
        #expect(reads["shelf"] == 1)
    }

    @Test func aChangeMadeOutsideTheGraphShowsAtTheNextFrame() {
        let library = Library()
        let g = graph(Badge(library: library))
        library.unread = 4
        g.advance(to: 0.1)
        #expect(g.frame("badge")?.width == 14)
    }
}
