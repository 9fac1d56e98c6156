import HeroSim
import HeroSimTesting
import Testing

// Issue 24's names spelled as a user's app writes them, with nothing but `import HeroSim`: observable models,
// the environment and `@AppStorage` here; lifecycle, `.task`, gestures and animated drawing effects in
// `LifecycleGestureSpellingTests.swift`. Each scene runs in a `HeadlessHost` and is read back through what it
// draws.

/// What a scene's callbacks noted, in order.
final class SpellingLog: @unchecked Sendable {
    var events: [String] = []
    var bodies: [String: Int] = [:]
    func note(_ event: String) { events.append(event) }
    func body(_ name: String) { bodies[name, default: 0] += 1 }
}

extension HeadlessHost {
    /// The frames of the lines of text drawn now that read `string`, back to front.
    func textFrames(_ string: String) -> [CGRect] {
        layout.displayList().items.compactMap { item in
            if case .text(let text, _, _, let frame, _) = item, text == string { return frame }
            return nil
        }
    }

    /// The centre of the frontmost line of text that reads `string` (the backmost with `first`); an issue
    /// naming what is drawn when there is none.
    func centre(ofText string: String, first: Bool = false) throws -> CGPoint {
        let frames = textFrames(string)
        let frame = try #require(first ? frames.first : frames.last, "no \(string) among \(texts)")
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Drags from `start` up by `rows` wheel rows (32 points each) at 64 points a second, holds still for
    /// 0.2 s (so nothing flicks on), lifts, and lets 2 s pass: a wheel turned by hand, slowly.
    func turnWheel(at start: CGPoint, upBy rows: Int) {
        pointerDown(at: start)
        for step in 1...(rows * 16) {
            advance(by: 1.0 / 32)
            pointerMoved(to: CGPoint(x: start.x, y: start.y - Double(step) * 2))
        }
        advance(by: 0.2)
        pointerUp()
        advance(by: 2)
    }

    /// The text drawn now, line by line, back to front.
    var texts: [String] {
        graph.displayList.items.compactMap { item in
            if case .text(let string, _, _, _, _) = item { return string }
            return nil
        }
    }

    /// The transforms (`scaleEffect`, `rotationEffect`) and blur radii drawn now, outermost first.
    var effects: (transforms: [CGAffineTransform], blurs: [CGFloat]) {
        var transforms: [CGAffineTransform] = [], blurs: [CGFloat] = []
        for item in graph.displayList.items {
            if case .beginTransform(let t) = item { transforms.append(t) }
            if case .beginBlur(let radius, _, _) = item { blurs.append(radius) }
        }
        return (transforms, blurs)
    }

    /// Taps the centre of the view with `.id(id)`.
    @discardableResult
    func tap(id: String) -> Bool {
        guard let frame = layout.frame(of: id) else { return false }
        return tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

// MARK: - @Observable and @Bindable

@Observable private final class LikeModel {
    var title = "Likes"
    var count = 0
}

/// Owns the model in `@State`; shows its title and count; hands a binding to one of its properties down.
private struct LikeScreen: View {
    @State private var model = LikeModel()
    let log: SpellingLog
    var body: some View {
        VStack(spacing: 0) {
            LikeTitle(model: model, log: log)
            Text("\(model.count)")
            LikeButton(model: model, log: log)
        }
    }
}

/// Reads only the title: a change of the count does not run its body.
private struct LikeTitle: View {
    let model: LikeModel
    let log: SpellingLog
    var body: some View {
        log.body("title")
        return Text(model.title)
    }
}

/// Takes the model as `@Bindable` and changes it through `$model`.
private struct LikeButton: View {
    @Bindable var model: LikeModel
    let log: SpellingLog
    var body: some View {
        log.body("button")
        return VStack(spacing: 0) {
            Counter(value: $model.count).id("like")
            Color.gray.frame(width: 20, height: 20).id("rename").onTapGesture { model.title = "Hearts" }
        }
    }
}

/// Adds one to a bound value on a tap.
private struct Counter: View {
    @Binding var value: Int
    var body: some View { Color.red.frame(width: 20, height: 20).onTapGesture { value += 1 } }
}

// MARK: - ObservableObject, @Published, @StateObject, @EnvironmentObject

private final class Cart: ObservableObject {
    @Published var items: [String] = []
    init(log: SpellingLog) { log.note("cart made") }
}

/// Owns the cart as a `@StateObject` (made once, however often the body runs) and hands it down the
/// environment.
private struct Shop: View {
    @StateObject private var cart: Cart
    @State private var visits = 0
    init(log: SpellingLog) { _cart = StateObject(wrappedValue: Cart(log: log)) }
    var body: some View {
        VStack(spacing: 0) {
            Text("visit \(visits)")
            Color.gray.frame(width: 20, height: 20).id("visit").onTapGesture { visits += 1 }
            AddToCart()
            CartBadge()
        }
        .environmentObject(cart)
    }
}

private struct AddToCart: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Color.green.frame(width: 20, height: 20).id("add").onTapGesture { cart.items.append("pear") } }
}

private struct CartBadge: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Text("\(cart.items.count) in cart") }
}

// MARK: - @Environment: a custom key, and \.dismiss in a sheet

private struct BadgeSizeKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

private extension EnvironmentValues {
    var badgeSize: CGFloat {
        get { self[BadgeSizeKey.self] }
        set { self[BadgeSizeKey.self] = newValue }
    }
}

/// A badge as big as the environment says.
private struct Badge: View {
    @Environment(\.badgeSize) private var size
    let id: String
    var body: some View { Color.orange.frame(width: size, height: size).id(id) }
}

/// A screen that opens a settings sheet, whose content closes it with `\.dismiss`.
private struct SettingsHome: View {
    @State private var showsSettings = false
    let log: SpellingLog
    var body: some View {
        VStack(spacing: 0) {
            Text(showsSettings ? "settings open" : "settings closed")
            Badge(id: "home-badge")
            Color.blue.frame(width: 20, height: 20).id("open").onTapGesture { showsSettings = true }
        }
        .sheet(isPresented: $showsSettings, onDismiss: { log.note("dismissed") }) {
            SettingsSheet().environment(\.badgeSize, 30)
        }
    }
}

private struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 0) {
            Badge(id: "sheet-badge")
            Color.red.frame(width: 20, height: 20).id("done").onTapGesture { dismiss() }
        }
    }
}

// MARK: - @AppStorage

/// A volume kept in a store named by `suite` (a test keeps its store in a temporary directory; an app writes
/// `@AppStorage("volume") private var volume = 10`).
private struct VolumeSetting: View {
    @AppStorage private var volume: Int
    init(suite: String) { _volume = AppStorage(wrappedValue: 10, "volume", store: UserDefaults(suiteName: suite)) }
    var body: some View {
        VStack(spacing: 0) {
            Text("volume \(volume)")
            Color.gray.frame(width: 20, height: 20).id("louder").onTapGesture { volume += 5 }
        }
    }
}

@Suite struct StateSpellingTests {
    @Test func anObservableModelRunsOnlyTheBodiesThatReadWhatChanged() {
        let log = SpellingLog()
        let host = HeadlessHost(LikeScreen(log: log), size: CGSize(width: 300, height: 300))
        #expect(host.texts == ["Likes", "0"])
        #expect(log.bodies == ["title": 1, "button": 1])
        host.tap(id: "like")
        host.tap(id: "like")
        #expect(host.texts == ["Likes", "2"])
        // The count changed twice through `$model.count`: neither the title nor the button read it.
        #expect(log.bodies == ["title": 1, "button": 1])
        host.tap(id: "rename")
        #expect(host.texts == ["Hearts", "2"])
        #expect(log.bodies == ["title": 2, "button": 1])
    }

    @Test func anObservableObjectInTheEnvironmentIsMadeOnceAndSharedByItsReaders() {
        let log = SpellingLog()
        let host = HeadlessHost(Shop(log: log), size: CGSize(width: 300, height: 300))
        #expect(host.texts == ["visit 0", "0 in cart"])
        host.tap(id: "add")
        host.tap(id: "visit")
        host.tap(id: "add")
        host.tap(id: "visit")
        #expect(host.texts == ["visit 2", "2 in cart"])
        #expect(log.events == ["cart made"])
    }

    @Test func aCustomKeyReachesTheSheetAndDismissClosesIt() {
        let log = SpellingLog()
        let host = HeadlessHost(SettingsHome(log: log), size: CGSize(width: 390, height: 844))
        #expect(host.layout.frame(of: "home-badge")?.size == CGSize(width: 10, height: 10))
        #expect(host.layout.frame(of: "sheet-badge") == nil)
        host.tap(id: "open")
        host.advance(by: 1)
        #expect(host.texts == ["settings open"])
        #expect(host.layout.frame(of: "sheet-badge")?.size == CGSize(width: 30, height: 30))
        #expect(host.layout.frame(of: "home-badge")?.size == CGSize(width: 10, height: 10))
        host.tap(id: "done")
        host.advance(by: 1)
        #expect(host.layout.frame(of: "sheet-badge") == nil)
        #expect(host.texts == ["settings closed"])
        #expect(log.events == ["dismissed"])
    }

    @Test func appStorageKeepsTheValueForTheNextLaunch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-surface-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = directory + "/settings"
        let host = HeadlessHost(VolumeSetting(suite: suite), size: CGSize(width: 300, height: 300))
        #expect(host.texts == ["volume 10"])
        host.tap(id: "louder")
        #expect(host.texts == ["volume 15"])
        // Written to the store's file at once, and a new launch starts from it.
        let data = try #require(FileManager.default.contents(atPath: suite + ".plist"))
        #expect((try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Int]) == ["volume": 15])
        #expect(HeadlessHost(VolumeSetting(suite: suite), size: CGSize(width: 300, height: 300)).texts == ["volume 15"])
    }
}
