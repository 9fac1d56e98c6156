import Foundation
import Raster

/// A scenario's frames in one image, one under the other: what the `.frames(running:)` snapshot strategy
/// stores (a PNG anyone can open) and compares.
public struct FrameStrip {
    /// The frames, one below the other, each in a cell of the largest frame's size (top-left aligned).
    public let image: RasterImage
    /// The height of a cell in pixels; nil for a strip read back from a file (the fresh strip it is compared
    /// with knows it).
    public let cellHeight: Int?
    /// The time of each frame, seconds; empty for a strip read back from a file.
    public let times: [Double]

    /// The strip of `frames` rendered at `times`.
    public init(frames: [RasterImage], times: [Double]) {
        let width = frames.map(\.width).max() ?? 1, height = frames.map(\.height).max() ?? 1
        let image = RasterImage(width: width, height: height * max(1, frames.count))
        for (index, frame) in frames.enumerated() {
            frame.flush()
            for row in 0..<frame.height {
                (image.pixels + (index * height + row) * image.stride).copyMemory(from: frame.pixels + row * frame.stride, byteCount: frame.width * 4)
            }
        }
        self.init(image: image, cellHeight: height, times: times)
    }

    /// A strip around an image already laid out as one.
    public init(image: RasterImage, cellHeight: Int?, times: [Double]) {
        self.image = image
        self.cellHeight = cellHeight
        self.times = times
    }

    /// The strip as PNG bytes.
    public func pngData() -> Data { Data(image.pngData()) }

    /// A strip from PNG bytes (cell height and times unknown).
    public static func read(_ data: Data) throws -> FrameStrip {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-strip-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try data.write(to: URL(fileURLWithPath: path))
        return FrameStrip(image: try RasterImage.readPNG(at: path), cellHeight: nil, times: [])
    }

    /// The rows `start..<end` of the strip as an image.
    func rows(_ range: Range<Int>) -> RasterImage {
        let part = RasterImage(width: image.width, height: range.count)
        image.flush()
        for (row, source) in range.enumerated() where source < image.height {
            (part.pixels + row * part.stride).copyMemory(from: image.pixels + source * image.stride, byteCount: image.width * 4)
        }
        return part
    }
}
