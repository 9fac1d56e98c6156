import HeroSim

enum S000_9 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    // harness: the article uses `size` without declaring it; SwiftUI code would declare:
    @State private var size: CGSize = .zero

    var body: some View {
// ---- snippet 000_9 verbatim ----
// Source: 000_732a76dbd7df576c.txt, lines 219-227
blueRectangle
  .background(
    GeometryReader{ proxy in
      Color.clear // Creates a transparent view that matches the size of the main view
        .task(id:proxy.size){
          size = proxy.size
        }
    }
  )
// ---- end snippet ----
    }
  }
}
