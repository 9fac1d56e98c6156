import HeroSim

enum S004_5 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    // harness: the article uses `size` without declaring it; SwiftUI code would declare:
    @State private var size: CGSize = .zero

    var body: some View {
// ---- snippet 004_5 verbatim ----
// Source: 004_0ad83bb941debf64.txt, lines 106-114
blueRectangle
  .background(
    GeometryReader{ proxy in
      Color.clear // 创建于主视图尺寸一致的空白视图
        .task(id:proxy.size){
          size = proxy.size
        }
    }
  )
// ---- end snippet ----
    }
  }
}
