@testable import Desktop
import Testing

@Suite struct SlowFrameNoticeTests {
    @Test func aDebugBuildWhoseFramesKeepMissingTheirTimeSaysSoOnceWithTheFix() {
        var notice = SlowFrameNotice(debugBuild: true)
        // 29 fast frames, then slow ones: the 60-frame window is over budget in more than half at frame 60.
        let works = Array(repeating: 0.004, count: 29) + Array(repeating: 0.025, count: 31)
        let messages = works.map { notice.record(work: $0) }
        #expect(messages.dropLast().allSatisfy { $0 == nil })
        #expect(messages.last == """
            HeroSim: frames take 25.0 ms to draw (the median of the last 60 moving ones), over the 16.7 ms each is on \
            screen, so animations stutter. This is a debug build: `swift run -c release` (or `swift build -c release`) \
            builds it optimised.
            """)
        #expect((0..<200).allSatisfy { _ in notice.record(work: 0.5) == nil })
    }

    @Test func halfTheFramesOverBudgetIsNotYetANotice() {
        var notice = SlowFrameNotice(debugBuild: false)
        let works = (0..<300).map { $0 % 2 == 0 ? 0.030 : 0.010 }
        #expect(works.allSatisfy { notice.record(work: $0) == nil })
        #expect(notice.record(work: 0.030) == nil)   // 30 of the last 60 are over: not more than half
        #expect(notice.record(work: 0.0301) == """
            HeroSim: frames take 30.0 ms to draw (the median of the last 60 moving ones), over the 16.7 ms each is on \
            screen, so animations stutter. `--stats` shows where the time goes (layout, display list, raster, present).
            """)
    }
}
