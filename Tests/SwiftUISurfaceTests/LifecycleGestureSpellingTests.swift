import HeroSim
import HeroSimTesting
import Testing

// Issue 24's lifecycle, `.task`, gesture and animated-effect names spelled as a user's app writes them, with
// nothing but `import HeroSim` (the helpers are in `StateSpellingTests.swift`).

// MARK: - onAppear, onDisappear, onChange(of:) and .task

/// An inbox that loads for two seconds in a `.task`, counts down its unread mail and closes its detail.
private struct Inbox: View {
    let log: SpellingLog
    @State private var status = "loading"
    @State private var unread = 3
    @State private var showsDetail = true
    var body: some View {
        VStack(spacing: 0) {
            Text(status)
            if showsDetail {
                Text("\(unread) unread")
                    .onAppear { log.note("detail appeared") }
                    .onDisappear { log.note("detail disappeared") }
            }
            Color.gray.frame(width: 20, height: 20).id("read").onTapGesture { unread -= 1 }
            Color.gray.frame(width: 20, height: 20).id("close").onTapGesture { showsDetail = false }
        }
        .onChange(of: unread) { oldValue, newValue in log.note("unread \(oldValue) to \(newValue)") }
        .onChange(of: unread) { log.note("unread changed") }
        .task {
            log.note("loading")
            try? await Task.sleep(for: .seconds(2))
            status = "loaded"
            log.note("loaded")
        }
    }
}

// MARK: - DragGesture with @GestureState, onLongPressGesture

/// A photo that follows a drag only while it lasts (`@GestureState`), and a heart liked by a long press.
private struct PhotoCard: View {
    @GestureState private var drag = CGSize.zero
    @State private var likes = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("\(likes) likes")
            Color.blue.frame(width: 100, height: 100).id("photo")
                .offset(drag)
                .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
            Color.pink.frame(width: 40, height: 40).id("heart")
                .onLongPressGesture(minimumDuration: 0.5) { likes += 1 }
        }
    }
}

// MARK: - scaleEffect, rotationEffect, blur with withAnimation; repeatForever

/// A 100 × 100 square centred in a 400 × 400 window that grows, turns and blurs in a linear second.
private struct Spinner: View {
    @State private var on = false
    var body: some View {
        ZStack {
            Color.blue.frame(width: 100, height: 100)
                .scaleEffect(on ? 2 : 1)
                .rotationEffect(.degrees(on ? 90 : 0))
                .blur(radius: on ? 8 : 0)
            Color.red.frame(width: 10, height: 10).id("spin")
                .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
                .position(x: 5, y: 5)
        }
    }
}

/// A dot that pulses for ever from the moment it appears.
private struct Pulse: View {
    @State private var big = false
    var body: some View {
        Circle().fill(Color.red).frame(width: 50, height: 50)
            .scaleEffect(big ? 1.5 : 1)
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { big = true } }
    }
}

@Suite struct LifecycleGestureSpellingTests {
    @Test func lifecycleAndTaskRunAtTheirMoments() {
        let log = SpellingLog()
        let host = HeadlessHost(Inbox(log: log), size: CGSize(width: 300, height: 300))
        #expect(host.texts == ["loading", "3 unread"])
        #expect(log.events == ["detail appeared", "loading"])
        host.tap(id: "read")
        #expect(host.texts == ["loading", "2 unread"])
        #expect(log.events.suffix(2) == ["unread 3 to 2", "unread changed"])
        // The task's sleep is on the host's clock: still loading just before two seconds, loaded at two.
        host.advance(to: 1.999)
        #expect(host.texts == ["loading", "2 unread"])
        host.advance(to: 2)
        #expect(host.texts == ["loaded", "2 unread"])
        host.tap(id: "close")
        #expect(host.texts == ["loaded"])
        #expect(log.events == ["detail appeared", "loading", "unread 3 to 2", "unread changed", "loaded", "detail disappeared"])
    }

    @Test func aDragMovesThePhotoOnlyWhileItLastsAndALongPressLikes() throws {
        let host = HeadlessHost(PhotoCard(), size: CGSize(width: 300, height: 300))
        let rest = try #require(host.layout.frame(of: "photo"))
        host.pointerDown(at: CGPoint(x: rest.midX, y: rest.midY))
        host.advance(by: 0.1)
        host.pointerMoved(to: CGPoint(x: rest.midX + 30, y: rest.midY + 40))
        #expect(host.layout.frame(of: "photo") == rest.offsetBy(dx: 30, dy: 40))
        host.advance(by: 0.1)
        host.pointerMoved(to: CGPoint(x: rest.midX - 20, y: rest.midY + 10))
        #expect(host.layout.frame(of: "photo") == rest.offsetBy(dx: -20, dy: 10))
        host.pointerUp()
        #expect(host.layout.frame(of: "photo") == rest)
        // Held 0.4 s: too short. Held 0.5 s: liked, at the press's minimum duration.
        let heart = try #require(host.layout.frame(of: "heart"))
        host.press(at: CGPoint(x: heart.midX, y: heart.midY), duration: 0.4)
        #expect(host.texts == ["0 likes"])
        host.press(at: CGPoint(x: heart.midX, y: heart.midY), duration: 0.5)
        #expect(host.texts == ["1 likes"])
    }

    @Test func scaleRotationAndBlurAnimateWithWithAnimation() throws {
        let host = HeadlessHost(Spinner(), size: CGSize(width: 400, height: 400))
        #expect(host.effects.transforms.isEmpty && host.effects.blurs.isEmpty)
        host.tap(id: "spin")
        host.advance(to: 0.5)
        // Half-way: scale 1.5 about the centre (200, 200), a turn of 45°, a blur of 4.
        let half = host.effects
        try #require(half.transforms.count == 2)
        let rotation = half.transforms[0], scale = half.transforms[1]
        let angle = Angle.degrees(45).radians
        #expect(rotation.a == cos(angle) && rotation.b == sin(angle) && rotation.c == -sin(angle) && rotation.d == cos(angle))
        #expect(CGPoint(x: 200, y: 200).applying(rotation) == CGPoint(x: 200, y: 200))
        #expect(scale == CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: -100, ty: -100))
        #expect(half.blurs == [4])
        host.advance(to: 1)
        let end = host.effects
        #expect(end.transforms.first.map { $0.b == 1 && abs($0.a) < 1e-15 } == true)
        #expect(end.transforms.last == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -200, ty: -200))
        #expect(end.blurs == [8])
        #expect(!host.isAnimating)
    }

    @Test func repeatForeverAutoreversesFromOnAppear() {
        let host = HeadlessHost(Pulse(), size: CGSize(width: 100, height: 100))
        // Linear legs of a second from 1 to 1.5: forward, back, forward, ... and never at rest.
        var scales: [CGFloat] = []
        for time in [0.25, 1.25, 2.5, 100.75] {
            host.advance(to: time)
            scales.append(host.effects.transforms.first?.a ?? 1)
        }
        #expect(scales == [1.125, 1.375, 1.25, 1.375])
        #expect(host.isAnimating)
    }
}
