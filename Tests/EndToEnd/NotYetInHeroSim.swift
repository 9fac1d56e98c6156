// Ordinary SwiftUI that uses names HeroSim does not have yet, one use per view. Tests/EndToEnd/
// user-package-test.sh adds this file to a user's package, expects the build to fail, and finds each
// `// expect:` message among the errors.
import HeroSim

struct UsesContainers: View {
    @State private var notes = ""
    var body: some View {
        VStack {
            ShareLink(item: URL(string: "https://example.com")!)    // expect: 'ShareLink' is unavailable: HeroSim does not have ShareLink yet
        }
    }
}

struct UsesScrolling: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack { Color.red }
        }
    }
}

struct UsesTimerPublish: View {
    var body: some View { Text("Hero") }
}

struct UsesGestureCompositions: View {
    var body: some View {
        Color.red
    }
}
