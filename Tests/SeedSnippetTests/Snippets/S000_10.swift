import HeroSim

enum S000_10 {
// ---- snippet 000_10 verbatim ----
// Source: 000_732a76dbd7df576c.txt, lines 234-264
struct AdaptiveSheetModifier<SheetContent: View>: ViewModifier {
  @Binding var isPresented: Bool
  @State private var subHeight: CGFloat = 0
  var sheetContent: SheetContent

  init(isPresented: Binding<Bool>, @ViewBuilder _ content: () -> SheetContent) {
    _isPresented = isPresented
    sheetContent = content()
  }

  func body(content: Content) -> some View {
    content
      .background(
        sheetContent // Pre-draws the sheet content in the background, which does not affect the required size of the content
          .background( // Obtains the pre-drawn view's size in another background layer
            GeometryReader { proxy in
              Color.clear
                .task(id: proxy.size.height) {
                  subHeight = proxy.size.height
                }
            }
          )
          .hidden() // Hides this pre-drawn view
      )
      .sheet(isPresented: $isPresented) {
        sheetContent
          .presentationDetents([.height(subHeight)])
      }
      .id(subHeight)
  }
}
// ---- end snippet ----
}
