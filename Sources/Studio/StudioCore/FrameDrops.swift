import Foundation
import Headless
import StudioSettings
import Motion

/// Which frames of a render miss their display refresh (`herosim render --drop-frames`): the screen keeps
/// showing the frame before, while time and input go on, as on a janky device.
public struct FrameDrops: Hashable, Sendable {
    private enum Rule: Hashable, Sendable {
        case frames(Set<Int>)
        case fraction(Double, seed: UInt64)
    }
    private let rule: Rule

    /// No frame is dropped.
    public static let none = FrameDrops(rule: .frames([]))

    private init(rule: Rule) { self.rule = rule }

    /// Parses `12,13,40` (frame numbers) or `10%` (that share of frames, picked by a generator seeded with
    /// `seed`: the same seed drops the same frames). Frame 0 is always drawn.
    public init(parsing text: String, seed: UInt64 = 1) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%") {
            guard let percent = Double(trimmed.dropLast()), percent.isFinite, (0...99).contains(percent) else {
                throw FrameDropsError(description: "--drop-frames expects a share from 0% to 99%, got '\(text)'")
            }
            rule = .fraction(percent / 100, seed: seed)
            return
        }
        var frames: Set<Int> = []
        for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let field = part.trimmingCharacters(in: .whitespaces)
            guard let frame = Int(field), frame >= 1, frame <= FileLimits.renderFrames else {
                throw FrameDropsError(description: "--drop-frames expects frame numbers from 1 (frame 0 is always drawn) separated by commas, or a share like 10%; '\(field)' is not one")
            }
            frames.insert(frame)
        }
        rule = .frames(frames)
    }

    /// The dropped frames among frames 0 ..< `count`.
    public func dropped(among count: Int) -> Set<Int> {
        switch rule {
        case .frames(let frames): return frames.filter { $0 < count }
        case .fraction(let share, let seed):
            var generator = SplitMix(seed: seed)
            var out: Set<Int> = []
            for frame in 0..<count {
                let draw = Double(generator.next() >> 11) / Double(1 << 53)
                if frame > 0, draw < share { out.insert(frame) }
            }
            return out
        }
    }
}

/// A `--drop-frames` value that cannot be read.
public struct FrameDropsError: Error, CustomStringConvertible {
    /// What is wrong, naming the option.
    public let description: String
}
