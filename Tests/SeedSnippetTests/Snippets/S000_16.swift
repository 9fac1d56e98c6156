import HeroSim

enum S000_16 {
// ---- snippet 000_16 verbatim ----
// Source: 000_732a76dbd7df576c.txt, lines 358-366
struct SafeAreaView: View {
  var body: some View {
    VStack {
      Text("Hello World")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(.indigo, ignoresSafeAreaEdges: [.top]) // Excluding the top safe area
  }
}
// ---- end snippet ----
}
