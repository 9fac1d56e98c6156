import HeroSim
import HeroSimTesting
import Testing

// The everyday controls as iOS 17 code writes them: LabeledContent, GroupBox, DisclosureGroup, Gauge, and
// toggleStyle with the built-in styles and one's own.

/// A checkbox: a tap anywhere flips the toggle; the box is filled while on.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Rectangle().fill(configuration.isOn ? Color.black : Color.white)
                .frame(width: 20, height: 20)
                .border(Color.black)
                .id("check")
            configuration.label
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

private struct Settings: View {
    @State private var isOn = false
    @State private var isChecked = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            LabeledContent("Version", value: "1.0").id("version")
            GroupBox("Storage") { Color.red.frame(width: 100, height: 20) }.id("box")
            DisclosureGroup("More") { Color.blue.frame(width: 50, height: 30).id("more") }.id("group")
            Gauge(value: 30, in: 0...120) { Text("Load") }.frame(width: 200).id("gauge")
            Toggle("Bold", isOn: $isOn).toggleStyle(.button).id("bold")
            Toggle("Agree", isOn: $isChecked).toggleStyle(CheckboxStyle()).id("agree")
            Spacer()
        }
        .frame(width: 300)
    }
}

@MainActor
@Suite struct EverydayControlTests {
    @Test func labeledContentSpansTheRowAndGroupBoxPadsItsContent() throws {
        let host = HeadlessHost(Settings(), size: CGSize(width: 300, height: 600))
        let version = try #require(host.layout.frame(of: "version"))
        #expect(abs(version.minX) < 1e-9 && abs(version.width - 300) < 1e-9)
        // The box: 16 of padding round the headline label, 8, then the 100 × 20 content.
        let box = try #require(host.layout.frame(of: "box"))
        #expect(abs(box.minX) < 1e-9 && box.width == 132)
        let image = host.render()
        #expect(image.pixel(x: Int(box.minX) + 8, y: Int(box.maxY) - 8) & 0xFFFFFF == 0xF2F2F7)   // secondarySystemBackground
    }

    @Test func aDisclosureGroupShowsItsContentWhenItsLabelIsTapped() throws {
        let host = HeadlessHost(Settings(), size: CGSize(width: 300, height: 600))
        #expect(host.layout.frame(of: "more") == nil)
        let group = try #require(host.layout.frame(of: "group"))
        #expect(host.tap(at: CGPoint(x: group.midX, y: group.midY)))
        host.advance(by: 1)
        let more = try #require(host.layout.frame(of: "more"))
        // Under the label row, 8 points down.
        #expect(abs(more.minY - (group.maxY + 8)) < 1e-9 && more.size == CGSize(width: 50, height: 30))
    }

    @Test func aGaugeFillsItsBarAsFarAsItsValue() throws {
        let host = HeadlessHost(Settings(), size: CGSize(width: 300, height: 600))
        let gauge = try #require(host.layout.frame(of: "gauge"))
        let image = host.render()
        // The bar is the gauge's bottom 4 points; 30 of 0...120 is its first quarter, in the accent blue.
        let y = Int(gauge.maxY) - 2
        #expect(image.pixel(x: 25, y: y) & 0xFFFFFF == 0x007AFF)
        #expect(image.pixel(x: 75, y: y) & 0xFFFFFF != 0x007AFF)
    }

    @Test func toggleStylesDrawTheToggleAndFlipIt() throws {
        let host = HeadlessHost(Settings(), size: CGSize(width: 300, height: 600))
        let bold = try #require(host.layout.frame(of: "bold"))
        func centre(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }
        // The button style: bordered while off (a 15 % tint), filled with the tint while on.
        #expect(host.render().pixel(x: Int(bold.minX) + 3, y: Int(bold.midY)) & 0xFFFFFF != 0x007AFF)
        #expect(host.tap(at: centre(bold)))
        host.advance(by: 0.5)
        #expect(host.render().pixel(x: Int(bold.minX) + 3, y: Int(bold.midY)) & 0xFFFFFF == 0x007AFF)
        // One's own style: the checkbox fills when tapped.
        let check = try #require(host.layout.frame(of: "check"))
        #expect(host.render().pixel(x: Int(check.midX), y: Int(check.midY)) & 0xFFFFFF == 0xFFFFFF)
        #expect(host.tap(at: centre(check)))
        host.advance(by: 0.1)
        #expect(host.render().pixel(x: Int(check.midX), y: Int(check.midY)) & 0xFFFFFF == 0x000000)
    }
}
