import HeroSim

enum S002_2 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    var body: some View {
// ---- snippet 002_2 verbatim ----
// Source: 002_5dc79f893863f67b.txt, line 16
// NOTE: in the txt this block is ONE line (newlines lost, indentation kept). Verbatim:
// ZStack {    Color.yellow        .frame(width: 50)    Color.orange        .frame(height: 50)}.border(Color.red).padding()
// Below: the same text with a newline restored before each run of >=4 spaces (nothing else changed).
ZStack {
    Color.yellow
        .frame(width: 50)
    Color.orange
        .frame(height: 50)}.border(Color.red).padding()
// ---- end snippet ----
    }
  }
}
