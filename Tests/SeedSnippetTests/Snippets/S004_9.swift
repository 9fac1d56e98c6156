import HeroSim

enum S004_9 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    var body: some View {
// ---- snippet 004_9 verbatim ----
// Source: 004_0ad83bb941debf64.txt, lines 193-197
RootView()
  .overlay(A())
  .background(D())
  .overlay(B())
  .background(C())
// ---- end snippet ----
    }
  }
}
