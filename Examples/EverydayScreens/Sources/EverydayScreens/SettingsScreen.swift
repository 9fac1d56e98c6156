import HeroSim

/// A settings form: an account section, switches, a picker and a stepper, as in an app's settings tab.
public struct SettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme = 0
    @State private var textSize = 17

    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Label("Jane Appleseed", systemImage: "person.crop.circle.fill")
                    Label("iCloud", systemImage: "icloud")
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                        .id("notifications")
                    Toggle("Sounds", isOn: $sounds)
                        .disabled(!notifications)
                        .id("sounds")
                } footer: {
                    Text("Sounds play only while notifications are on.")
                }
                Section("Display") {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                        Text("Auto").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Stepper("Text size: \(textSize)", value: $textSize, in: 12...28)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
