import HeroSim
import HeroSimTesting
import Testing

// Preferences and anchors as hand-made hero transitions and measuring views use them: `anchorPreference` on
// the two ends, `overlayPreferenceValue` with a `GeometryReader` that reads `proxy[anchor]`, a geometry
// reader's value sent up to `onPreferenceChange`, named coordinate spaces, and `reduce`/`transformPreference`.

private struct HeroBoundsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

private struct CentreKey: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

private struct SumKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// A card whose copy is drawn over the source's bounds, or the target's once it is open.
private struct HandMadeHero: View {
    @State private var isOpen = false

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
                .anchorPreference(key: HeroBoundsKey.self, value: .bounds) { ["source": $0] }
                .anchorPreference(key: CentreKey.self, value: .center) { $0 }
            Spacer()
            Color.blue.frame(width: 200, height: 100)
                .anchorPreference(key: HeroBoundsKey.self, value: .bounds) { ["target": $0] }
        }
        .frame(width: 300, height: 400)
        .overlayPreferenceValue(HeroBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[isOpen ? "target" : "source"] {
                    let rect = proxy[anchor]
                    Color.green.frame(width: rect.width, height: rect.height).id("copy").offset(x: rect.minX, y: rect.minY)
                }
            }
        }
        .backgroundPreferenceValue(CentreKey.self) { centre in
            GeometryReader { proxy in
                if let centre {
                    let point = proxy[centre]
                    Color.yellow.frame(width: 2, height: 2).id("centre").offset(x: point.x - 1, y: point.y - 1)
                }
            }
        }
        .onTapGesture { isOpen.toggle() }
    }
}

/// What `onPreferenceChange` heard.
private final class Heard {
    var offsets: [CGFloat] = []
    var sums: [CGFloat] = []
}

/// A view measured from inside a background geometry reader, in a named space.
private struct Measured: View {
    let heard: Heard
    @State private var isTall = false

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: isTall ? 60 : 30)
            Color.blue.frame(width: 100, height: 50)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: SumKey.self, value: proxy.frame(in: .named("card")).minY)
                })
        }
        .padding(10)
        .coordinateSpace(.named("card"))
        .onPreferenceChange(SumKey.self) { heard.offsets.append($0) }
        .onTapGesture { isTall.toggle() }
    }
}

@Suite struct PreferenceTests {
    @Test func anOverlayReadsTheAnchorsOfItsContentInItsOwnCoordinates() throws {
        let host = HeadlessHost(HandMadeHero(), size: CGSize(width: 300, height: 400))
        // The source is centred at the top, the target at the bottom of the 300 × 400 column.
        #expect(host.layout.frame(of: "copy") == CGRect(x: 130, y: 0, width: 40, height: 40))
        #expect(host.layout.frame(of: "centre") == CGRect(x: 149, y: 19, width: 2, height: 2))
        #expect(host.tap(at: CGPoint(x: 150, y: 350)))
        host.advance(by: 0.1)
        #expect(host.layout.frame(of: "copy") == CGRect(x: 50, y: 300, width: 200, height: 100))
    }

    @Test func onPreferenceChangeHearsAGeometryReadersValueInANamedSpace() throws {
        let heard = Heard()
        let host = HeadlessHost(Measured(heard: heard), size: CGSize(width: 300, height: 300))
        // 10 of padding and the 30-point spacer above the measured view, in the card's coordinates.
        #expect(heard.offsets == [40])
        #expect(host.tap(at: CGPoint(x: 150, y: 150)))
        host.advance(by: 0.1)
        #expect(heard.offsets == [40, 70])
    }

    @Test func siblingsValuesAreReducedInOrderAndTransformed() throws {
        let heard = Heard()
        let view = VStack {
            Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 1)
            HStack {
                Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 2)
                Color.red.frame(width: 10, height: 10)
            }
            .transformPreference(SumKey.self) { $0 *= 10 }
            VStack { Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 5) }
                .preference(key: SumKey.self, value: 100)
        }
        .onPreferenceChange(SumKey.self) { heard.sums.append($0) }
        _ = HeadlessHost(view, size: CGSize(width: 100, height: 100))
        // 1, then the row's 2 × 10, then 100 replacing the 5 inside it.
        #expect(heard.sums == [121])
    }
}
