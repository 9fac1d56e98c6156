import CPixelOps

/// The channels of a region of premultiplied ARGB32 pixels as planes of numbers, blurred the way shadows,
/// `blur(radius:)` and materials blur: three box blurs along rows, each followed by one along columns,
/// approximating a Gaussian of the given σ. The loops run in C (`blur_ops.c`), built optimised in every
/// configuration, so a debug build blurs as fast as a release one.
struct BlurPlanes {
    /// The values, plane after plane, each `width × height`, row by row.
    private var values: [Double]
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
        values = [Double](repeating: 0, count: width * height * planes)
    }

    /// The box radius whose three passes approximate a Gaussian of `sigma` pixels.
    static func boxRadius(sigma: Double) -> Int {
        max(1, Int(((4 * sigma * sigma + 1).squareRoot() / 2).rounded()))
    }

    /// Blurs every plane by `sigma` pixels (nothing for 0). Outside the region values count as 0, or with
    /// `clampedEdges` as the nearest edge value.
    mutating func blur(sigma: Double, clampedEdges: Bool) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let radius = Self.boxRadius(sigma: sigma)
        let count = width * height
        var line = [Double](repeating: 0, count: 8 * (max(width, height) + 2 * radius + 2))
        line.withUnsafeMutableBufferPointer { line in
            values.withUnsafeMutableBufferPointer { values in
                for start in Swift.stride(from: 0, to: values.count, by: count) {
                    herosim_box_blur_plane(values.baseAddress! + start, width, height, radius, clampedEdges ? 1 : 0, line.baseAddress)
                }
            }
        }
    }

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
