import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// Controls as an iOS developer writes them, through `import HeroSim` alone: every spelling here compiles
/// and the screen behaves.
@Suite struct ControlSpellingTests {
    enum Sort: String, CaseIterable, Identifiable {
        case name, date
        var id: Self { self }
    }

    /// A settings screen with one of each control.
    struct Settings: View {
        @State private var notifications = true
        @State private var volume = 0.5
        @State private var count = 1
        @State private var sort = Sort.name
        @State private var name = ""
        @State private var password = ""
        @State private var taps = 0

        var body: some View {
            VStack(spacing: 12) {
                Button("Tapped \(taps)") { taps += 1 }.id("button")
                Button(action: { taps += 1 }) { Label("Add", systemImage: "plus") }.buttonStyle(.borderedProminent)
                Button("Delete", systemImage: "trash", role: .destructive) {}.buttonStyle(.bordered).controlSize(.small)
                Button(role: .cancel) {} label: { Text("Cancel") }.buttonStyle(PlainButtonStyle())
                Button("Borderless") {}.buttonStyle(BorderlessButtonStyle()).buttonStyle(.automatic)
                Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
                Divider()
                Toggle("Notifications", isOn: $notifications).tint(.purple)
                Toggle(isOn: $notifications) { Text("Hidden label") }.labelsHidden()
                Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                Stepper("Count: \(count)", value: $count, in: 0...10)
                Stepper("Free", onIncrement: { count += 1 }, onDecrement: nil)
                Picker("Sort", selection: $sort) {
                    ForEach(Sort.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                Picker("Sort", selection: $sort) {
                    ForEach(Sort.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.menu)
                ProgressView(value: volume)
                ProgressView("Loading")
                Link("Apple", destination: URL(string: "https://apple.com")!)
                Menu("More") {
                    Button("Rename") {}
                    Button("Delete", role: .destructive) {}
                }
                TextField("Name", text: $name, prompt: Text("Your name"))
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
            }
            .padding()
        }
    }

    @Test func aSettingsScreenOfControlsCompilesAndTheButtonCounts() throws {
        let host = HeadlessHost(Settings(), size: CGSize(width: 390, height: 1000))
        let frame = try #require(host.layout.frame(of: "button"))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        let drawn = host.layout.displayList().items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _) = item { return string }
            return nil
        }
        #expect(drawn.contains("Tapped 2"))
        #expect(host.warnings.isEmpty)
    }

    @Test func aCustomButtonStyleReadsItsConfiguration() {
        struct Squish: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding()
                    .background(configuration.role == .destructive ? Color.red : Color.blue)
                    .scaleEffect(configuration.isPressed ? 0.9 : 1)
            }
        }
        let host = HeadlessHost(Button("Go") {}.buttonStyle(Squish()).id("go"), size: CGSize(width: 200, height: 200))
        let padded = HeadlessHost(Text("Go").padding().id("go"), size: CGSize(width: 200, height: 200))
        // The style's padding, not tinted or dimmed by the default style.
        #expect(host.layout.frame(of: "go") == padded.layout.frame(of: "go"))
    }
}
