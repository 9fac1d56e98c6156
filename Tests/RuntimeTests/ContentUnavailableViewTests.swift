import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// ContentUnavailableView: an empty state that fills its space, its parts centred one above the other.
@Suite struct ContentUnavailableViewTests {
    /// The strings the display list draws, top to bottom, with their frames.
    func texts(_ host: HeadlessHost) -> [(String, CGRect)] {
        host.graph.displayList.items.compactMap { item in
            if case .text(let string, _, _, let frame, _) = item { return (string, frame) }
            return nil
        }
    }

    @Test func itFillsItsSpaceWithTheLabelAboveTheDescriptionCentred() throws {
        let host = HeadlessHost(ContentUnavailableView("No Mail", systemImage: "tray.fill",
                                                       description: Text("New mail appears here.")).id("empty"),
                                size: CGSize(width: 390, height: 600))
        #expect(host.layout.frame(of: "empty") == CGRect(x: 0, y: 0, width: 390, height: 600))
        let drawn = texts(host)
        #expect(drawn.map(\.0) == ["No Mail", "New mail appears here."])
        let title = drawn[0].1, description = drawn[1].1
        #expect(title.midX == 195 && description.midX == 195)
        #expect(description.minY > title.maxY)
        // The symbol (48 points) sits above the title, centred.
        let symbol = try #require(host.graph.displayList.items.compactMap { item -> CGRect? in
            if case .symbol(_, let frame) = item { return frame }
            return nil
        }.first)
        #expect(symbol.size == CGSize(width: 48, height: 48) && symbol.midX == 195 && symbol.maxY + 12 == title.minY)
    }

    @Test func searchSaysNoResultsForTheText() {
        let host = HeadlessHost(ContentUnavailableView.search(text: "hero"),
                                size: CGSize(width: 390, height: 600))
        #expect(texts(host).map(\.0) == ["No Results for \u{201C}hero\u{201D}", "Check the spelling or try a new search."])
    }
}
