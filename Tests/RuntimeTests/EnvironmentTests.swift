import Foundation
import LayoutCore
import Observation
import Testing
import ViewRuntime

/// A custom environment value, declared as SwiftUI apps declare one.
private struct AccentWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

/// A custom environment value whose type is optional, with a default that is not `nil`.
private struct BadgeCountKey: EnvironmentKey {
    static let defaultValue: Int? = 3
}

extension EnvironmentValues {
    fileprivate var badgeCount: Int? {
        get { self[BadgeCountKey.self] }
        set { self[BadgeCountKey.self] = newValue }
    }

    fileprivate var accentWidth: CGFloat {
        get { self[AccentWidthKey.self] }
        set { self[AccentWidthKey.self] = newValue }
    }
}

/// Reads the custom value and the colour scheme.
private struct Accent: View {
    @Environment(\.accentWidth) private var width
    @Environment(\.colorScheme) private var scheme
    let reads: BodyReads
    var body: some View {
        reads.read("accent")
        return Color.blue.frame(width: width, height: scheme == .dark ? 20 : 10).id("accent")
    }
}

/// Sets the custom value for the accent, from its own state, through a view that reads nothing.
private struct Themed: View {
    let reads: BodyReads
    @State private var wide = false
    @State private var dark = false
    var body: some View {
        VStack(spacing: 0) {
            Plain(reads: reads)
                .environment(\.accentWidth, wide ? 40 : 20)
                .environment(\.colorScheme, dark ? .dark : .light)
            Color.red.frame(width: 10, height: 10).id("widen").onTapGesture { wide.toggle() }
            Color.red.frame(width: 10, height: 10).id("darken").onTapGesture { dark.toggle() }
        }
    }
}

/// Holds the accent without reading the environment itself.
private struct Plain: View {
    let reads: BodyReads
    var body: some View {
        reads.read("plain")
        return Accent(reads: reads)
    }
}

/// A sheet whose content closes it with `\.dismiss`.
private struct Sheeted: View {
    let log: EventLog
    @State private var showsSheet = true
    var body: some View {
        Color.white.frame(width: 300, height: 300)
            .sheet(isPresented: $showsSheet, onDismiss: { log.note("dismissed") }) { Closer() }
    }
}

private struct Closer: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Color.red.frame(height: 50).id("close").onTapGesture { dismiss() } }
}

/// An `ObservableObject` model, as apps before iOS 17 write it.
private final class Player: ObservableObject {
    @Published var isPlaying = false
    @Published var volume = 10
    var notPublished = 0
}

/// Owns the player.
private struct PlayerScreen: View {
    @StateObject private var player = Player()
    let reads: BodyReads
    var body: some View {
        reads.read("screen")
        return VStack(spacing: 0) {
            PlayButton(player: player, reads: reads)
            VolumeBar(reads: reads)
            Fader(volume: $player.volume)
        }
        .environmentObject(player)
    }
}

/// Observes the player handed to it.
private struct PlayButton: View {
    @ObservedObject var player: Player
    let reads: BodyReads
    var body: some View {
        reads.read("button")
        return Color.green.frame(width: player.isPlaying ? 40 : 20, height: 10).id("play")
            .onTapGesture { withAnimation(.linear(duration: 1)) { player.isPlaying.toggle() } }
    }
}

/// Finds the player in the environment.
private struct VolumeBar: View {
    @EnvironmentObject private var player: Player
    let reads: BodyReads
    var body: some View {
        reads.read("bar")
        return Color.gray.frame(width: CGFloat(player.volume), height: 10).id("volume")
    }
}

/// Changes the volume through a binding.
private struct Fader: View {
    @Binding var volume: Int
    var body: some View { Color.red.frame(width: 10, height: 10).id("louder").onTapGesture { volume += 10 } }
}

/// An `@Observable` model put in the environment.
@Observable private final class Session {
    var user = "ann"
}

private struct Greeting: View {
    @Environment(Session.self) private var session
    var body: some View { Text("hi \(session.user)").id("greeting").onTapGesture { session.user = "bartholomew" } }
}

/// `@Environment` values, `\.dismiss` and `ObservableObject` with `@Published`, `@StateObject`,
/// `@ObservedObject` and `@EnvironmentObject`, as SwiftUI has them.
@Suite struct EnvironmentTests {
    @Test func aViewReadsItsEnvironmentAndOnlyItIsReadAgainWhenItChanges() {
        let reads = BodyReads()
        let g = graph(Themed(reads: reads))
        #expect(g.frame("accent")?.size == CGSize(width: 20, height: 10))
        g.tap(id: "widen")
        #expect(g.frame("accent")?.width == 40)
        g.tap(id: "darken")
        #expect(g.frame("accent")?.height == 20)
        #expect(reads["plain"] == 1) // reads no environment: built again from its body, not read again
        #expect(reads["accent"] == 3)
    }

    @Test func aKeyNobodySetGivesItsDefault() {
        let g = graph(Plain(reads: BodyReads()))
        #expect(g.frame("accent")?.size == CGSize(width: 10, height: 10))
    }

    @Test func anOptionalKeyNobodySetGivesItsDefaultAndASetNilStaysNil() {
        var values = EnvironmentValues()
        #expect(values.badgeCount == 3)
        values.badgeCount = nil
        #expect(values.badgeCount == nil)
        values.badgeCount = 5
        #expect(values.badgeCount == 5)
    }

    @Test func dismissClosesTheSheetItIsIn() {
        let log = EventLog()
        let g = graph(Sheeted(log: log))
        #expect(g.frame("close") != nil)
        g.tap(id: "close")
        g.advance(to: 2)
        #expect(g.frame("close") == nil)
        #expect(log.events == ["dismissed"])
    }

    @Test func publishedChangesReadTheObservingBodies() {
        let reads = BodyReads()
        let g = graph(PlayerScreen(reads: reads))
        g.tap(id: "play")
        g.advance(to: 0.5)
        #expect(g.frame("play")?.width == 30) // linear, halfway from 20 to 40
        // Every view observing the object is read again, whatever property it reads, as in SwiftUI.
        #expect(reads["screen"] == 2 && reads["button"] == 2 && reads["bar"] == 2)
        g.advance(to: 1)
        g.tap(id: "louder")
        #expect(g.frame("volume")?.width == 20)
    }

    @Test func aStateObjectIsMadeOnceAndKept() {
        let reads = BodyReads()
        let g = graph(PlayerScreen(reads: reads))
        g.tap(id: "louder")
        g.tap(id: "louder")
        #expect(g.frame("volume")?.width == 30)
    }

    @Test func anObservableObjectInTheEnvironment() {
        let g = graph(Greeting().environment(Session()))
        #expect(g.frame("greeting")?.width == 6 * 17 * 0.6)
        g.tap(id: "greeting")
        #expect(g.frame("greeting")?.width == 14 * 17 * 0.6)
    }
}
