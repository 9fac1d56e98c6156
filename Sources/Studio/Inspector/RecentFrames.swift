import Desktop
import Foundation

/// The frames of the last seconds, for the panel's frame rate and frame work: when each was drawn (wall
/// seconds), its work (seconds) and whether anything moved.
struct RecentFrames {
    /// How many frames are kept: four seconds at 60 Hz.
    static let kept = 240
    private var frames: [(time: Double, work: Double, moving: Bool)] = []

    /// Notes a frame drawn at wall time `time` that took `work` seconds; `moving` says whether something moved.
    mutating func append(time: Double, work: Double, moving: Bool) {
        frames.append((time, work, moving))
        if frames.count > RecentFrames.kept { frames.removeFirst(frames.count - RecentFrames.kept) }
    }

    /// The second before wall time `wall`: frames per second while something moved (nil unless more than
    /// one moving frame), and the median frame work in milliseconds (nil without frames).
    func lastSecond(before wall: Double) -> (framesPerSecond: Double?, workMilliseconds: Double?) {
        let recent = frames.filter { $0.time > wall - 1 }
        let works = recent.map(\.work).sorted()
        let moving = recent.filter(\.moving).count
        return (moving > 1 ? Double(moving) : nil, works.isEmpty ? nil : works[works.count / 2] * 1000)
    }
}
