import Foundation
import Raster
import TestSupport
import Testing

/// The PNG writer is lossless, picks RGB for opaque images, and writes the same bytes from the pool.
@Suite struct PNGEncoderTests {
    /// A 3×2 image: opaque red, green, blue on the first row; the second row `alpha`-transparent grey.
    func sample(alpha: UInt32) -> RasterImage {
        let image = RasterImage(width: 3, height: 2)
        let premultipliedGrey = (0x80 * alpha + 127) / 255
        let pixels: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF,
                                alpha << 24 | premultipliedGrey << 16 | premultipliedGrey << 8 | premultipliedGrey,
                                0xFF12_3456, 0xFFFF_FFFF]
        for (index, value) in pixels.enumerated() {
            image.pixels.storeBytes(of: value, toByteOffset: (index / 3) * image.stride + (index % 3) * 4, as: UInt32.self)
        }
        return image
    }

    @Test func opaqueImagesAreRGBAndReadBackExactly() throws {
        let image = sample(alpha: 255)
        let bytes = image.pngData()
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes[25] == 2) // IHDR colour type: RGB
        let path = try TestSupport.temporaryDirectory("png") + "/opaque.png"
        try image.writePNG(to: path)
        let back = try RasterImage.readPNG(at: path)
        #expect((0..<2).flatMap { y in (0..<3).map { back.pixel(x: $0, y: y) } }
                == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF80_8080, 0xFF12_3456, 0xFFFF_FFFF])
    }

    @Test func translucentImagesAreRGBAWithStraightColour() throws {
        let image = sample(alpha: 0x40)
        let bytes = image.pngData()
        #expect(bytes[25] == 6) // IHDR colour type: RGBA
        let path = try TestSupport.temporaryDirectory("png") + "/translucent.png"
        try image.writePNG(to: path)
        // Premultiplied 0x20 at alpha 0x40 is straight grey 0x80; reading premultiplies it again.
        #expect(try RasterImage.readPNG(at: path).pixel(x: 0, y: 1) == 0x4020_2020)
    }

    @Test func thePoolWritesTheSameBytesAsWritePNG() throws {
        let directory = try TestSupport.temporaryDirectory("png-pool")
        let pool = PNGWriterPool(workers: 2)
        for index in 0..<6 {
            let image = pool.image(width: 3, height: 2)
            let source = sample(alpha: UInt32(40 * index + 15))
            image.copyPixels(from: source)
            pool.write(image, to: "\(directory)/\(index).png")
        }
        try pool.finish()
        for index in 0..<6 {
            let written = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(index).png"))
            #expect(Array(written) == sample(alpha: UInt32(40 * index + 15)).pngData())
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == (0..<6).map { "\($0).png" })
    }

    @Test func wideOpaqueImagesReadBackExactly() throws {
        // 37 pixels a row: the converter's four-pixel steps and the pixel-by-pixel rest of each row.
        let image = RasterImage(width: 37, height: 3)
        var generator = SystemRandomNumberGenerator()
        var expected: [UInt32] = []
        for y in 0..<3 {
            for x in 0..<37 {
                let value = 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &generator)
                image.pixels.storeBytes(of: value, toByteOffset: y * image.stride + x * 4, as: UInt32.self)
                expected.append(value)
            }
        }
        let path = try TestSupport.temporaryDirectory("png-wide") + "/wide.png"
        try image.writePNG(to: path)
        let back = try RasterImage.readPNG(at: path)
        let read: [UInt32] = (0..<3).flatMap { y in (0..<37).map { x in back.pixel(x: x, y: y) } }
        #expect(read == expected)
    }

    @Test func aRepeatedFrameGetsThePreviousFramesBytesWithoutTemporaryFiles() throws {
        let directory = try TestSupport.temporaryDirectory("png-repeat")
        let pool = PNGWriterPool(workers: 2, atomically: false)
        let alphas: [UInt32] = [255, 255, 90, 90, 90, 255]
        for (index, alpha) in alphas.enumerated() {
            let image = pool.image(width: 3, height: 2)
            image.copyPixels(from: sample(alpha: alpha))
            pool.write(image, to: "\(directory)/\(index).png", repeatsPrevious: index > 0 && alphas[index - 1] == alpha)
        }
        // Said to repeat, a frame is not encoded: it gets the bytes of the one before, whatever it holds.
        let unencoded = pool.image(width: 3, height: 2)
        unencoded.copyPixels(from: sample(alpha: 30))
        pool.write(unencoded, to: "\(directory)/6.png", repeatsPrevious: true)
        try pool.finish()
        for (index, alpha) in (alphas + [255]).enumerated() {
            let written = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(index).png"))
            #expect(Array(written) == sample(alpha: alpha).pngData(), "frame \(index)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == (0...6).map { "\($0).png" })
    }
}
