import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// A suite of its own per test run, so runs do not see each other's values.
private let suite = "herosim-appstorage-test-\(ProcessInfo.processInfo.processIdentifier)"

private enum Speed: String { case slow, fast }

/// Two views reading one stored key; one of them sets it.
private struct Preferences: View {
    let reads: BodyReads
    var body: some View {
        VStack(spacing: 0) {
            Stepper(reads: reads)
            Meter(reads: reads)
        }
    }
}

private struct Stepper: View {
    @AppStorage("volume", store: UserDefaults(suiteName: suite)) private var volume = 10
    @AppStorage("speed", store: UserDefaults(suiteName: suite)) private var speed = Speed.slow
    let reads: BodyReads
    var body: some View {
        reads.read("stepper")
        return Color.red.frame(width: speed == .fast ? 20 : 10, height: 10).id("step")
            .onTapGesture { volume += 5; speed = .fast }
    }
}

private struct Meter: View {
    @AppStorage("volume", store: UserDefaults(suiteName: suite)) private var volume = 10
    let reads: BodyReads
    var body: some View {
        reads.read("meter")
        return Color.gray.frame(width: CGFloat(volume), height: 10).id("meter")
    }
}

/// `@AppStorage` keeps values in `UserDefaults`, and every view reading a key is read again when it changes.
@Suite(.serialized) struct AppStorageTests {
    @Test func aStoredValueIsSharedByTheViewsReadingItAndKept() {
        let reads = BodyReads()
        let g = graph(Preferences(reads: reads))
        #expect(g.frame("meter")?.width == 10)
        g.tap(id: "step")
        #expect(g.frame("meter")?.width == 15)
        #expect(g.frame("step")?.width == 20)
        #expect(reads["meter"] == 2 && reads["stepper"] == 2)
        let defaults = UserDefaults(suiteName: suite)
        #expect(defaults?.integer(forKey: "volume") == 15)
        #expect(defaults?.string(forKey: "speed") == "fast")
        // A new graph (a relaunch) starts from the stored values.
        let relaunched = graph(Preferences(reads: BodyReads()))
        #expect(relaunched.frame("meter")?.width == 15)
        defaults?.removePersistentDomain(forName: suite)
    }
}
