import Foundation
@testable import Raster
@testable import Studio
import Testing

/// The GIF writer: its LZW stream decodes back to the same indices, its palette keeps up to 256 colours
/// exactly (at 5 bits a channel), and the file has the frames and delays asked for.
@Suite struct GIFEncoderTests {
    /// GIF's LZW decoder, as a viewer runs it.
    func decode(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var codeSize = minimumCodeSize + 1
        var bitPosition = 0
        var out: [UInt8] = []
        var previous: [UInt8]?
        while bitPosition + codeSize <= data.count * 8 {
            var code = 0
            for bit in 0..<codeSize where data[(bitPosition + bit) / 8] & (1 << ((bitPosition + bit) % 8)) != 0 { code |= 1 << bit }
            bitPosition += codeSize
            if code == clear { reset(); codeSize = minimumCodeSize + 1; previous = nil; continue }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count { entry = table[code] } else { entry = previous! + [previous![0]] }
            out += entry
            if let previous, table.count < 4096 {
                table.append(previous + [entry[0]])
                if table.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = entry
        }
        return out
    }

    @Test func lzwRoundTripsThroughCodeSizeGrowthAndTableResets() {
        // A deterministic mix of runs and noise, long enough to fill the 4,096-entry table several times.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let indices = (0..<200_000).map { i -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return i % 7 == 0 ? UInt8(state >> 56) : UInt8((i / 50) % 256)
        }
        #expect(decode(GIFEncoder.lzw(indices, minimumCodeSize: 8), minimumCodeSize: 8) == indices)
        #expect(decode(GIFEncoder.lzw([], minimumCodeSize: 8), minimumCodeSize: 8) == [])
        #expect(decode(GIFEncoder.lzw([7], minimumCodeSize: 8), minimumCodeSize: 8) == [7])
    }

    @Test func aFewColoursKeepTheirOwnPaletteEntries() {
        let colours: [UInt16] = [0x7C00, 0x03E0, 0x001F, 0x7C00, 0x0000, 0x7FFF]
        let (palette, table) = GIFEncoder.medianCut(colours)
        #expect(palette.count == 5)
        let mapped = colours.map { palette[Int(table[Int($0)])] }
        #expect(mapped.map { [$0.0, $0.1, $0.2] } == [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 0, 0], [0, 0, 0], [255, 255, 255]])
    }

    @Test func theFileHasItsHeaderFramesDelaysAndTrailer() {
        let frame = RasterImage(width: 8, height: 4)
        frame.fill(red: 1, green: 0, blue: 0)
        var encoder = GIFEncoder(width: 8, height: 4)
        encoder.add(frame, centiseconds: 3)
        encoder.add(frame, centiseconds: 4)
        let data = encoder.data()
        #expect(Array(data.prefix(6)) == Array("GIF89a".utf8))
        #expect(data[6] == 8 && data[8] == 4)
        #expect(data.last == 0x3B)
        // Two graphic control blocks with their delays.
        let controls = (0..<(data.count - 5)).filter { data[$0] == 0x21 && data[$0 + 1] == 0xF9 }
        #expect(controls.map { Int(data[$0 + 4]) } == [3, 4])
    }
}
