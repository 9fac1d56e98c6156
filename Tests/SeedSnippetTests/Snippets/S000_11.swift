import HeroSim

enum S000_11 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    var body: some View {
// ---- snippet 000_11 verbatim ----
// Source: 000_732a76dbd7df576c.txt, lines 277-286
Rectangle().foregroundStyle(.blue)
  .frame(width: 200, height: 200)
  .overlay(
    Circle().foregroundStyle(.yellow)
      .frame(width: 60, height: 60)
  )
  .overlay(
    Circle().foregroundStyle(.red)
      .frame(width: 40, height: 40)
  )
// ---- end snippet ----
    }
  }
}
