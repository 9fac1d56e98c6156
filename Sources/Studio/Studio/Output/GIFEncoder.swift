import Foundation
import Raster

/// Writes frames as an animated GIF (GIF89a, looping): each frame gets its own 256-colour palette by
/// median cut over 15-bit colour, pixels are mapped to it through a 32,768-entry table, and the indices
/// are LZW-compressed as the format requires.
public struct GIFEncoder {
    private var bytes: [UInt8] = []
    private let width: Int, height: Int

    /// Starts a GIF of `width` × `height` pixels that loops forever.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes += Array("GIF89a".utf8)
        appendWord(width)
        appendWord(height)
        bytes += [0x00, 0x00, 0x00]                     // no global colour table
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00] // loop forever
    }

    /// Adds `image` (scaled to the GIF's size if it differs), shown for `centiseconds` hundredths of a second.
    public mutating func add(_ image: RasterImage, centiseconds: Int) {
        let frame = image.width == width && image.height == height ? image : image.scaled(toWidth: width, height: height)
        // 15-bit colours of every pixel (alpha is ignored: frames are opaque).
        var colours = [UInt16](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = frame.pixel(x: x, y: y)
                let red: UInt32 = (p >> 9) & 0x7C00, green: UInt32 = (p >> 6) & 0x03E0, blue: UInt32 = (p >> 3) & 0x001F
                colours[y * width + x] = UInt16(red | green | blue)
            }
        }
        let (palette, table) = Self.medianCut(colours)
        let indices = colours.map { table[Int($0)] }
        bytes += [0x21, 0xF9, 0x04, 0x04]               // graphic control: keep the frame, no transparency
        appendWord(max(1, min(65535, centiseconds)))
        bytes += [0x00, 0x00]
        bytes += [0x2C]                                 // image descriptor with a local 256-colour table
        appendWord(0)
        appendWord(0)
        appendWord(width)
        appendWord(height)
        bytes += [0x87]
        for entry in 0..<256 {
            let colour = entry < palette.count ? palette[entry] : (0, 0, 0)
            bytes += [colour.0, colour.1, colour.2]
        }
        bytes += [0x08]                                 // 8-bit LZW codes
        let compressed = Self.lzw(indices, minimumCodeSize: 8)
        var offset = 0
        while offset < compressed.count {               // sub-blocks of at most 255 bytes
            let count = min(255, compressed.count - offset)
            bytes.append(UInt8(count))
            bytes += compressed[offset..<(offset + count)]
            offset += count
        }
        bytes.append(0x00)
    }

    /// The finished file.
    public func data() -> [UInt8] { bytes + [0x3B] }

    private mutating func appendWord(_ value: Int) {
        bytes += [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]
    }

    /// Up to 256 colours for the 15-bit colours in `colours` (boxes split at the median of their widest
    /// channel, most populous first), and the palette index of every 15-bit colour.
    static func medianCut(_ colours: [UInt16]) -> (palette: [(UInt8, UInt8, UInt8)], table: [UInt8]) {
        var counts = [Int](repeating: 0, count: 32768)
        for c in colours { counts[Int(c)] += 1 }
        let present = (0..<32768).filter { counts[$0] > 0 }
        func channel(_ c: Int, _ k: Int) -> Int { (c >> (10 - 5 * k)) & 31 }
        var boxes: [[Int]] = [present]
        while boxes.count < 256 {
            // Split the box with the most pixels that still has more than one colour.
            guard let index = boxes.indices.filter({ boxes[$0].count > 1 })
                .max(by: { boxes[$0].reduce(0) { $0 + counts[$1] } < boxes[$1].reduce(0) { $0 + counts[$1] } }) else { break }
            let box = boxes[index]
            let ranges = (0..<3).map { k in (box.map { channel($0, k) }.max()! - box.map { channel($0, k) }.min()!) }
            let k = ranges.indices.max { ranges[$0] < ranges[$1] }!
            let sorted = box.sorted { channel($0, k) < channel($1, k) }
            let total = sorted.reduce(0) { $0 + counts[$1] }
            var running = 0, cut = 1
            for (i, c) in sorted.enumerated() {
                running += counts[c]
                if running * 2 >= total { cut = max(1, min(sorted.count - 1, i + 1)); break }
            }
            boxes[index] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        var palette: [(UInt8, UInt8, UInt8)] = []
        var table = [UInt8](repeating: 0, count: 32768)
        for (index, box) in boxes.enumerated() {
            var sums = [0, 0, 0], weight = 0
            for c in box {
                for k in 0..<3 { sums[k] += channel(c, k) * counts[c] }
                weight += counts[c]
                table[c] = UInt8(index)
            }
            let mean = sums.map { weight > 0 ? UInt8(min(255, ($0 * 255 + weight * 31 / 2) / (weight * 31))) : 0 }
            palette.append((mean[0], mean[1], mean[2]))
        }
        if palette.isEmpty { palette.append((0, 0, 0)) }
        return (palette, table)
    }

    /// GIF's variable-width LZW of `indices` (codes up to 12 bits, packed least significant bit first).
    static func lzw(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var out: [UInt8] = []
        var buffer = 0, bits = 0
        var codeSize = minimumCodeSize + 1
        func emit(_ code: Int) {
            buffer |= code << bits
            bits += codeSize
            while bits >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        var dictionary: [Int: Int] = [:]             // (prefix code << 8 | next index) → code
        var next = end + 1
        emit(clear)
        guard var prefix = indices.first.map(Int.init) else {
            emit(end)
            if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
            return out
        }
        for index in indices.dropFirst() {
            let key = prefix << 8 | Int(index)
            if let code = dictionary[key] {
                prefix = code
                continue
            }
            emit(prefix)
            if next < 4096 {
                dictionary[key] = next
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                next += 1
            } else {
                emit(clear)
                dictionary.removeAll(keepingCapacity: true)
                codeSize = minimumCodeSize + 1
                next = end + 1
            }
            prefix = Int(index)
        }
        emit(prefix)
        emit(end)
        if bits > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }
}
