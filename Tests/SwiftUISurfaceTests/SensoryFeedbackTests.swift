import HeroSim
import HeroSimTesting
import Testing

// `sensoryFeedback` as a counter writes it: a success each time the count changes, an increase only when it
// goes up, and the feedback chosen from the old and new values; HeroSim records what would have played.

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Up") { count += 1 }
            Button("Down") { count -= 1 }
        }
        .sensoryFeedback(.success, trigger: count)
        .sensoryFeedback(.increase, trigger: count) { old, new in new > old }
        .sensoryFeedback(trigger: count) { _, new in new < 0 ? .impact(weight: .heavy) : nil }
    }
}

@MainActor
@Suite struct SensoryFeedbackTests {
    @Test func feedbackPlaysWhenTheTriggerChangesAsItsConditionSays() throws {
        let host = HeadlessHost(Counter(), size: CGSize(width: 390, height: 300))
        #expect(host.sensoryFeedback.isEmpty, "nothing changed yet")
        host.advance(by: 1)
        #expect(host.tap(at: try host.centre(ofText: "Up")))
        #expect(host.sensoryFeedback.map(\.feedback).sorted { $0.description < $1.description } == [.increase, .success])
        #expect(host.sensoryFeedback.allSatisfy { $0.time == 1 })
        host.advance(by: 1)
        #expect(host.tap(at: try host.centre(ofText: "Down")))
        #expect(host.tap(at: try host.centre(ofText: "Down")))
        let later = host.sensoryFeedback.dropFirst(2).map(\.feedback)
        #expect(later.filter { $0 == .success }.count == 2)
        #expect(!later.contains(.increase))
        #expect(later.filter { $0 == .impact(weight: .heavy) }.count == 1, "only once the count is below zero")
    }
}
