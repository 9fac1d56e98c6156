import Foundation
import HeroSim
import Testing

/// Every SwiftUI snippet of the five seed documents, verbatim with only `import SwiftUI` changed to
/// `import HeroSim` (in `Snippets/`, one enum per snippet; a harness supplies the helper views a
/// fragment refers to), compiles, and each view lays out and draws in a 390×844 window. The snippets that
/// are a type (000_12, 004_8) or a declaration (000_14, 004_10) are compiled as the annotation of, or a
/// call to, what they describe.
@Suite struct SeedSnippetTests {
    /// Each snippet's view, by snippet name (seed file number and position).
    static var views: [(String, AnyView)] { [
        ("000_1", AnyView(S000_1.SameView())),
        ("000_2", AnyView(S000_2.Host())),
        ("000_3", AnyView(S000_3.Demo1View())),
        ("000_4", AnyView(S000_4.Host())),
        ("000_5", AnyView(S000_5.Host())),
        ("000_6", AnyView(S000_6.Host())),
        ("000_7", AnyView(S000_7.Host())),
        ("000_8", AnyView(S000_8.Host())),
        ("000_9", AnyView(S000_9.Host())),
        ("000_10", AnyView(Text("Content").modifier(S000_10.AdaptiveSheetModifier(isPresented: .constant(true)) { Text("Sheet") }))),
        ("000_11", AnyView(S000_11.Host())),
        ("000_13", AnyView(S000_13.Host())),
        ("000_15", AnyView(S000_15.Host())),
        ("000_16", AnyView(S000_16.SafeAreaView())),
        ("001_1", AnyView(S001_1.ContentView())),
        ("001_2", AnyView(S001_2.ContentView())),
        ("001_3", AnyView(S001_3.ContentView())),
        ("002_1", AnyView(S002_1.Host())),
        ("002_2", AnyView(S002_2.Host())),
        ("002_3", AnyView(S002_3.Host())),
        ("002_4", AnyView(S002_4.Host())),
        ("003_1", AnyView(S003_1.BackgroundAndOverlayBootcamp())),
        ("003_1 previews", AnyView(S003_1.BackgroundAndOverlayBootcamp_Previews.previews)),
        ("004_1", AnyView(S004_1.Host())),
        ("004_2", AnyView(S004_2.Demo1View())),
        ("004_3", AnyView(S004_3.Host())),
        ("004_4", AnyView(S004_4.Host())),
        ("004_5", AnyView(S004_5.Host())),
        ("004_6", AnyView(Text("Content").modifier(S004_6.AdaptiveSheetModifier(isPresented: .constant(true)) { Text("Sheet") }))),
        ("004_7", AnyView(S004_7.Host())),
        ("004_9", AnyView(S004_9.Host())),
    ] }

    @Test(arguments: SeedSnippetTests.views.map(\.0))
    func laysOutAndDraws(_ name: String) throws {
        let view = try #require(Self.views.first { $0.0 == name }?.1)
        let graph = ViewGraph(view, host: LayoutHost(size: CGSize(width: 390, height: 844)), engine: LayoutEngine())
        // More than the window's background is drawn, the root has a size, and nothing was bad input.
        let items = graph.displayList.items
        #expect(items.count > 1)
        #expect(graph.layout.rootFrame.width > 0 && graph.layout.rootFrame.height > 0)
        #expect(graph.warnings.isEmpty)
    }
}
