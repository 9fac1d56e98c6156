import Foundation
import HeroSim
import Testing

/// The text API of issue 25 compiles through `import HeroSim` as SwiftUI code spells it (no "not yet"
/// declaration left to clash with), and lays out.
@Suite struct TextSpellingTests {
    /// A view using each name the way public SwiftUI code does.
    struct Spellings: View {
        let price = 3.5
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title").font(.system(.largeTitle, design: .rounded, weight: .heavy))
                Text("Caption").font(.caption2.italic().weight(.ultraLight))
                Text("Mono").font(.body.monospaced().monospacedDigit())
                Text("Thin").fontWeight(.thin).fontDesign(.serif)
                Text("Italic").italic().bold().underline(color: .blue).strikethrough(false)
                Text(price, format: .number)
                Text(0.42, format: .percent)
                Text(Date(timeIntervalSince1970: 0), format: .dateTime.year().month())
                Text(verbatim: "verbatim")
                Text("Total: ") + Text(price, format: .number).bold() + Text(" each").foregroundColor(.gray)
                Text("A long paragraph of text that wraps onto more lines than one.")
                    .lineLimit(2)
                    .truncationMode(.middle)
                    .multilineTextAlignment(.center)
                    .minimumScaleFactor(0.8)
                    .lineSpacing(2)
                Text("Reserved").lineLimit(3, reservesSpace: true)
                Text("Range").lineLimit(1...2)
                Text("From").lineLimit(2...)
            }
            .fontWeight(.medium)
            .bold(false)
            .italic()
            .fontDesign(.default)
            .monospacedDigit()
            .strikethrough(true, color: .red)
            .underline()
            .textCase(.uppercase)
            .lineLimit(nil)
        }
    }

    @Test func theTextNamesCompileAndLayOut() {
        let result = LayoutEngine().layout(Spellings().id("all"), in: LayoutHost(size: CGSize(width: 300, height: 600)))
        #expect(result.frame(of: "all")?.width ?? 0 > 0)
        #expect(result.warnings.isEmpty)
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights == Font.Weight.allCases)
        let alignment: TextAlignment = .trailing
        let mode: Text.TruncationMode = .head
        #expect(alignment != .leading && mode != .tail)
    }
}
