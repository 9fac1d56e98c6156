import Foundation

/// How two images differ: the largest per-channel difference and how many pixels differ at all.
public struct ImageDifference: Hashable, Sendable {
    /// The largest difference of any channel (0–255) of any pixel.
    public var maximumChannelDelta: Int
    /// Pixels with any channel different.
    public var differingPixels: Int
    /// Whether the sizes differ (then nothing else is compared).
    public var sizeMismatch: Bool
}

/// Compares images channel by channel, optionally ignoring alpha (screenshots have none).
public enum ImageComparison {
    /// Compares `a` and `b`; with `ignoringAlpha`, only red, green and blue count.
    public static func compare(_ a: RasterImage, _ b: RasterImage, ignoringAlpha: Bool = false) -> ImageDifference {
        guard a.width == b.width, a.height == b.height else {
            return ImageDifference(maximumChannelDelta: 255, differingPixels: max(a.width * a.height, b.width * b.height), sizeMismatch: true)
        }
        var maxDelta = 0
        var differing = 0
        let shifts: [UInt32] = ignoringAlpha ? [16, 8, 0] : [24, 16, 8, 0]
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                if p == q { continue }
                var pixelDelta = 0
                for shift in shifts {
                    pixelDelta = max(pixelDelta, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
                if pixelDelta > 0 { differing += 1 }
                maxDelta = max(maxDelta, pixelDelta)
            }
        }
        return ImageDifference(maximumChannelDelta: maxDelta, differingPixels: differing, sizeMismatch: false)
    }

    /// An image that is black where `a` and `b` agree and bright red where they differ, scaled by the difference.
    public static func diffImage(_ a: RasterImage, _ b: RasterImage) -> RasterImage {
        let out = RasterImage(width: min(a.width, b.width), height: min(a.height, b.height))
        for y in 0..<out.height {
            for x in 0..<out.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                var delta: UInt32 = 0
                for shift: UInt32 in [24, 16, 8, 0] {
                    delta = max(delta, UInt32(abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))))
                }
                let red = delta == 0 ? 0 : min(255, 64 + delta * 4)
                out.pixels.storeBytes(of: 0xFF00_0000 | (red << 16), toByteOffset: y * out.stride + x * 4, as: UInt32.self)
            }
        }
        return out
    }
}
