import HeroSim

enum S004_10 {
  // harness: snippet 004_10 is a bare SwiftUI declaration; check a call with and without the defaulted label
  // // Source: 004_0ad83bb941debf64.txt, line 204
  // // NOTE: A bare declaration (SwiftUI API signature), no body.
  // public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle
  static func check() {
    _ = Color.white.background(.indigo)
    _ = Text("x").background(.indigo, ignoresSafeAreaEdges: .all)
    _ = Text("x").background(Color.red, ignoresSafeAreaEdges: [.top])
  }
}
