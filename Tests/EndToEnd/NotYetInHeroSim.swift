// Ordinary SwiftUI that uses names HeroSim does not have yet, one use per view. Tests/EndToEnd/
// user-package-test.sh adds this file to a user's package, expects the build to fail, and finds each
// `// expect:` message among the errors.
import HeroSim

struct UsesButton: View {
    @State private var isOn = false
    var body: some View {
        Button("Open") { isOn.toggle() }                        // expect: 'Button' is unavailable: HeroSim does not have Button yet
    }
}

struct UsesToggle: View {
    @State private var isOn = false
    var body: some View {
        Toggle("On", isOn: $isOn)                               // expect: 'Toggle' is unavailable: HeroSim does not have Toggle yet
    }
}

struct UsesLabel: View {
    var body: some View {
        Label("Heart", systemImage: "heart")                    // expect: 'Label' is unavailable: HeroSim does not have Label yet
    }
}

struct UsesDivider: View {
    var body: some View {
        Divider()                                               // expect: 'Divider' is unavailable: HeroSim does not have Divider yet
    }
}

struct UsesTextField: View {
    @State private var text = ""
    var body: some View {
        TextField("Name", text: $text)                          // expect: 'TextField' is unavailable: HeroSim does not have TextField yet
    }
}

struct UsesRotateGesture: View {
    var body: some View {
        Circle().gesture(RotateGesture().onChanged { _ in })    // expect: 'RotateGesture' is unavailable: HeroSim does not have RotateGesture yet
    }
}

struct UsesTracking: View {
    var body: some View {
        Text("Hero").tracking(2)                                // expect: 'tracking' is unavailable: HeroSim does not have tracking yet
    }
}

struct UsesButtonStyle: View {
    var body: some View {
        Text("Hero").buttonStyle(.plain)                        // expect: 'buttonStyle' is unavailable: HeroSim does not have Button yet
    }
}

struct UsesFocusState: View {
    @FocusState private var isFocused: Bool                     // expect: 'FocusState' is unavailable: HeroSim does not have @FocusState yet
    var body: some View { Text("Hero") }
}

struct UsesContentTransition: View {
    var body: some View {
        Text("1").contentTransition(.opacity)                   // expect: 'contentTransition' is unavailable: HeroSim does not have contentTransition yet
    }
}
