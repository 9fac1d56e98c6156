import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// A suite of its own per test run, so runs do not see each other's values: named by an absolute path in the
/// temporary directory, which Foundation on Linux keeps in that path's `.plist` (not under `~/.config`).
private let suite = FileManager.default.temporaryDirectory.path + "/herosim-appstorage-test-\(ProcessInfo.processInfo.processIdentifier)"

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

/// A volume kept with `@AppStorage` in the store named `suite`, shown as a width; a tap turns it up by 5.
private struct Volume: View {
    @AppStorage private var volume: Int
    init(suite: String) { _volume = AppStorage(wrappedValue: 10, "volume", store: UserDefaults(suiteName: suite)) }
    var body: some View {
        Color.gray.frame(width: CGFloat(volume), height: 10).id("volume")
            .onTapGesture { volume += 5 }
    }
}

/// `@AppStorage` values outlive the process, as on iOS: with no `synchronize()` in the app, a process that set a
/// value leaves it in its store's property list, and the next process starts from it. Each process is an exit
/// test (a child process of its own); the store is a suite named by an absolute path in a temporary directory
/// (Foundation on Linux keeps suite "/dir/name" in "/dir/name.plist"), so no test touches `~/.config`.
@Suite struct AppStoragePersistenceTests {
    @Test func aValueSetInOneProcessIsReadByTheNext() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-appstorage-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = directory + "/preferences"
        await #expect(processExitsWith: .success) { [suite = suite as String] in
            let g = graph(Volume(suite: suite))
            guard g.frame("volume")?.width == 10 else { exit(2) }
            g.tap(id: "volume")
            guard g.frame("volume")?.width == 15 else { exit(3) }
        }
        // The first process left its store's property list with the value in it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["preferences.plist"])
        let data = try #require(FileManager.default.contents(atPath: suite + ".plist"))
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        #expect(plist?.keys.sorted() == ["volume"])
        #expect(plist?["volume"] as? Int == 15)
        // A fresh process, with fresh `UserDefaults`, reads it, and the view starts from it.
        await #expect(processExitsWith: .success) { [suite = suite as String] in
            guard UserDefaults(suiteName: suite)?.integer(forKey: "volume") == 15 else { exit(2) }
            let g = graph(Volume(suite: suite))
            guard g.frame("volume")?.width == 15 else { exit(3) }
        }
    }
}
