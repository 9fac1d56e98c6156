import HeroSim

enum S002_3 {
  struct Host: View {
    // --- harness: helper views as the article defines them (000_1 / 000_3) ---
    var blueRectangle: some View { Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200) }
    var yellowRectangle: some View { Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120) }
    var yellowCircle: some View { Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60) }

    var body: some View {
// ---- snippet 002_3 verbatim ----
// Source: 002_5dc79f893863f67b.txt, line 27
// NOTE: in the txt this block is ONE line (newlines lost, indentation kept). Verbatim:
// HStack {    Text("Cart")        .foregroundStyle(.white)        .padding(.vertical, 16)        .padding(.horizontal, 36)        .background {            RoundedRectangle(cornerRadius: 8)                .fill(.blue.gradient)        }        .overlay(alignment: .topTrailing) {            Badge()                .alignmentGuide(.top) { dim in                    dim.height / 2                }                .alignmentGuide(                    .trailing                ) { dim in dim.width / 2 }        }        /* .border(Color.pink) */    CartButton()        /* .border(Color.pink) */}
// Below: the same text with a newline restored before each run of >=4 spaces (nothing else changed).
HStack {
    Text("Cart")
        .foregroundStyle(.white)
        .padding(.vertical, 16)
        .padding(.horizontal, 36)
        .background {
            RoundedRectangle(cornerRadius: 8)
                .fill(.blue.gradient)
        }
        .overlay(alignment: .topTrailing) {
            Badge()
                .alignmentGuide(.top) { dim in
                    dim.height / 2
                }
                .alignmentGuide(
                    .trailing
                ) { dim in dim.width / 2 }
        }
        /* .border(Color.pink) */
    CartButton()
        /* .border(Color.pink) */}
// ---- end snippet ----
    }
  }
}
