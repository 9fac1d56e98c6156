import HeroSim
import HeroSimTesting
import Testing

/// Dynamic Type: text in a text style takes the size Apple's Human Interface Guidelines give it at the reader's
/// text size (iOS Dynamic Type sizes: body 14, 15, 16, 17, 19, 21, 23 from xSmall to xxxLarge, then 28, 33, 40,
/// 47, 53 at AX1 … AX5); a font of a fixed size keeps it; a range keeps the size within it.
@MainActor
@Suite struct DynamicTypeTests {
    /// The point size of each text drawn, by its string.
    private func sizes<V: View>(_ view: V) -> [String: CGFloat] {
        let host = HeadlessHost(view, size: CGSize(width: 390, height: 844))
        var found: [String: CGFloat] = [:]
        for item in host.layout.displayList().items {
            if case .text(let string, let font, _, _, _) = item { found[string] = font.size }
        }
        return found
    }

    @Test func textStylesTakeTheirSizeAtTheReadersTextSize() {
        let drawn = sizes(VStack {
            Text("body").font(.body).dynamicTypeSize(.xxxLarge)
            Text("body AX3").font(.body).environment(\.dynamicTypeSize, .accessibility3)
            Text("title xSmall").font(.title).dynamicTypeSize(.xSmall)
            Text("caption2 AX5").font(.caption2).dynamicTypeSize(.accessibility5)
            Text("default").dynamicTypeSize(.xLarge)
            Text("large")
        })
        #expect(drawn["body"] == 23)
        #expect(drawn["body AX3"] == 40)
        #expect(drawn["title xSmall"] == 25)
        #expect(drawn["caption2 AX5"] == 41)
        #expect(drawn["default"] == 19)   // text with no font of its own is body text
        #expect(drawn["large"] == 17)
    }

    @Test func aFixedSizeKeepsItsSizeAndWeightsKeepTheirStyle() {
        let drawn = sizes(VStack {
            Text("fixed").font(.system(size: 17))
            Text("headline").font(.headline)
            Text("bold title").font(.title.bold())
        }.dynamicTypeSize(.accessibility5))
        #expect(drawn["fixed"] == 17)
        #expect(drawn["headline"] == 53)
        #expect(drawn["bold title"] == 58)
    }

    @Test func aRangeKeepsTheSizeWithinIt() {
        let drawn = sizes(VStack {
            Text("capped").font(.body).dynamicTypeSize(...DynamicTypeSize.xxLarge)
            Text("raised").font(.body).dynamicTypeSize(DynamicTypeSize.large...).environment(\.dynamicTypeSize, .xSmall)
            Text("inside").font(.body).dynamicTypeSize(DynamicTypeSize.small..<DynamicTypeSize.accessibility1)
        }.dynamicTypeSize(.accessibility5))
        #expect(drawn["capped"] == 21)
        #expect(drawn["raised"] == 17)   // xSmall, set outside the range, is raised to its lower end
        #expect(drawn["inside"] == 23)
    }

    @Test func aViewReadsTheTextSize() {
        struct Reader: View {
            @Environment(\.dynamicTypeSize) private var size
            var body: some View {
                Text(size.isAccessibilitySize ? "accessibility" : "standard")
            }
        }
        #expect(sizes(Reader().dynamicTypeSize(.accessibility2)).keys.first == "accessibility")
        #expect(sizes(Reader()).keys.first == "standard")
        #expect(DynamicTypeSize.allCases.count == 12 && DynamicTypeSize.xxxLarge < .accessibility1)
    }
}
