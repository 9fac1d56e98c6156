@testable import Desktop
import Foundation
import Testing

/// The first frame's time counts from the launch time a launcher gives (`HEROSIM_LAUNCHED_AT`) when it is a
/// usable Unix time, else from the kernel's record of the process's start.
@Suite struct ProcessAgeTests {
    @Test func theLaunchTimeGivenIsCountedFromExactly() {
        let age = ProcessAge.sinceLaunch(environment: ["HEROSIM_LAUNCHED_AT": "1000.25"], now: 1000.5)
        #expect(age?.seconds == 0.25)
        #expect(age?.fromLaunchTime == true)
    }

    @Test func anUnusableLaunchTimeFallsBackToTheKernelsRecord() {
        for text in ["", "soon", "nan", "inf", "1000.75"] {
            let age = ProcessAge.sinceLaunch(environment: ["HEROSIM_LAUNCHED_AT": text], now: 1000.5)
            #expect(age?.fromLaunchTime == false, "\(text)")
        }
        #expect(ProcessAge.sinceLaunch(environment: [:], now: 1000.5)?.fromLaunchTime == false)
    }

    @Test func theReportSaysWhichStartTheFirstFrameCountsFrom() {
        var stats = FrameStats()
        stats.firstFrameAge = 0.0558
        stats.firstFrameAgeFromLaunchTime = true
        #expect(stats.report.hasPrefix("first frame on screen 55.8 ms after launch (HEROSIM_LAUNCHED_AT)\n"))
        stats.firstFrameAgeFromLaunchTime = false
        stats.firstFrameAge = 0.07
        #expect(stats.report.hasPrefix("first frame on screen 70 ms after the process started\n"))
    }
}
