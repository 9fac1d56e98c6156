import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// Dark mode: the host's option, `.preferredColorScheme` and `.environment(\.colorScheme, ...)` make
/// semantic colours, hierarchical styles and the window resolve to their dark values.
@Suite struct DarkModeTests {
    struct Screen: View {
        @Environment(\.colorScheme) var scheme
        var body: some View {
            VStack(spacing: 0) {
                Text(scheme == .dark ? "dark" : "light").foregroundStyle(Color(.label))
                Rectangle().fill(Color(.label)).frame(width: 20, height: 20)
                Rectangle().fill(Color(.secondarySystemBackground)).frame(width: 20, height: 20)
                Rectangle().fill(.secondary).frame(width: 20, height: 20)
            }
        }
    }

    /// The text items of a host's current frame: string and paint.
    func texts(_ host: HeadlessHost) -> [(String, Paint)] {
        host.graph.displayList.items.compactMap { item in
            if case .text(let string, _, let paint, _, _) = item { return (string, paint) } else { return nil }
        }
    }

    @Test func theHostsDarkModeMakesTheWindowBlackAndLabelsWhite() {
        let host = HeadlessHost(Screen(), size: CGSize(width: 100, height: 100), colorScheme: .dark)
        let image = host.render()
        #expect(image.pixel(x: 0, y: 0) == 0xFF00_0000)
        let text = texts(host)
        #expect(text.map(\.0) == ["dark"])
        #expect(text.first?.1 == .color(Color(white: 1)))
        let top = (100 - 17 - 60) / 2 // the stack is centred: the text's line, then three 20-point squares
        #expect(image.pixel(x: 50, y: top + 17 + 10) == 0xFFFF_FFFF) // Color(.label)
        #expect(image.pixel(x: 50, y: top + 17 + 30) == 0xFF1C_1C1E) // secondarySystemBackground: rgb(28, 28, 30)
        host.colorScheme = .light
        let lightImage = host.render()
        #expect(lightImage.pixel(x: 0, y: 0) == 0xFFFF_FFFF)
        #expect(texts(host).map(\.0) == ["light"])
        #expect(lightImage.pixel(x: 50, y: top + 17 + 10) == 0xFF00_0000)
        #expect(lightImage.pixel(x: 50, y: top + 17 + 30) == 0xFFF2_F2F7) // rgb(242, 242, 247)
    }

    @Test func preferredColorSchemeOnTheRootTurnsTheWindowDark() {
        let host = HeadlessHost(Screen().preferredColorScheme(.dark), size: CGSize(width: 100, height: 100))
        #expect(host.render().pixel(x: 0, y: 0) == 0xFF00_0000)
        #expect(texts(host).map(\.0) == ["dark"])
        let nilPreference = HeadlessHost(Screen().preferredColorScheme(nil), size: CGSize(width: 100, height: 100))
        #expect(nilPreference.render().pixel(x: 0, y: 0) == 0xFFFF_FFFF)
    }

    @Test func anEnvironmentColorSchemeDarkensItsSubtreeOnly() {
        let host = HeadlessHost(HStack { Screen(); Screen().environment(\.colorScheme, .dark) }, size: CGSize(width: 200, height: 100))
        #expect(texts(host).map(\.0) == ["light", "dark"])
        #expect(texts(host).map(\.1) == [.color(Color(.label)), .color(.white)])
        #expect(host.render().pixel(x: 0, y: 0) == 0xFFFF_FFFF) // the window stays light
    }

    @Test func hierarchicalStylesAreTheLabelLevels() {
        func paint<S: ShapeStyle>(_ style: S) -> Paint { style.paint }
        #expect(paint(.secondary).resolved(in: .light) == .color(Color(.secondaryLabel)))
        let secondary = Color(.secondaryLabel)
        #expect([secondary.red * 255, secondary.green * 255, secondary.blue * 255, secondary.alpha] == [60, 60, 67, 0.6])
        #expect(Color(.tertiaryLabel).alpha == 0.3)
        #expect(Color(.quaternaryLabel).alpha == 0.18)
        #expect(paint(.secondary).resolved(in: .dark) == .color(Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)))
        #expect(paint(.background.secondary).resolved(in: .light) == .color(Color(.secondarySystemBackground)))
        #expect(paint(.background).resolved(in: .dark) == .color(.black))
        #expect(Color.primary.opacity(0.5).resolved(in: .dark) == Color(white: 1, opacity: 0.5))
        #expect(Color(uiColor: .systemBlue).resolved(in: .dark) == Color(red: 10 / 255, green: 132 / 255, blue: 1))
        #expect(Color(.systemGray6).resolved(in: .light) == Color(.secondarySystemBackground).resolved(in: .light))
    }

    @Test func secondaryTextIsUIKitsSecondaryLabel() {
        struct Caption: View {
            var body: some View { Text("caption").foregroundStyle(.secondary).foregroundStyle(.red, .blue) }
        }
        let host = HeadlessHost(Caption(), size: CGSize(width: 100, height: 40))
        #expect(texts(host).first?.1 == .color(Color(.secondaryLabel)))
        struct TwoLevels: View {
            var body: some View { Text("two").foregroundStyle(.red, .blue) }
        }
        #expect(texts(HeadlessHost(TwoLevels(), size: CGSize(width: 100, height: 40))).first?.1 == .color(.red))
    }
}
