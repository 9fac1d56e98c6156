import HeroSim
import HeroSimTesting
import Testing

@MainActor
@Suite struct PreviewDiscoveryTests {
    /// The previews declared in SamplePreviews.swift, as the test program finds them.
    private var samples: [Preview] { Preview.all.filter { $0.fileID.hasPrefix("PreviewTests") } }

    @Test func everyPreviewIsFoundInFileAndLineOrderThenProviders() {
        // A provider's `.previewDisplayName` names its preview.
        #expect(samples.map(\.name) == ["SamplePreviews 1", "Many", "SamplePreviews 2", "Landscape", "Badge", "Red chip"])
        #expect(samples.map(\.fileID) == Array(repeating: "PreviewTests/SamplePreviews.swift", count: 4) + ["PreviewTests", "PreviewTests"])
        #expect(samples.map(\.line) == [12, 16, 20, 24, 0, 0])
    }

    @Test func traitsDecideTheSize() {
        let engine = RenderingKit().engine
        let sizes = samples.map { $0.size(engine: engine) }
        #expect(sizes[0] == CGSize(width: 390, height: 844))
        #expect(sizes[1] == CGSize(width: 40, height: 24))
        #expect(sizes[2] == CGSize(width: 200, height: 120))
        #expect(sizes[3] == CGSize(width: 844, height: 390))
        #expect(sizes[4] == CGSize(width: 390, height: 844))
        #expect(sizes[5] == CGSize(width: 30, height: 20))     // `.previewLayout(.sizeThatFits)`
    }

    @Test func aPreviewableStateIsOwnedByThePreviewAndStartsFresh() {
        let landscape = samples[3]
        let host = HeadlessHost(landscape.makeView(), size: CGSize(width: 844, height: 390))
        #expect(host.tap(at: CGPoint(x: 422, y: 195)))
        host.advance(by: 0.1)
        #expect(texts(in: host) == ["4"])
        let again = HeadlessHost(landscape.makeView(), size: CGSize(width: 844, height: 390))
        #expect(texts(in: again) == ["3"])
    }

    private func texts(in host: HeadlessHost) -> [String] {
        host.layout.displayList().items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _) = item { return string }
            return nil
        }
    }
}
