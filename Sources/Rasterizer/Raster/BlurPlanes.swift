import CPixelOps
import Dispatch
import Foundation

/// The channels of a region of premultiplied ARGB32 pixels as planes of numbers, blurred the way shadows,
/// `blur(radius:)` and materials blur: three box blurs along rows, each followed by one along columns,
/// approximating a Gaussian of the given σ. The loops run in C (`blur_ops.c`), built optimised in every
/// configuration, so a debug build blurs as fast as a release one.
struct BlurPlanes {
    /// The values, plane after plane, each `width × height`, row by row (a recycled buffer may hold more after).
    private var values: [Double]
    /// How many planes.
    private let planeCount: Int
    /// Values per row.
    let width: Int
    /// Rows per plane.
    let height: Int

    /// The four channels (alpha, red, green, blue) of the `width × height` pixels at `x`, `y` of `pixels`
    /// (rows `stride` bytes apart), and whether all of them equal the first.
    static func channels(of pixels: UnsafeRawPointer, stride: Int, x: Int, y: Int, width: Int, height: Int) -> (BlurPlanes, uniform: Bool) {
        var planes = BlurPlanes(width: width, height: height, planes: 4)
        let start = pixels + y * stride + x * 4
        let uniform = planes.values.withUnsafeMutableBufferPointer {
            herosim_split_planes(start.assumingMemoryBound(to: UInt8.self), stride, width, height, $0.baseAddress)
        }
        return (planes, uniform != 0)
    }

    /// The alpha of the `width × height` pixels at `x`, `y` of `pixels` (rows `stride` bytes apart).
    static func alpha(of pixels: UnsafeRawPointer, stride: Int, x: Int, y: Int, width: Int, height: Int) -> BlurPlanes {
        var plane = BlurPlanes(width: width, height: height, planes: 1)
        let start = pixels + y * stride + x * 4
        plane.values.withUnsafeMutableBufferPointer {
            herosim_alpha_plane(start.assumingMemoryBound(to: UInt8.self), stride, width, height, $0.baseAddress)
        }
        return plane
    }

    private init(width: Int, height: Int, planes: Int) {
        self.width = width
        self.height = height
        planeCount = planes
        values = Self.recycled.take(count: width * height * planes)
    }

    /// Hands the buffer back for the next blur (a material drawn in every frame of a flight blurs the same
    /// size again): no new pages to fault in and clear each frame.
    consuming func recycle() {
        Self.recycled.put(values)
    }

    private static let recycled = RecycledBuffers()

    /// The box radius whose three passes approximate a Gaussian of `sigma` pixels.
    static func boxRadius(sigma: Double) -> Int {
        max(1, Int(((4 * sigma * sigma + 1).squareRoot() / 2).rounded()))
    }

    /// Blurs every plane by `sigma` pixels (nothing for 0), the planes side by side on the machine's cores.
    /// Outside the region values count as 0, or with `clampedEdges` as the nearest edge value.
    mutating func blur(sigma: Double, clampedEdges: Bool) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let radius = Self.boxRadius(sigma: sigma)
        let count = width * height, planes = planeCount
        let lineLength = 8 * (max(width, height) + 2 * radius + 2)
        let (width, height, clamped) = (width, height, Int32(clampedEdges ? 1 : 0))
        values.withUnsafeMutableBufferPointer { values in
            nonisolated(unsafe) let base = values.baseAddress!
            let blurPlane: @Sendable (Int) -> Void = { plane in
                var line = [Double](repeating: 0, count: lineLength)
                line.withUnsafeMutableBufferPointer {
                    herosim_box_blur_plane(base + plane * count, width, height, radius, clamped, $0.baseAddress)
                }
            }
            // Small regions (a button's shadow) are not worth a thread's hand-over.
            if planes > 1, count >= Self.parallelPixels {
                DispatchQueue.concurrentPerform(iterations: planes, execute: blurPlane)
            } else {
                (0..<planes).forEach(blurPlane)
            }
        }
    }

    /// Pixels from which a region's planes are blurred in parallel.
    static let parallelPixels = 16_384

    /// Writes the four planes' `width × height` values from column `x`, row `y` as premultiplied pixels into
    /// `out` (rows `outStride` bytes apart), rounded and held to 0...255, no colour above alpha.
    func writePixels(x: Int, y: Int, width: Int, height: Int, to out: UnsafeMutablePointer<UInt8>, outStride: Int) {
        values.withUnsafeBufferPointer {
            herosim_join_planes($0.baseAddress, self.width, self.height, x, y, out, outStride, width, height)
        }
    }

    /// Writes the first plane as bytes into `out` (rows `outStride` bytes apart), rounded and held to 0...255.
    func writeBytes(to out: UnsafeMutablePointer<UInt8>, outStride: Int) {
        values.withUnsafeBufferPointer { herosim_plane_to_bytes($0.baseAddress, width, height, out, outStride) }
    }
}

/// A few buffers of doubles kept between blurs, shared by every thread that draws.
private final class RecycledBuffers: @unchecked Sendable {
    private let lock = NSLock()
    private var buffers: [[Double]] = []
    /// How many buffers are kept.
    private static let limit = 4

    /// A buffer of at least `count` values (their contents are whatever the last user left).
    func take(count: Int) -> [Double] {
        lock.lock()
        defer { lock.unlock() }
        if let index = buffers.firstIndex(where: { $0.count >= count }) { return buffers.remove(at: index) }
        return [Double](repeating: 0, count: count)
    }

    /// Keeps `buffer` for a later `take`, in place of the smallest kept one when full.
    func put(_ buffer: [Double]) {
        lock.lock()
        defer { lock.unlock() }
        buffers.append(buffer)
        if buffers.count > Self.limit, let smallest = buffers.indices.min(by: { buffers[$0].count < buffers[$1].count }) {
            buffers.remove(at: smallest)
        }
    }
}
