// Ordinary SwiftUI that uses names HeroSim does not have yet, one use per view. Tests/EndToEnd/
// user-package-test.sh adds this file to a user's package, expects the build to fail, and finds each
// `// expect:` message among the errors.
import HeroSim

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

struct UsesFocusState: View {
    @FocusState private var isFocused: Bool                     // expect: 'FocusState' is unavailable: HeroSim does not have @FocusState yet
    var body: some View { Text("Hero") }
}

struct UsesContentTransition: View {
    var body: some View {
        Text("1").contentTransition(.opacity)                   // expect: 'contentTransition' is unavailable: HeroSim does not have contentTransition yet
    }
}
