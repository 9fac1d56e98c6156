import CDeflate
import CPixelOps
import Foundation

/// Encodes premultiplied ARGB32 pixels as PNG, losslessly: 8-bit RGB when every pixel is opaque (a frame
/// of a scene always is), 8-bit RGBA with un-premultiplied colour otherwise (as cairo writes it). Rows
/// are unfiltered and compressed with libdeflate at level 1, the fastest setting that still shrinks a
/// frame about 30 times; any PNG reader opens the result. One encoder keeps its buffers from one image
/// to the next; use one per thread.
public final class PNGEncoder {
    private var raw: [UInt8] = []
    private var compressed: [UInt8] = []
    private let compressor: OpaquePointer

    /// Creates an encoder.
    public init() {
        guard let compressor = libdeflate_alloc_compressor(1) else { fatalError("libdeflate could not allocate a compressor") }
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// The PNG file bytes of a `width` × `height` image whose rows start every `stride` bytes at `pixels`.
    public func encode(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> [UInt8] {
        let opaque = PNGEncoder.isOpaque(pixels: pixels, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        if raw.count != rowBytes * height { raw = [UInt8](repeating: 0, count: rowBytes * height) }
        raw.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            if opaque {
                herosim_png_rgb_scanlines(pixels.assumingMemoryBound(to: UInt8.self), stride, width, height, out)
                return
            }
            for y in 0..<height {
                let source = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                var o = out + y * rowBytes
                o[0] = 0 // the row's filter: none
                o += 1
                for x in 0..<width {
                    let p = source[x]
                    let alpha = UInt32(p >> 24)
                    o[0] = PNGEncoder.unpremultiply(p >> 16, alpha)
                    o[1] = PNGEncoder.unpremultiply(p >> 8, alpha)
                    o[2] = PNGEncoder.unpremultiply(p, alpha)
                    o[3] = UInt8(alpha)
                    o += 4
                }
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0] // bit depth, colour type (RGB / RGBA), deflate, no filter method, no interlace
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", compress(raw))
        png.appendChunk("IEND", [])
        return png
    }

    /// Whether every pixel's alpha is 255.
    static func isOpaque(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        herosim_is_opaque(pixels.assumingMemoryBound(to: UInt8.self), stride, width, height) != 0
    }

    /// A premultiplied channel (the low byte of `channel`) divided by `alpha`, rounded as cairo does.
    private static func unpremultiply(_ channel: UInt32, _ alpha: UInt32) -> UInt8 {
        guard alpha > 0 else { return 0 }
        return UInt8(min(255, ((channel & 0xFF) * 255 + alpha / 2) / alpha))
    }

    /// `data` as a zlib stream at compression level 1.
    private func compress(_ data: [UInt8]) -> ArraySlice<UInt8> {
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        if compressed.count < bound { compressed = [UInt8](repeating: 0, count: bound) }
        let size = data.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        return compressed[..<size]
    }
}

private extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                            UInt8(truncatingIfNeeded: value)])
    }

    /// Appends a PNG chunk: length, type, data, CRC-32 of type and data.
    mutating func appendChunk<Data: Collection>(_ type: String, _ data: Data) where Data.Element == UInt8 {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withContiguousStorageIfAvailable { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
            ?? ContiguousArray(data).withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        appendBigEndian(crc)
    }
}
