import HeroSim

enum S000_14 {
  // harness: snippet 000_14 is a bare SwiftUI declaration; check a call with and without the defaulted label
  // // Source: 000_732a76dbd7df576c.txt, line 336
  // // NOTE: A bare declaration (SwiftUI API signature), no body.
  // public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle
  static func check() {
    _ = Color.white.background(.indigo)
    _ = Text("x").background(.indigo, ignoresSafeAreaEdges: .all)
    _ = Text("x").background(Color.red, ignoresSafeAreaEdges: [.top])
  }
}
