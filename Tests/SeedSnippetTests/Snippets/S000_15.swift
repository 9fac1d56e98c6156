import HeroSim

enum S000_15 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    var body: some View {
// ---- snippet 000_15 verbatim ----
// Source: 000_732a76dbd7df576c.txt, lines 343-351
Color.white
  .safeAreaInset(edge: .bottom, spacing: 0) {
    Text("Bottom Bar")
      .font(.title3)
      .foregroundColor(.indigo)
      .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: 40)
      .padding()
      .background(.green.opacity(0.6))
  }
// ---- end snippet ----
    }
  }
}
