@testable import Desktop
@testable import Inspector
import Testing

/// The panel's frame rate counts the moving frames of the last second (none: idle), its frame work is the
/// median of that second's frames, and only the last 240 frames are kept.
@Suite struct RecentFramesTests {
    @Test func theLastSecond() {
        var frames = RecentFrames()
        #expect(frames.lastSecond(before: 5) == (nil, nil))
        frames.append(time: 3.5, work: 0.009, moving: true)   // more than a second ago
        for index in 0..<3 { frames.append(time: 4.2 + Double(index) * 0.1, work: 0.001 * Double(index + 1), moving: index > 0) }
        let second = frames.lastSecond(before: 5)
        #expect(second.framesPerSecond == 2 && second.workMilliseconds == 2)
    }

    @Test func oneMovingFrameIsNoRate() {
        var frames = RecentFrames()
        frames.append(time: 1, work: 0.001, moving: true)
        #expect(frames.lastSecond(before: 1.5).framesPerSecond == nil)
    }

    @Test func keepsTheLast240() {
        var frames = RecentFrames()
        for index in 0..<300 { frames.append(time: 100, work: Double(index) / 1000, moving: true) }
        #expect(frames.lastSecond(before: 100.5).framesPerSecond == 240)
    }
}
