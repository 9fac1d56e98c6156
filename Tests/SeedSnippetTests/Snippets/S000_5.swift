import HeroSim

enum S000_5 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    var body: some View {
// ---- snippet 000_5 verbatim ----
// Source: 000_732a76dbd7df576c.txt, lines 140-146
blueRectangle
  .overlay(alignment: .topTrailing) {
    yellowCircle
      .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
      .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
  }
  .border(.red, width: 2)
// ---- end snippet ----
    }
  }
}
