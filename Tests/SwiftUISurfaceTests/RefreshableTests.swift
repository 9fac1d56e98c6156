import HeroSim
import HeroSimTesting
import Testing

// `.refreshable` as a feed writes it: pulled down past its top and let go, the list runs the action
// (an async load of two seconds), resting 60 pt down under a spinner until it returns.

private struct Feed: View {
    @State private var posts = ["First"]
    @State private var loads = 0

    var body: some View {
        List(posts, id: \.self) { Text($0) }
            .listStyle(.plain)
            .refreshable {
                try? await Task.sleep(for: .seconds(2))
                loads += 1
                posts.insert("New \(loads)", at: 0)
            }
    }
}

@MainActor
@Suite struct RefreshableTests {
    @Test func aLongPullRefreshesUnderTheSpinnerThenSpringsBack() throws {
        let host = HeadlessHost(Feed(), size: CGSize(width: 390, height: 600))
        let first = try #require(host.textFrames("First").last)
        // From below the rows: the whole scroll view takes the drag, as a UIScrollView does.
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.5)
        host.advance(by: 1.5)
        let resting = try #require(host.textFrames("First").last)
        #expect(abs(resting.minY - (first.minY + 60)) < 1e-6, "rests 60 pt down: \(resting.minY) vs \(first.minY)")
        #expect(host.texts == ["First"], "the load has not returned yet")
        host.advance(by: 2)
        #expect(host.texts == ["New 1", "First"])
        let back = try #require(host.textFrames("New 1").last)
        #expect(abs(back.minY - first.minY) < 1e-6, "sprung back to the top")
    }

    @Test func aShortPullSpringsBackWithoutRefreshing() throws {
        let host = HeadlessHost(Feed(), size: CGSize(width: 390, height: 600))
        let first = try #require(host.textFrames("First").last)
        // 80 pt of finger pull the content down (1 - 1 / (80 × 0.55 / 600 + 1)) × 600 = 41 pt: short of 70.
        host.drag(from: CGPoint(x: 200, y: 20), to: CGPoint(x: 200, y: 100), duration: 0.5)
        host.advance(by: 3)
        #expect(host.texts == ["First"])
        #expect(host.textFrames("First").last?.minY == first.minY)
    }
}
