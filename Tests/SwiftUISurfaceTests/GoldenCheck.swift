import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// The folder of this target's golden frames.
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path

/// Compares `image` with the golden `name`.png, each channel within 2; `HEROSIM_RECORD_GOLDENS=1` records it
/// instead (look at it before committing). The frame is also written to /tmp/herosim-`name`.png.
func expectGolden(_ image: RasterImage, _ name: String) throws {
    let path = "\(goldenFolder)/\(name).png"
    if ProcessInfo.processInfo.environment["HEROSIM_RECORD_GOLDENS"] == "1" { try image.writePNG(to: path) }
    try image.writePNG(to: "/tmp/herosim-\(name).png")
    let golden = try RasterImage.readPNG(at: path)
    #expect(golden.width == image.width && golden.height == image.height)
    guard golden.width == image.width, golden.height == image.height else { return }
    let worst = worstChannelDifference(golden, image)
    #expect(worst <= 2, "\(name) differs from its golden by \(worst): see /tmp/herosim-\(name).png")
}

/// The largest difference of any channel of any pixel between two frames of one size.
func worstChannelDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
    var worst = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
    }
    return worst
}
