import HeroSim

enum S000_6 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    var body: some View {
// ---- snippet 000_6 verbatim ----
// Source: 000_732a76dbd7df576c.txt, lines 157-169
// overlay
HStack(alignment: .bottom, spacing: 0) {
      blueRectangle
        .overlay(alignment: .topTrailing) {
          yellowCircle
            .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
            .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
        }
        .border(.red, width: 2)
      Rectangle()
        .foregroundStyle(.red.gradient)
        .frame(width: 200, height: 200)
    }
// ---- end snippet ----
    }
  }
}
