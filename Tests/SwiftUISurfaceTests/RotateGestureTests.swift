import HeroSim
import HeroSimTesting
import Testing

// `RotateGesture` as a photo editor writes it: the card turns with the fingers while they turn (a
// `@GestureState`), keeps the turn when they lift (an `@State`), and the deprecated `RotationGesture`
// reports the same angle. Turns come from `HeadlessHost.rotate(at:by:duration:)`.

private struct Photo: View {
    @State private var angle = Angle.zero
    @GestureState private var turning = Angle.zero
    @State private var log: [String] = []

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                .frame(width: 200, height: 140)
                .id("card")
                .rotationEffect(angle + turning)
                .gesture(RotateGesture()
                    .updating($turning) { value, turning, _ in turning = value.rotation }
                    .onEnded { value in angle += value.rotation })
            Text("angle \(Int(angle.degrees.rounded()))")
            Color.blue.frame(width: 100, height: 100).id("square")
                .gesture(RotationGesture(minimumAngleDelta: .degrees(10)).onEnded { log.append("turned \(Int($0.degrees.rounded()))") })
            Text("log \(log.joined(separator: ","))")
        }
    }
}

@MainActor
@Suite struct RotateGestureTests {
    @Test func theCardTurnsWithTheFingersAndKeepsTheTurn() {
        let host = HeadlessHost(Photo(), size: CGSize(width: 390, height: 600))
        let card = host.layout.frame(of: "card") ?? .zero
        let centre = CGPoint(x: card.midX, y: card.midY)
        host.pinchBegan(at: centre)
        host.advance(by: 0.1)
        host.pinchChanged(scale: 1, rotation: .degrees(30))
        #expect(host.effects.transforms.first.map { atan2($0.b, $0.a) * 180 / .pi }.map { abs($0 - 30) < 1e-9 } == true,
                "turning: \(host.effects.transforms)")
        host.advance(by: 0.1)
        host.pinchChanged(scale: 1.2, rotation: .degrees(45))
        #expect(host.pinchEnded())
        #expect(host.texts.contains("angle 45"))
        host.rotate(at: centre, by: .degrees(-15), duration: 0.3)
        #expect(host.texts.contains("angle 30"))
    }

    @Test func aSmallTurnDoesNotRecognizeAndTheOlderGestureReportsTheAngle() {
        let host = HeadlessHost(Photo(), size: CGSize(width: 390, height: 600))
        let square = host.layout.frame(of: "square") ?? .zero
        let centre = CGPoint(x: square.midX, y: square.midY)
        #expect(!host.rotate(at: centre, by: .degrees(5), duration: 0.2), "under its 10° minimum")
        #expect(host.texts.contains("log "))
        #expect(host.rotate(at: centre, by: .degrees(-90), duration: 0.2))
        #expect(host.texts.contains("log turned -90"))
    }
}
