import Foundation

/// The pointer's velocity from its recent samples, in points per second: the displacement from the
/// oldest sample at most `window` seconds older than the newest to the newest, over the time between
/// them (the sample just before the newest when none is that recent, so a pointer that stopped reads 0).
///
/// Times are counted in whole microseconds, as input events are stamped, so a drag sampled at a fixed
/// rate at constant speed reads exactly its distance over its duration.
struct PointerVelocity {
    /// How far back the velocity looks, in seconds (HeroSim's choice; SwiftUI does not document one).
    static let window = 0.1
    /// The samples kept: those within the window of the newest, and one before them.
    private var samples: [(tick: Int64, location: CGPoint)] = []

    /// A time in whole microseconds.
    static func tick(_ time: Double) -> Int64 { Int64((time * 1e6).rounded()) }

    /// Adds a sample; one at the same microsecond as the newest replaces it.
    mutating func add(_ sample: PointerSample) {
        let tick = Self.tick(sample.time)
        if let last = samples.last, last.tick >= tick { samples.removeLast() }
        samples.append((tick, sample.location))
        let oldest = tick - Self.tick(Self.window)
        // Keep one sample older than the window: it is the fallback when the window holds only the newest.
        while samples.count > 2, samples[1].tick < oldest { samples.removeFirst() }
    }

    /// The velocity at the newest sample (zero with fewer than two samples).
    var velocity: CGSize {
        guard let newest = samples.last, samples.count >= 2 else { return .zero }
        let oldest = newest.tick - Self.tick(Self.window)
        let reference = samples.dropLast().first { $0.tick >= oldest } ?? samples[samples.count - 2]
        let elapsed = Double(newest.tick - reference.tick)
        guard elapsed > 0 else { return .zero }
        return CGSize(width: Double(newest.location.x - reference.location.x) * 1e6 / elapsed,
                      height: Double(newest.location.y - reference.location.y) * 1e6 / elapsed)
    }
}
