import HeroSim

enum S003_1 {
// ---- snippet 003_1 verbatim ----
// Source: 003_1fed7b842e796a5c.txt, lines 20-54
// NOTE: Last line in the txt reads "}Code Walkthrough"; the prose tail was cut. Code in the txt has no indentation at all.
// import SwiftUI  (harness: LayoutCore imported at file top)
struct BackgroundAndOverlayBootcamp: View {
var body: some View {
Image(systemName: "heart.fill")
.font(.system(size: 40)) // scale the SF Symbol to 40pt
.foregroundColor(Color.white) // white icon so it shows against the dark gradient circle
.background(
Circle()
.fill(
LinearGradient(
gradient: Gradient(colors: [Color(#colorLiteral(red: 0.5568627715, green: 0.3529411852, blue: 0.9686274529, alpha: 1)), Color(#colorLiteral(red: 0.3647058904, green: 0.06666667014, blue: 0.9686274529, alpha: 1))]),
startPoint: .topLeading, // gradient flows diagonally from top-left
endPoint: .bottomTrailing) // to bottom-right for a dynamic look
)
.frame(width: 100, height: 100) // circle is explicitly 100×100, larger than the 40pt icon
.shadow(color: Color(#colorLiteral(red: 0.3647058904, green: 0.06666667014, blue: 0.9686274529, alpha: 0.5)), radius: 10, x: 0.0, y: 10) // colored shadow below the circle
.overlay(
Circle()
.fill(Color.blue)
.frame(width: 35, height: 35) // small badge circle
.overlay(
Text("5")
.font(.headline)
.foregroundColor(.white) // white count text inside the blue badge
)
.shadow(color: Color(#colorLiteral(red: 0.3647058904, green: 0.06666667014, blue: 0.9686274529, alpha: 0.5)), radius: 10, x: 5, y: 5) // badge has its own offset shadow
, alignment: .bottomTrailing) // pins the badge to the bottom-right of the gradient circle
)
}
}
struct BackgroundAndOverlayBootcamp_Previews: PreviewProvider {
static var previews: some View {
BackgroundAndOverlayBootcamp()
}
}
// ---- end snippet ----
}
