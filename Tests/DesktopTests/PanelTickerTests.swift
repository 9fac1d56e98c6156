@testable import Desktop
@testable import Inspector
import Testing

/// An idle window with the inspector shown draws its panel four times a second, so its clock and frame
/// rate are never stale.
@Suite struct PanelTickerTests {
    @Test func anIdlePanelIsDueEveryQuarterSecond() {
        var ticker = PanelTicker()
        #expect(ticker.isDue(at: 100))   // never drawn
        #expect(ticker.millisecondsUntilDue(at: 100, limit: 250) == 0)
        ticker.drew(at: 100)
        #expect(!ticker.isDue(at: 100.125))
        #expect(ticker.millisecondsUntilDue(at: 100.125, limit: 250) == 125)
        #expect(ticker.millisecondsUntilDue(at: 100.125, limit: 16) == 16)
        #expect(ticker.isDue(at: 100.25))
        #expect(ticker.millisecondsUntilDue(at: 101, limit: 250) == 0)
    }
}
