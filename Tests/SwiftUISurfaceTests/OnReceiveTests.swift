import Foundation
import HeroSim
import HeroSimTesting
import Testing

// `onReceive` with Combine's `Timer.publish`, as an auto-advancing carousel writes it: the action runs every
// interval of the graph's clock while the view is shown, with the date of each firing.

/// The dates the timer sent.
private final class Fired {
    var dates: [Date] = []
}

private struct AutoAdvancing: View {
    let fired: Fired
    let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
    @State private var page = 0

    var body: some View {
        Text("Page \(page)")
            .onReceive(timer) { date in
                fired.dates.append(date)
                page += 1
            }
    }
}

@MainActor
@Suite struct OnReceiveTests {
    @Test func aTimerFiresEveryIntervalOfTheGraphsClock() {
        let fired = Fired()
        let host = HeadlessHost(AutoAdvancing(fired: fired), size: CGSize(width: 200, height: 100))
        host.advance(by: 5)
        #expect(fired.dates.count == 2)
        #expect(fired.dates.count == 2 && fired.dates[1].timeIntervalSince(fired.dates[0]) == 2)
        #expect(host.texts == ["Page 2"])
    }
}
