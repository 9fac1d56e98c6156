import HeroSim
import HeroSimTesting
import Testing

// Symbol effects as iOS 17 code writes them: a bell that bounces when a count changes, a pulsing
// indicator, a symbol held larger while selected, and a symbol replaced by another.

private struct Bell: View {
    let options: SymbolEffectOptions
    @State private var count = 0
    var body: some View {
        Image(systemName: "bell.fill")
            .font(.system(size: 40))
            .symbolEffect(.bounce, options: options, value: count)
            .frame(width: 200, height: 200)
            .onTapGesture { count += 1 }
    }
}

private struct Indicator: View {
    let active: Bool
    var body: some View {
        Image(systemName: "wifi").font(.system(size: 40))
            .symbolEffect(.pulse, isActive: active)
            .symbolEffect(.scale.up, isActive: active)
            .frame(width: 200, height: 200)
    }
}

private struct Favourite: View {
    @State private var on = false
    var body: some View {
        Image(systemName: on ? "heart.fill" : "heart").font(.system(size: 40))
            .contentTransition(.symbolEffect(.replace))
            .frame(width: 200, height: 200)
            .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
}

@Suite struct SymbolEffectTests {
    /// The width of the symbol's ink at the middle row: 40 points of glyph scaled, measured in pixels.
    func inkWidth(_ host: HeadlessHost) -> Int {
        let image = host.render()
        let xs = (0..<200).filter { image.pixel(x: $0, y: 100) & 0xFFFFFF != 0xFFFFFF }
        return (xs.last ?? 0) - (xs.first ?? 0)
    }

    @Test func aBounceGrowsTheSymbolAndBringsItBackOnEachChange() {
        let host = HeadlessHost(Bell(options: .default), size: CGSize(width: 200, height: 200))
        let rest = inkWidth(host)
        _ = host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.15)
        let peak = inkWidth(host)
        // HeroSim's bounce peaks at 1.2 times the size 0.15 s in.
        #expect(abs(Double(peak) - Double(rest) * 1.2) <= 2, "rest \(rest), peak \(peak)")
        host.advance(by: 0.5)
        #expect(inkWidth(host) == rest)
        #expect(!host.isAnimating)
    }

    @Test func removedEffectsDoNotPlay() {
        let host = HeadlessHost(Bell(options: .default).symbolEffectsRemoved(), size: CGSize(width: 200, height: 200))
        let rest = inkWidth(host)
        _ = host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.15)
        #expect(inkWidth(host) == rest, "no bounce")
        #expect(!host.isAnimating)
    }

    @Test func repeatAndSpeedOptions() {
        let twice = HeadlessHost(Bell(options: .repeat(2).speed(2)), size: CGSize(width: 200, height: 200))
        let rest = inkWidth(twice)
        _ = twice.tap(at: CGPoint(x: 100, y: 100))
        // At twice the speed a bounce takes 0.25 s and peaks at 0.075 s; the second peaks at 0.325 s.
        twice.advance(by: 0.325)
        #expect(abs(Double(inkWidth(twice)) - Double(rest) * 1.2) <= 2)
        twice.advance(by: 0.3)
        #expect(inkWidth(twice) == rest)
    }

    @Test func aPulseRepeatsWhileActiveAndScaleHoldsItsLook() {
        let active = HeadlessHost(Indicator(active: true), size: CGSize(width: 200, height: 200))
        let inactive = HeadlessHost(Indicator(active: false), size: CGSize(width: 200, height: 200))
        active.advance(by: 0.5)
        inactive.advance(by: 0.5)
        // Held 1.2 times larger; half a second in, the pulse is at its faintest (0.3) and the glyph lighter.
        #expect(abs(Double(inkWidth(active)) - Double(inkWidth(inactive)) * 1.2) <= 2)
        // The darkest ink: black at full opacity, 0.3 of black over white (178.5) at the pulse's faintest.
        func darkest(_ host: HeadlessHost) -> UInt32 {
            let image = host.render()
            return (0..<200).flatMap { y in (0..<200).map { x in image.pixel(x: x, y: y) & 0xFF } }.min() ?? 255
        }
        #expect(darkest(inactive) == 0)
        #expect(abs(Int(darkest(active)) - 179) <= 1, "the faintest ink: \(darkest(active))")
        active.advance(by: 1)
        #expect(active.isAnimating)
    }

    @Test func aReplacedSymbolShrinksAwayAsTheNewOneGrows() {
        let host = HeadlessHost(Favourite(), size: CGSize(width: 200, height: 200))
        let rest = inkWidth(host)
        _ = host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        // Half-way: the old heart at 0.75 of its size, the new one at 0.75 of its size, each half faded.
        #expect(abs(Double(inkWidth(host)) - Double(rest) * 0.75) <= 2)
        host.advance(by: 1)
        #expect(!host.isAnimating)
    }

    @Test func aSymbolComesInWithTheSymbolEffectTransition() {
        struct Appearing: View {
            @State private var shown = false
            var body: some View {
                ZStack {
                    Color.white
                    if shown { Image(systemName: "star.fill").font(.system(size: 40)).transition(.symbolEffect) }
                }
                .frame(width: 200, height: 200)
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
            }
        }
        let host = HeadlessHost(Appearing(), size: CGSize(width: 200, height: 200))
        _ = host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        let full = inkWidth(host)
        let again = HeadlessHost(Appearing(), size: CGSize(width: 200, height: 200))
        _ = again.tap(at: CGPoint(x: 100, y: 100))
        again.advance(by: 0.5)
        // Half-way from half its size: three quarters.
        #expect(abs(Double(inkWidth(again)) - Double(full) * 0.75) <= 2, "\(inkWidth(again)) of \(full)")
    }
}
